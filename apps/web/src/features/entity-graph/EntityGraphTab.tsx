import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { entityGraphQuery } from '../../graph/graphQueries';
import { useGraphSettingsDialog } from '../../graph/GraphSettingsDialog';
import { GraphTab } from '../../graph/GraphTab';
import type { GraphLayout } from '../../graph/layouts';
import { useGraphTab } from '../../graph/useGraphTab';
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
  const graphSettings = useGraphSettingsDialog(investigation.id, 'term', data);
  const graph = useMemo(() => (data ? entityGraphModel(data) : undefined), [data]);
  const layers = useMemo(() => layersOf(data?.nodes ?? []), [data]);
  const hiddenLayers = useMemo(
    () => new Set(settings.hiddenLayers.filter((layer) => layers.includes(layer as never))),
    [settings.hiddenLayers, layers],
  );
  const graphInsight = useGraphInsight('entity-graph', 'Entity Graph Insight');
  const tab = useGraphTab(graph, { insight: graphInsight, pickOnContextMenu: true });
  const { view, dispatch } = tab;
  const commands = useEntityCommands({ graph, nodes: data?.nodes ?? [], view, dispatch, onAddInsight: tab.addInsight });
  const shownView = useMemo(() => ({ ...view, hiddenTypes: hiddenLayers }), [view, hiddenLayers]);
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
  useDeleteKey(commands.askRemove, view.picked.size > 0);

  return (
    <GraphTab
      tab={tab}
      testId="entity-graph"
      text={entityGraphText}
      answer={answer}
      graph={graph}
      view={shownView}
      layout={settings.layout}
      rings={tab.highlight.rings}
      onSnapshot={graphInsight.register}
      commands={commands}
      toolbar={
        <EntityGraphToolbar
          count={data?.nodes.length}
          shownCount={shownCount}
          layout={settings.layout}
          onLayout={(layout) => changeSettings({ layout })}
          highlight={tab.highlight}
          layers={topic ? layers : null}
          hiddenLayers={hiddenLayers}
          onToggleLayer={(layer) => changeSettings({ hiddenLayers: [...toggleLayer(hiddenLayers, layers, layer)] })}
          onRefresh={() => void answer.refetch()}
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
