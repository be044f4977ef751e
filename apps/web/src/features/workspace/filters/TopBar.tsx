import { ActionIcon, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import type { TopEntry } from '@quarry/contract';
import { DotsIcon } from '../../../components/icons';
import { workspaceText } from '../workspaceLabels';

interface TopBarProps {
  entry: TopEntry;
  max: number;
  selected: boolean;
  onToggle: () => void;
  /** The bar's own menu (Rename Label and Delete Label on the Labels graph). */
  menu?: { label: string; onClick: () => void }[];
}

/**
 * One bar: its name, the grey total bar with the relevant part over it, and the count; a button (named '{name} {n}
 * documents') that a click, Enter or Space selects.
 */
export function TopBar({ entry, max, selected, onToggle, menu }: TopBarProps) {
  const total = (100 * entry.totalCount) / Math.max(1, max);
  const relevant = (100 * entry.relevantCount) / Math.max(1, max);
  return (
    <Group gap={4} wrap="nowrap">
      <UnstyledButton
        onClick={onToggle}
        aria-pressed={selected}
        aria-label={workspaceText.barName(entry.name, entry.totalCount)}
        data-testid="top-bar"
        px={6}
        py={2}
        style={{
          flex: 1,
          minWidth: 0,
          borderRadius: 4,
          background: selected ? 'var(--mantine-color-indigo-0)' : undefined,
          outline: selected ? '1px solid var(--mantine-color-indigo-4)' : undefined,
        }}
      >
        <Group justify="space-between" gap={6} wrap="nowrap">
          <Text size="xs" truncate="end" fw={selected ? 700 : 400} title={entry.name}>
            {entry.name}
          </Text>
          {/* A space between name and count (a flex container does not lay it out): the visible text reads as the name does. */}{' '}
          <Text size="xs" c="dimmed">
            {entry.totalCount}
          </Text>
        </Group>
        <Box pos="relative" h={5} mt={2} bg="gray.1" style={{ borderRadius: 2 }}>
          <Box pos="absolute" left={0} top={0} h={5} w={`${total}%`} bg="gray.4" style={{ borderRadius: 2 }} />
          <Box pos="absolute" left={0} top={0} h={5} w={`${relevant}%`} bg="indigo.6" style={{ borderRadius: 2 }} />
        </Box>
      </UnstyledButton>
      {menu && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              size="sm"
              variant="subtle"
              color="gray"
              aria-label={`${workspaceText.graphMenu}: ${entry.name}`}
            >
              <DotsIcon size={14} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {menu.map((item) => (
              <Menu.Item key={item.label} onClick={item.onClick}>
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
