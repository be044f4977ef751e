import { Box, Stack } from '@mantine/core';
import type Graph from 'graphology';
import type { ReactNode } from 'react';
import { GraphContextMenu, type GraphCommand } from './GraphContextMenu';
import { GraphPaneState } from './GraphPaneState';
import { GraphStatus } from './GraphStatus';
import type { GraphView } from './graphView';
import { InteractiveGraph } from './InteractiveGraph';
import type { GraphLayout } from './layouts';
import type { Ring } from './NodeRings';
import type { GraphTabState } from './useGraphTab';

/** The words a graph tab shows around its canvas. */
export interface GraphTabText {
  loading: string;
  empty: string;
  canvas(count: number, links: number): string;
  contextMenu: string;
}

interface GraphTabProps {
  /** From useGraphTab: selection, highlight, menu, full screen and the canvas's events. */
  tab: GraphTabState;
  testId: string;
  text: GraphTabText;
  /** The graph's answer: nodes and edges once loaded, or why it will not come. */
  answer: { data: { nodes: readonly unknown[]; edges: readonly unknown[] } | undefined; error: Error | null };
  /** The graph's model, built from the answer. */
  graph: Graph | undefined;
  /** The graph's own heading and controls. */
  toolbar: ReactNode;
  /** The view drawn: the tab's selection with what the graph hides (snowflakes, layers). */
  view: GraphView;
  layout: GraphLayout;
  rings: readonly Ring[];
  onSnapshot: (take: (() => Promise<Blob>) | null) => void;
  /** The graph's right-click commands and the dialogs they open. */
  commands: { items: GraphCommand[]; dialogs: ReactNode };
  /** Shown below the pane (the author graph's settings dialog). */
  children?: ReactNode;
}

/**
 * One graph tab (doc 3 §2): its toolbar over the pane, which shows loading, the error or the empty state until the
 * graph is there, then the interactive canvas with the selection's status line and the context menu. Full screen
 * takes the whole tab.
 */
export function GraphTab({ tab, testId, text, answer, graph, toolbar, view, layout, rings, ...props }: GraphTabProps) {
  const data = answer.data;
  const {
    fullScreen: { attach },
    highlight,
    view: selection,
    menuAt,
    closeMenu,
    events,
  } = tab;
  return (
    <Stack ref={attach} gap={0} h="100%" bg="white" data-testid={testId}>
      {toolbar}
      <Box style={{ flex: 1, minHeight: 0, position: 'relative' }}>
        <GraphPaneState
          loading={!data}
          error={answer.error}
          empty={data?.nodes.length === 0}
          loadingText={text.loading}
          emptyText={text.empty}
        >
          {graph && data && (
            <InteractiveGraph
              graph={graph}
              label={text.canvas(data.nodes.length, data.edges.length)}
              view={view}
              layout={layout}
              highlight={highlight}
              rings={rings}
              onSnapshot={props.onSnapshot}
              {...events}
            />
          )}
        </GraphPaneState>
        <GraphStatus graph={graph} view={selection} />
        <GraphContextMenu at={menuAt} commands={props.commands.items} onClose={closeMenu} label={text.contextMenu} />
        {props.commands.dialogs}
      </Box>
      {props.children}
    </Stack>
  );
}
