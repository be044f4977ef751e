import { ActionIcon, Checkbox, Group, Menu, NativeSelect, Text, Title, Tooltip } from '@mantine/core';
import { entityLayerColors, type EntityGraphType } from '@quarry/contract';
import { exportGraph, exportGraphText } from '../../graph/exportGraph';
import { FullScreenButton } from '../../graph/FullScreenButton';
import { layoutLabels } from '../../graph/graphLabels';
import { HighlightSearch } from '../../graph/HighlightSearch';
import { graphLayouts, type GraphLayout } from '../../graph/layouts';
import type { useHighlight } from '../../graph/useHighlight';
import { DotsIcon, RefreshIcon } from '../../components/icons';
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
}

/** The entity graph's heading, highlight filter with its counter, layout, legend of layers and node count (doc 3 §2). */
export function EntityGraphToolbar(props: ToolbarProps) {
  const { highlight, layers, hiddenLayers } = props;
  const { investigation, apiType } = useWorkspace();
  const spec = useFilterSpec();
  return (
    <Group gap="xs" px="sm" py={6} wrap="wrap" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Title order={2} size="h5" mr="xs">
        {entityGraphText.heading(props.count)}
      </Title>
      <HighlightSearch label={entityGraphText.highlight} highlight={highlight} showCounter />
      <Tooltip label="Refresh">
        <ActionIcon variant="subtle" aria-label="Refresh" onClick={props.onRefresh}>
          <RefreshIcon />
        </ActionIcon>
      </Tooltip>
      <NativeSelect
        size="xs"
        aria-label="Layout"
        value={props.layout}
        onChange={(event) => props.onLayout(event.currentTarget.value as GraphLayout)}
        data={graphLayouts.map((value) => ({ value, label: layoutLabels[value] }))}
      />
      {props.onAddInsight && <AddInsightButton onClick={props.onAddInsight} />}
      <FullScreenButton full={props.fullScreen} onToggle={props.onFullScreen} />
      <Menu position="bottom-end">
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={entityGraphText.more}>
            <DotsIcon />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => void exportGraph(investigation, apiType, 'terms', spec)}>
            {exportGraphText.menuItem}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
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
    </Group>
  );
}
