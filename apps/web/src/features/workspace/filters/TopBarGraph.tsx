import { ActionIcon, Button, Group, Menu, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { AUTHORS_CATEGORY, type SelectedTop, type TopEntry } from '@quarry/contract';
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useOpenLabelDialog } from '../labels/labelDialogContext';
import { selectedValuesOf, selectTops, toggleTops } from '../state/filterSpec';
import { topsOfBar } from './academicPublications';
import { useShowAuthor, useUpdateSpec, useWorkspace, useWorkspaceState } from '../state/workspaceContext';
import { DotsIcon, SortIcon } from '../../../components/icons';
import { workspaceText } from '../workspaceLabels';
import { TopBar } from './TopBar';
import { barsView, canSelectAllVisible, type TopListLike } from './topBars';

const LABELS = 'predefined.Labels';

/**
 * The bar graph of one category (doc 2 §2): a filter box (from 2 characters), a sort by grey bars, a menu,
 * 10 bars until Show More; clicking a bar selects it as a filter.
 */
export function TopBarGraph({ list }: { list: TopListLike }) {
  const { investigation } = useWorkspace();
  // Only this list's selection: a click on another list's bar does not re-render this one.
  const selectedValues = useWorkspaceState(useShallow((state) => selectedValuesOf(state.spec, list.name)));
  const updateSpec = useUpdateSpec();
  const showAuthor = useShowAuthor();
  const openLabelDialog = useOpenLabelDialog();
  const [filter, setFilter] = useState('');
  const [sortByTotal, setSortByTotal] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const view = barsView(list.entries, filter, sortByTotal, expanded);
  const max = Math.max(1, ...list.entries.map((entry) => entry.totalCount));
  // A bar is one filter, or (a profile's Academic Publication) several.
  const topsOf = (entry: TopEntry): SelectedTop[] => topsOfBar(list.name, entry);
  const isSelected = (entry: TopEntry) => topsOf(entry).every((top) => selectedValues.includes(top.selectedValue));

  const labels = list.name === LABELS && investigation.can.work;
  // An author's bar also opens their summary in the right pane (doc 2 §2).
  const authorMenu = (entry: TopEntry) => [
    {
      label: workspaceText.showAuthorSummary,
      onClick: () => showAuthor({ personId: Number(entry.value), name: entry.name }),
    },
  ];
  const labelMenu = (entry: TopEntry) => [
    { label: workspaceText.renameLabel, onClick: () => openLabelDialog({ kind: 'rename', label: entry.value }) },
    { label: workspaceText.deleteLabel, onClick: () => openLabelDialog({ kind: 'delete', label: entry.value }) },
  ];

  return (
    <Stack gap={4} data-testid="top-graph" data-top-name={list.name} aria-label={list.title} role="group">
      <Group justify="space-between" wrap="nowrap" gap={4}>
        <Text size="sm" fw={700}>
          {list.title}
        </Text>
        <Group gap={2} wrap="nowrap">
          <TextInput
            size="xs"
            w={110}
            placeholder={workspaceText.filterBars}
            aria-label={`${workspaceText.filterBars} ${list.title}`}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
          />
          <Tooltip label={workspaceText.sortByTotal}>
            <ActionIcon
              size="sm"
              variant={sortByTotal ? 'light' : 'subtle'}
              aria-label={workspaceText.sortByTotal}
              aria-pressed={sortByTotal}
              onClick={() => setSortByTotal(!sortByTotal)}
            >
              <SortIcon size={14} />
            </ActionIcon>
          </Tooltip>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon size="sm" variant="subtle" aria-label={`${workspaceText.graphMenu}: ${list.title}`}>
                <DotsIcon size={14} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                disabled={!canSelectAllVisible(view.bars.length)}
                onClick={() => updateSpec((current) => selectTops(current, view.bars.flatMap(topsOf)))}
              >
                {workspaceText.selectAllVisible}
              </Menu.Item>
              {labels && (
                <Menu.Item onClick={() => openLabelDialog({ kind: 'addToAll' })}>
                  {workspaceText.addLabelToAll}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      {view.noMatch && (
        <Text size="xs" c="dimmed">
          {workspaceText.noBarResults}
        </Text>
      )}
      {view.bars.map((entry) => (
        <TopBar
          key={entry.value}
          entry={entry}
          max={max}
          selected={isSelected(entry)}
          onToggle={() => updateSpec((current) => toggleTops(current, topsOf(entry)))}
          menu={labels ? labelMenu(entry) : list.name === AUTHORS_CATEGORY ? authorMenu(entry) : undefined}
        />
      ))}
      {view.expandable && (
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => setExpanded(!expanded)}
          style={{ alignSelf: 'flex-start' }}
        >
          {expanded ? workspaceText.showLess : workspaceText.showMore}
        </Button>
      )}
    </Stack>
  );
}
