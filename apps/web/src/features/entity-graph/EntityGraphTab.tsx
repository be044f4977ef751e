import { Box, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { GraphContextMenu } from '../../graph/GraphContextMenu';
import { GraphPaneState } from '../../graph/GraphPaneState';
import { InteractiveGraph } from '../../graph/InteractiveGraph';
import { GraphStatus } from '../../graph/GraphStatus';
import { entityGraphQuery } from '../../graph/graphQueries';
import { emptyView, graphViewReducer } from '../../graph/graphView';
import type { GraphLayout } from '../../graph/layouts';
import { useFullScreen } from '../../graph/useFullScreen';
import { useHighlight } from '../../graph/useHighlight';
import { useStoredSettings } from '../../graph/useStoredSettings';
import { useFilterSpec, useGraphInsight, useShowEntities, useWorkspace } from '../workspace';
import { entityGraphModel, layersOf, toggleLayer } from './entityGraphModel';
import { entityGraphText } from './entityGraphLabels';
import { EntityGraphToolbar } from './EntityGraphToolbar';
import { topOfNode, useEntityCommands } from './useEntityCommands';

/**
 * The Entity graph tab (doc 3 §2): the mentioned entities and tracked terms of the current filters, linked by how
 * much more often than chance they are mentioned together; layers by type (a Topic investigation's legend), the
 * highlight filter with its counter and "!" halos, the right-click commands and the Delete key.
 */
export function EntityGraphTab() {
  const { investigation, apiType, topic } = useWorkspace();
  const spec = useFilterSpec();
  const showEntities = useShowEntities();
  const [settings, changeSettings] = useStoredSettings(`quarry.graph.entity.${investigation.id}`, {
    layout: 'circular' as GraphLayout,
    hiddenLayers: [] as string[],
  });
  const answer = useQuery(entityGraphQuery(investigation.id, apiType, spec));
  const data = answer.data;
  const graph = useMemo(() => (data ? entityGraphModel(data) : undefined), [data]);
  const layers = useMemo(() => layersOf(data?.nodes ?? []), [data]);
  const hiddenLayers = useMemo(
    () => new Set(settings.hiddenLayers.filter((layer) => layers.includes(layer as never))),
    [settings.hiddenLayers, layers],
  );
  const [view, dispatch] = useReducer(graphViewReducer, undefined, emptyView);
  const graphInsight = useGraphInsight('entity-graph', 'Entity Graph Insight');
  const pickedNames = () =>
    graph ? [...view.picked].map((node) => String(graph.getNodeAttribute(node, 'label'))) : [];
  const addInsight = graphInsight.add && (() => void graphInsight.add?.(pickedNames()));
  const commands = useEntityCommands({ graph, nodes: data?.nodes ?? [], view, dispatch, onAddInsight: addInsight });
  const shownView = useMemo(() => ({ ...view, hiddenTypes: hiddenLayers }), [view, hiddenLayers]);
  const highlight = useHighlight(graph);
  const [menuAt, setMenuAt] = useState<{ x: number; y: number } | null>(null);
  const { attach, full: fullScreen, toggle: toggleFullScreen } = useFullScreen<HTMLDivElement>();
  const shownCount = (data?.nodes ?? []).filter((node) => !hiddenLayers.has(node.type)).length;

  // The right pane follows the selection: one entity's summary, or the relationship of two connected ones.
  useEffect(() => {
    const picked = (data?.nodes ?? []).filter((node) => view.picked.has(node.id));
    const connected = picked.length === 2 && graph?.hasEdge(picked[0]!.id, picked[1]!.id);
    showEntities(
      picked.length === 1 || connected
        ? picked.map((node) => ({ entityName: topOfNode(node).selectedValue, entityType: node.type }))
        : null,
    );
  }, [view.picked, data, graph, showEntities]);
  useEffect(() => () => showEntities(null), [showEntities]);

  const onNodeClick = useCallback(
    (node: string, adding: boolean) => !menuAt && graph && dispatch({ type: 'pick', graph, node, adding }),
    [graph, menuAt],
  );
  const onStageClick = useCallback(() => !menuAt && dispatch({ type: 'clear' }), [menuAt]);
  const onContextMenu = useCallback(
    (node: string | null, at: { x: number; y: number }) => {
      if (node && graph && !view.picked.has(node)) dispatch({ type: 'pick', graph, node, adding: false });
      setMenuAt(at);
    },
    [graph, view.picked],
  );
  useDeleteKey(commands.askRemove, view.picked.size > 0);

  return (
    <Stack ref={attach} gap={0} h="100%" bg="white" data-testid="entity-graph">
      <EntityGraphToolbar
        count={data?.nodes.length}
        shownCount={shownCount}
        layout={settings.layout}
        onLayout={(layout) => changeSettings({ layout })}
        highlight={highlight}
        layers={topic ? layers : null}
        hiddenLayers={hiddenLayers}
        onToggleLayer={(layer) => changeSettings({ hiddenLayers: [...toggleLayer(hiddenLayers, layers, layer)] })}
        onRefresh={() => void answer.refetch()}
        fullScreen={fullScreen}
        onFullScreen={toggleFullScreen}
        onAddInsight={addInsight}
      />
      <Box style={{ flex: 1, minHeight: 0, position: 'relative' }}>
        <GraphPaneState
          loading={!data}
          error={answer.error}
          empty={data?.nodes.length === 0}
          loadingText={entityGraphText.loading}
          emptyText={entityGraphText.empty}
        >
          {graph && data && (
            <InteractiveGraph
              graph={graph}
              label={entityGraphText.canvas(data.nodes.length, data.edges.length)}
              view={shownView}
              layout={settings.layout}
              highlight={highlight}
              rings={highlight.rings}
              onSnapshot={graphInsight.register}
              onNodeClick={onNodeClick}
              onStageClick={onStageClick}
              onContextMenu={onContextMenu}
            />
          )}
        </GraphPaneState>
        <GraphStatus graph={graph} view={view} />
        <GraphContextMenu
          at={menuAt}
          commands={commands.items}
          onClose={() => setMenuAt(null)}
          label={entityGraphText.contextMenu}
        />
        {commands.dialogs}
      </Box>
    </Stack>
  );
}

/** Delete (or Backspace) outside a text field asks to remove the selected entities (doc 3 §2). */
function useDeleteKey(askRemove: () => void, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [contenteditable="true"], [role="dialog"]')) return;
      if (event.key === 'Delete' || event.key === 'Backspace') askRemove();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [askRemove, enabled]);
}
