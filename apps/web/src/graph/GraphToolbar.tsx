import { ActionIcon, Group, Menu, NativeSelect, Title, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { DotsIcon, RefreshIcon } from '../components/icons';
import { exportGraphText } from './exportGraph';
import { graphToolbarText, layoutLabels } from './graphLabels';
import { graphLayouts, type GraphLayout } from './layouts';

/** A graph tab's heading row (doc 3 §2): its title with the count, then the graph's controls, wrapping when narrow. */
export function GraphToolbar({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Group gap="xs" px="sm" py={6} wrap="wrap" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Title order={2} size="h5" mr="xs">
        {heading}
      </Title>
      {children}
    </Group>
  );
}

/** The Layout select: circular, organic, structural or lens. */
export function LayoutSelect({ value, onChange }: { value: GraphLayout; onChange(layout: GraphLayout): void }) {
  return (
    <NativeSelect
      size="xs"
      aria-label={graphToolbarText.layout}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as GraphLayout)}
      data={graphLayouts.map((layout) => ({ value: layout, label: layoutLabels[layout] }))}
    />
  );
}

/** Refresh: reloads the graph; `lit` when something changed that the graph shows only after it (an undone merge). */
export function RefreshButton({ lit = false, onClick }: { lit?: boolean; onClick(): void }) {
  return (
    <Tooltip label={lit ? graphToolbarText.refreshReady : graphToolbarText.refresh}>
      <ActionIcon variant={lit ? 'filled' : 'subtle'} aria-label={graphToolbarText.refresh} onClick={onClick}>
        <RefreshIcon />
      </ActionIcon>
    </Tooltip>
  );
}

/** The "…" menu of a graph: Export to GraphML, then the graph's own items. */
export function GraphMoreMenu({ onExport, children }: { onExport(): void; children?: ReactNode }) {
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={graphToolbarText.more}>
          <DotsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onExport}>{exportGraphText.menuItem}</Menu.Item>
        {children}
      </Menu.Dropdown>
    </Menu>
  );
}
