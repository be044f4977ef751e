import type Graph from 'graphology';
import { useCallback, useReducer, useState } from 'react';
import { emptyView, graphViewReducer } from './graphView';
import { useFullScreen } from './useFullScreen';
import { useHighlight } from './useHighlight';

interface GraphTabOptions {
  /** The graph's Add Insight (`add` is null where insights cannot be added): titled after the picked nodes. */
  insight: { add: ((names: readonly string[]) => Promise<void>) | null };
  /** After a click picked a node (`adding`: with Shift, Ctrl or Cmd, into the selection). */
  onNodePicked?: (node: string, adding: boolean) => void;
  /** After a click on the empty stage cleared the selection. */
  onCleared?: () => void;
  /** A right click on a node not selected selects it first, so the menu's commands are about it. */
  pickOnContextMenu?: boolean;
}

/**
 * What a graph tab does whatever its graph (doc 3 §2): the selection and path (graphView), the highlight, the
 * context menu's place, full screen and Add Insight; a click picks a node and a click on the stage clears, both
 * ignored while the menu is open. Its answer goes to GraphTab with the graph's own model, commands and toolbar.
 */
export function useGraphTab(
  graph: Graph | undefined,
  { insight, onNodePicked, onCleared, pickOnContextMenu = false }: GraphTabOptions,
) {
  const [view, dispatch] = useReducer(graphViewReducer, undefined, emptyView);
  const highlight = useHighlight(graph);
  const [menuAt, setMenuAt] = useState<{ x: number; y: number } | null>(null);
  const fullScreen = useFullScreen<HTMLDivElement>();
  const pickedNames = () =>
    graph ? [...view.picked].map((node) => String(graph.getNodeAttribute(node, 'label'))) : [];
  const addInsight = insight.add && (() => void insight.add?.(pickedNames()));

  const onNodeClick = useCallback(
    (node: string, adding: boolean) => {
      if (menuAt || !graph) return;
      dispatch({ type: 'pick', graph, node, adding });
      onNodePicked?.(node, adding);
    },
    [graph, menuAt, onNodePicked],
  );
  const onStageClick = useCallback(() => {
    if (menuAt) return;
    dispatch({ type: 'clear' });
    onCleared?.();
  }, [menuAt, onCleared]);
  const onContextMenu = useCallback(
    (node: string | null, at: { x: number; y: number }) => {
      if (pickOnContextMenu && node && graph && !view.picked.has(node)) {
        dispatch({ type: 'pick', graph, node, adding: false });
      }
      setMenuAt(at);
    },
    [pickOnContextMenu, graph, view.picked],
  );
  const closeMenu = useCallback(() => setMenuAt(null), []);

  return {
    view,
    dispatch,
    highlight,
    menuAt,
    closeMenu,
    fullScreen,
    addInsight,
    events: { onNodeClick, onStageClick, onContextMenu },
  };
}

export type GraphTabState = ReturnType<typeof useGraphTab>;
