import { Checkbox, Group, Menu, Text } from '@mantine/core';
import { entityLayerColors, type EntityGraphType } from '@quarry/contract';
import { exportGraph } from '../../graph/exportGraph';
import { FullScreenButton } from '../../graph/FullScreenButton';
import { GraphMoreMenu, GraphToolbar, LayoutSelect, RefreshButton } from '../../graph/GraphToolbar';
import { HighlightSearch } from '../../graph/HighlightSearch';
import type { GraphLayout } from '../../graph/layouts';
import type { useHighlight } from '../../graph/useHighlight';
import { AddInsightButton, useFilterSpec, useWorkspace } from '../workspace';
import { entityGraphText, layerNames } from './entityGraphLabels';

interface ToolbarProps {
  /** Nodes shown; undefined while the graph loads (the heading shows no count then). */
  count: number | undefined;
  shownCount: number;
  layout: GraphLayout;
  onLayout(layout: GraphLayout): void;
  highlight: ReturnType<typeof useHighlight>;
  /** The layers with nodes, and those hidden; null: no legend (Person investigations). */
  layers: readonly EntityGraphType[] | null;
  hiddenLayers: ReadonlySet<string>;
  onToggleLayer(layer: EntityGraphType): void;
  onRefresh(): void;
  fullScreen: boolean;
  onFullScreen(): void;
  /** Adds an insight of the graph as it is (null: insights cannot be added here). */
  onAddInsight: (() => void) | null;
  /** Opens Graph Settings (omnipotent users). */
  onGraphSettings(): void;
}

/** The entity graph's heading, highlight filter with its counter, layout, legend of layers and node count (doc 3 §2). */
export function EntityGraphToolbar(props: ToolbarProps) {
  const { highlight, layers, hiddenLayers } = props;
  const { investigation, apiType, user } = useWorkspace();
  const spec = useFilterSpec();
  return (
    <GraphToolbar heading={entityGraphText.heading(props.count)}>
      <HighlightSearch label={entityGraphText.highlight} highlight={highlight} showCounter />
      <RefreshButton onClick={props.onRefresh} />
      <LayoutSelect value={props.layout} onChange={props.onLayout} />
      {props.onAddInsight && <AddInsightButton onClick={props.onAddInsight} />}
      <FullScreenButton full={props.fullScreen} onToggle={props.onFullScreen} />
      <GraphMoreMenu onExport={() => void exportGraph(investigation, apiType, 'terms', spec)}>
        {user?.omnipotent && <Menu.Item onClick={props.onGraphSettings}>{entityGraphText.settings}</Menu.Item>}
      </GraphMoreMenu>
      <Text size="xs" c="dimmed" data-testid="entity-node-count">
        {entityGraphText.shown(props.shownCount, props.count ?? 0)}
      </Text>
      {layers && (
        <Group gap={8} role="group" aria-label={entityGraphText.layers}>
          {layers.map((layer) => (
            <Checkbox
              key={layer}
              size="xs"
              label={layerNames[layer]}
              color={entityLayerColors[layer]}
              iconColor="dark"
              checked={!hiddenLayers.has(layer)}
              onChange={() => props.onToggleLayer(layer)}
              styles={{ input: { borderColor: entityLayerColors[layer] } }}
            />
          ))}
        </Group>
      )}
    </GraphToolbar>
  );
}
