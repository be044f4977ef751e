import { ActionIcon, Group, Kbd, Menu, Select, Text, Title } from '@mantine/core';
import type { SortDocumentsBy } from '@quarry/contract';
import { useState, type ReactNode } from 'react';
import { useAbout } from '../../auth';
import { ConfigurationButton } from '../configuration';
import { NewDocumentButton } from '../editing/NewDocumentButton';
import { HarvestMenu } from '../harvests';
import { highlightOf, setHighlight, setSort } from '../state/filterSpec';
import { useFilterSpec, useUpdateSpec, useWorkspace } from '../state/workspaceContext';
import { DotsIcon, EyeIcon } from '../../../components/icons';
import { shortcutText, toolbarText, viewModeLabel, workspaceText } from '../workspaceLabels';
import { BringBackDialog, type BringBackKind } from './BringBackDialog';
import { ExportMenu } from './ExportMenu';
import { HighlightMenu } from './HighlightMenu';
import { maxViewLevel, sortOptions } from './documentsView';
import { toolbarAria, ToolbarTip } from './ToolbarTip';

interface HeadingProps {
  count: number | undefined;
  viewLevel: number;
  onViewLevel: (level: number) => void;
  onAddLabelToAll: () => void;
  /** Opens the help overlay of the screening shortcuts (also on "?"). */
  onShowShortcuts?: () => void;
  /** The live controls: the activity speedometer and the refresh button. */
  live: ReactNode;
}

/**
 * The documents pane heading (doc 2 §2): the count, the sort, live controls, the named Harvest and Export menus,
 * the view-mode, highlight and actions menus, each control named with a tooltip; the actions menu also brings back
 * removed authors and entities (doc 2 §6), each after a confirmation. Omnipotent users get New Document (doc 2 §6).
 */
export function DocumentsHeading({
  count,
  viewLevel,
  onViewLevel,
  onAddLabelToAll,
  onShowShortcuts,
  live,
}: HeadingProps) {
  const { topic, user, investigation } = useWorkspace();
  const spec = useFilterSpec();
  const updateSpec = useUpdateSpec();
  const { entityDetectionEnabled } = useAbout();
  const options = sortOptions(topic, Boolean(user?.facultyWorks));
  const levels = viewModeLabel.slice(0, maxViewLevel(Boolean(user?.omnipotent)) + 1);
  const [bringingBack, setBringingBack] = useState<BringBackKind | null>(null);
  return (
    <Group
      justify="space-between"
      px="sm"
      py={6}
      gap="xs"
      wrap="wrap"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      data-testid="documents-toolbar"
    >
      <Title order={2} fz="md" data-testid="documents-count" style={{ whiteSpace: 'nowrap' }}>
        {count === undefined ? '' : workspaceText.documentCount(count)}
      </Title>
      {/* Wraps onto more rows when the pane is narrow (left pane open, small screens) instead of spilling over. */}
      <Group gap="xs" wrap="wrap" justify="flex-end" style={{ flex: '1 1 auto', minWidth: 0 }}>
        <Select
          size="xs"
          style={{ flex: '0 1 210px', minWidth: 150 }}
          aria-label={workspaceText.sortBy}
          data={options}
          value={
            options.some((option) => option.value === spec.sortDocumentsBy) ? spec.sortDocumentsBy : options[0]!.value
          }
          onChange={(value) => value && updateSpec((current) => setSort(current, value as SortDocumentsBy))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {live}
        <HarvestMenu />
        <ExportMenu count={count} />
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ToolbarTip control={toolbarText.viewMode}>
              <ActionIcon variant="subtle" {...toolbarAria(toolbarText.viewMode)}>
                <EyeIcon />
              </ActionIcon>
            </ToolbarTip>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{toolbarText.viewMode.name}</Menu.Label>
            {levels.map((label, level) => (
              <Menu.RadioItem
                key={label}
                value={String(level)}
                checked={level === viewLevel}
                onChange={() => onViewLevel(level)}
                closeMenuOnClick
              >
                {label}
              </Menu.RadioItem>
            ))}
          </Menu.Dropdown>
        </Menu>
        <HighlightMenu
          highlight={highlightOf(spec)}
          entityDetection={entityDetectionEnabled}
          onChange={(kind, on) => updateSpec((current) => setHighlight(current, kind, on))}
        />
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ToolbarTip control={toolbarText.moreActions}>
              <ActionIcon variant="subtle" {...toolbarAria(toolbarText.moreActions)}>
                <DotsIcon />
              </ActionIcon>
            </ToolbarTip>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={onAddLabelToAll} disabled={!investigation.can.screen || !count}>
              {workspaceText.addLabelToAll}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item onClick={() => setBringingBack('authors')} disabled={!investigation.can.work}>
              {workspaceText.bringBackAuthors}
            </Menu.Item>
            <Menu.Item onClick={() => setBringingBack('entities')} disabled={!investigation.can.work}>
              {workspaceText.bringBackEntities}
            </Menu.Item>
            {onShowShortcuts && (
              <>
                <Menu.Divider />
                <Menu.Item onClick={onShowShortcuts} aria-keyshortcuts="?" rightSection={<Kbd size="xs">?</Kbd>}>
                  {shortcutText.title}
                </Menu.Item>
              </>
            )}
          </Menu.Dropdown>
        </Menu>
        <BringBackDialog kind={bringingBack} onClose={() => setBringingBack(null)} />
        {user?.omnipotent && investigation.can.work && <NewDocumentButton />}
        <ConfigurationButton />
        <Text size="xs" c="dimmed" visibleFrom="xl">
          {viewModeLabel[viewLevel]}
        </Text>
      </Group>
    </Group>
  );
}
