import { Box, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useReducer, useState } from 'react';
import { GraphContextMenu } from '../../graph/GraphContextMenu';
import { GraphPaneState } from '../../graph/GraphPaneState';
import { InteractiveGraph } from '../../graph/InteractiveGraph';
import { GraphStatus } from '../../graph/GraphStatus';
import { authorGraphQuery } from '../../graph/graphQueries';
import { emptyView, graphViewReducer } from '../../graph/graphView';
import type { Ring } from '../../graph/NodeRings';
import { useFullScreen } from '../../graph/useFullScreen';
import { useHighlight } from '../../graph/useHighlight';
import { useStoredSettings } from '../../graph/useStoredSettings';
import { useFilterSpec, useGraphInsight, useShowAuthor, useWorkspace } from '../workspace';
import { AuthorGraphToolbar } from './AuthorGraphToolbar';
import { AUTHOR_GRAPH_DEFAULTS, authorGraphModel, snowflakesOf } from './authorGraphModel';
import { authorGraphText } from './authorGraphLabels';
import { GraphSettingsDialog } from './GraphSettingsDialog';
import { useAuthorCommands } from './useAuthorCommands';

/**
 * The Author graph tab (doc 3 §2): the co-authorship graph of the current filters, coloured by region and sized by
 * relevance or documents; a click opens the author's summary in the right pane, a right click the commands for the
 * selection. Layout, sizes, colours and the snowflakes are remembered per investigation.
 */
export function AuthorGraphTab() {
  const { investigation, apiType } = useWorkspace();
  const spec = useFilterSpec();
  const showAuthor = useShowAuthor();
  const [settings, changeSettings] = useStoredSettings(
    `quarry.graph.author.${investigation.id}`,
    AUTHOR_GRAPH_DEFAULTS,
  );
  const [similarTo, setSimilarTo] = useState<{ personId: number; name: string } | null>(null);
  const answer = useQuery(authorGraphQuery(investigation.id, apiType, spec, similarTo?.personId ?? null));
  const data = answer.data;
  const similarity = similarTo !== null;
  const look = {
    sizeBy: !similarity && settings.sizeBy === 'similarity' ? 'score' : settings.sizeBy,
    colorBy: !similarity && settings.colorBy === 'similarity' ? 'recentAffiliationCode' : settings.colorBy,
  } as const;
  const graph = useMemo(() => (data ? authorGraphModel(data, look) : undefined), [data, look.sizeBy, look.colorBy]); // eslint-disable-line react-hooks/exhaustive-deps
  const [view, dispatch] = useReducer(graphViewReducer, undefined, emptyView);
  const graphInsight = useGraphInsight('author-graph', 'Author Graph Insight');
  const pickedNames = () =>
    graph ? [...view.picked].map((node) => String(graph.getNodeAttribute(node, 'label'))) : [];
  const addInsight = graphInsight.add && (() => void graphInsight.add?.(pickedNames()));
  const snowflakes = useMemo(() => (graph ? snowflakesOf(graph) : new Set<string>()), [graph]);
  const hiddenNodes = settings.showSnowflakes ? EMPTY : snowflakes;
  const shownView = useMemo(() => ({ ...view, hiddenNodes }), [view, hiddenNodes]);
  const highlight = useHighlight(graph);
  const [menuAt, setMenuAt] = useState<{ x: number; y: number } | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { attach, full: fullScreen, toggle: toggleFullScreen } = useFullScreen<HTMLDivElement>();
  const [refreshLit, setRefreshLit] = useState(false);
  const commands = useAuthorCommands({
    graph,
    nodes: data?.nodes ?? [],
    view,
    dispatch,
    onSimilarity: (author) => {
      setSimilarTo(author);
      changeSettings({ sizeBy: 'similarity', colorBy: 'similarity' });
    },
    onBackgroundChange: () => setRefreshLit(true),
  });
  const rings = useMemo<Ring[]>(
    () => [
      ...highlight.rings,
      ...(data?.nodes ?? [])
        .filter((node) => node.harvesting)
        .map((node) => ({ node: node.id, kind: 'dashed' as const })),
    ],
    [highlight.rings, data],
  );

  const onNodeClick = useCallback(
    (node: string, adding: boolean) => {
      if (menuAt || !graph) return;
      dispatch({ type: 'pick', graph, node, adding });
      if (!adding) showAuthor({ personId: Number(node), name: String(graph.getNodeAttribute(node, 'label')) });
    },
    [graph, menuAt, showAuthor],
  );
  const onStageClick = useCallback(() => {
    if (menuAt) return;
    dispatch({ type: 'clear' });
    showAuthor(null);
  }, [menuAt, showAuthor]);
  const onContextMenu = useCallback((_node: string | null, at: { x: number; y: number }) => setMenuAt(at), []);
  const refresh = () => {
    setRefreshLit(false);
    void answer.refetch();
  };

  return (
    <Stack ref={attach} gap={0} h="100%" bg="white" data-testid="author-graph">
      <AuthorGraphToolbar
        count={data?.nodes.length}
        settings={settings}
        onSettings={changeSettings}
        similarTo={similarTo?.name ?? null}
        highlight={highlight}
        refreshLit={refreshLit}
        onRefresh={refresh}
        fullScreen={fullScreen}
        onFullScreen={toggleFullScreen}
        onAddInsight={addInsight}
        onGraphSettings={() => setSettingsOpen(true)}
      />
      <Box style={{ flex: 1, minHeight: 0, position: 'relative' }}>
        <GraphPaneState
          loading={!data}
          error={answer.error}
          empty={data?.nodes.length === 0}
          loadingText={authorGraphText.loading}
          emptyText={authorGraphText.empty}
        >
          {graph && data && (
            <InteractiveGraph
              graph={graph}
              label={authorGraphText.canvas(data.nodes.length, data.edges.length)}
              view={shownView}
              layout={settings.layout}
              highlight={highlight}
              rings={rings}
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
          label={authorGraphText.contextMenu}
        />
        {commands.dialogs}
      </Box>
      {data && settingsOpen && (
        <GraphSettingsDialog
          opened
          onClose={() => setSettingsOpen(false)}
          graphType="author"
          bounds={{
            nodeCount: data.totalNodeCount,
            minEdgeWeight: data.minEdgeWeight,
            maxEdgeWeight: data.maxEdgeWeight,
          }}
          current={{ totalNumberOfNodes: data.totalNumberOfNodes, edgeThreshold: data.edgeThreshold }}
        />
      )}
    </Stack>
  );
}

const EMPTY: ReadonlySet<string> = new Set();
