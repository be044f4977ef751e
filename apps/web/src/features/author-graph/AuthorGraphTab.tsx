import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { authorGraphQuery } from '../../graph/graphQueries';
import { GraphTab } from '../../graph/GraphTab';
import type { Ring } from '../../graph/NodeRings';
import { useGraphTab } from '../../graph/useGraphTab';
import { useStoredSettings } from '../../graph/useStoredSettings';
import { useFilterSpec, useGraphInsight, useShowAuthor, useWorkspace } from '../workspace';
import { AuthorGraphToolbar } from './AuthorGraphToolbar';
import { AUTHOR_GRAPH_DEFAULTS, authorGraphModel, snowflakesOf } from './authorGraphModel';
import { authorGraphText } from './authorGraphLabels';
import { useGraphSettingsDialog } from '../../graph/GraphSettingsDialog';
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
  const graphInsight = useGraphInsight('author-graph', 'Author Graph Insight');
  const onNodePicked = useCallback(
    (node: string, adding: boolean) => {
      if (!adding && graph) showAuthor({ personId: Number(node), name: String(graph.getNodeAttribute(node, 'label')) });
    },
    [graph, showAuthor],
  );
  const onCleared = useCallback(() => showAuthor(null), [showAuthor]);
  const tab = useGraphTab(graph, { insight: graphInsight, onNodePicked, onCleared });
  const snowflakes = useMemo(() => (graph ? snowflakesOf(graph) : new Set<string>()), [graph]);
  const hiddenNodes = settings.showSnowflakes ? EMPTY : snowflakes;
  const shownView = useMemo(() => ({ ...tab.view, hiddenNodes }), [tab.view, hiddenNodes]);
  const graphSettings = useGraphSettingsDialog(investigation.id, 'author', data);
  const [refreshLit, setRefreshLit] = useState(false);
  const commands = useAuthorCommands({
    graph,
    nodes: data?.nodes ?? [],
    view: tab.view,
    dispatch: tab.dispatch,
    onSimilarity: (author) => {
      setSimilarTo(author);
      changeSettings({ sizeBy: 'similarity', colorBy: 'similarity' });
    },
    onBackgroundChange: () => setRefreshLit(true),
  });
  const rings = useMemo<Ring[]>(
    () => [
      ...tab.highlight.rings,
      ...(data?.nodes ?? [])
        .filter((node) => node.harvesting)
        .map((node) => ({ node: node.id, kind: 'dashed' as const })),
    ],
    [tab.highlight.rings, data],
  );
  const refresh = () => {
    setRefreshLit(false);
    void answer.refetch();
  };

  return (
    <GraphTab
      tab={tab}
      testId="author-graph"
      text={authorGraphText}
      answer={answer}
      graph={graph}
      view={shownView}
      layout={settings.layout}
      rings={rings}
      onSnapshot={graphInsight.register}
      commands={commands}
      toolbar={
        <AuthorGraphToolbar
          count={data?.nodes.length}
          settings={settings}
          onSettings={changeSettings}
          similarTo={similarTo?.name ?? null}
          highlight={tab.highlight}
          refreshLit={refreshLit}
          onRefresh={refresh}
          fullScreen={tab.fullScreen.full}
          onFullScreen={tab.fullScreen.toggle}
          onAddInsight={tab.addInsight}
          onGraphSettings={graphSettings.open}
        />
      }
    >
      {graphSettings.dialog}
    </GraphTab>
  );
}

const EMPTY: ReadonlySet<string> = new Set();
