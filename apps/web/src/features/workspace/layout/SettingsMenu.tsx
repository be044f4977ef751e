import { Button, Menu } from '@mantine/core';
import { pageGenerationText } from '@quarry/contract';
import { useState } from 'react';
import { ConfigurationDialog } from '../configuration/ConfigurationDialog';
import { configurationText } from '../configuration/configurationLabels';
import { exportToExcel } from '../documents/exportToExcel';
import { HarvestDialog } from '../harvests/HarvestDialog';
import { exportPublications } from '../publishing/exportPublications';
import { PageGenerationDialogs } from '../publishing/PageGenerationDialogs';
import { usePageGeneration } from '../publishing/usePageGeneration';
import { harvestText, harvestTitle } from '../harvests/harvestLabels';
import { ReharvestDialog } from '../harvests/ReharvestDialog';
import { AddFilesDialog } from '../harvests/AddFilesDialog';
import { MessageListDialog } from '../../../components/dialog';
import { useHarvestStarted } from '../harvests/harvestProgressContext';
import { GearIcon } from '../../../components/icons';
import { useFilterSpec, useWorkspace, useWorkspaceState } from '../state/workspaceContext';
import { specialFilterLabel, workspaceText } from '../workspaceLabels';
import { FilterByUrlsDialog, facultyText } from '../faculty';
import { settingsMenuItems, type SettingsItem } from './settingsMenuItems';

function itemLabel(item: SettingsItem): string {
  switch (item.kind) {
    case 'harvest':
      return harvestTitle[item.harvest];
    case 'reharvest':
      return `${harvestText.reharvestByUrl}…`;
    case 'addFiles':
      return `${harvestText.addFiles}…`;
    case 'configuration':
      return `${configurationText.open}…`;
    case 'facultyFilter':
      return specialFilterLabel[item.filter];
    case 'urlFilter':
      return `${facultyText.filterByUrls}…`;
    case 'generatePages':
      return pageGenerationText.menuItem[item.theme];
    case 'exportPublications':
      return pageGenerationText.exportPublications;
    case 'exportToExcel':
      return workspaceText.exportToExcel;
  }
}

/** The header's settings menu of the open investigation, per user kind (settingsMenuItems). */
export function SettingsMenu() {
  const workspace = useWorkspace();
  const [dialog, setDialog] = useState<SettingsItem | null>(null);
  const [refusedFiles, setRefusedFiles] = useState<string[]>([]);
  const harvestStarted = useHarvestStarted();
  const mine = workspace.investigation.can.work;
  const pages = usePageGeneration();

  const spec = useFilterSpec();
  const updateSpec = useWorkspaceState((state) => state.updateSpec);

  const choose = (item: SettingsItem) => {
    const spec = workspace.store.getState().spec;
    if (item.kind === 'exportToExcel') void exportToExcel(workspace.investigation, spec);
    else if (item.kind === 'exportPublications') void exportPublications(workspace.investigation, spec);
    else if (item.kind === 'generatePages') void pages.generate(item.theme);
    else if (item.kind === 'facultyFilter')
      updateSpec((current) => ({ ...current, [item.filter]: !current[item.filter] }));
    else setDialog(item);
  };
  const checked = (item: SettingsItem): boolean | undefined =>
    item.kind === 'facultyFilter'
      ? spec[item.filter]
      : item.kind === 'urlFilter'
        ? Boolean(spec.specificDocumentUrls?.length)
        : undefined;

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="subtle" color="gray" leftSection={<GearIcon size={18} />}>
            {workspaceText.settings}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {settingsMenuItems(workspace.user, workspace.investigation.investigationSubType).map((item) => {
            const on = checked(item);
            return (
              <Menu.Item
                key={itemLabel(item)}
                onClick={() => choose(item)}
                disabled={item.ownerOnly && !mine}
                // Mantine keeps a menu item's role: the state is read out in its name instead of aria-checked.
                aria-label={on ? `${itemLabel(item)} (on)` : undefined}
                leftSection={on === undefined ? undefined : <span aria-hidden>{on ? '✓' : ''}</span>}
              >
                {itemLabel(item)}
              </Menu.Item>
            );
          })}
        </Menu.Dropdown>
      </Menu>
      <PageGenerationDialogs outcome={pages.outcome} onShowDuplicates={pages.showDuplicates} onClose={pages.close} />
      <ReharvestDialog target={dialog?.kind === 'reharvest' ? 'current' : null} onClose={() => setDialog(null)} />
      {dialog?.kind === 'configuration' && <ConfigurationDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'addFiles' && (
        <AddFilesDialog
          onClose={() => setDialog(null)}
          onStarted={(refused) => {
            setDialog(null);
            setRefusedFiles(refused);
            harvestStarted();
          }}
        />
      )}
      <MessageListDialog
        opened={refusedFiles.length > 0}
        onClose={() => setRefusedFiles([])}
        title={harvestText.filesRefused}
        messages={refusedFiles}
      />
      {dialog?.kind === 'urlFilter' && (
        <FilterByUrlsDialog
          initial={spec.specificDocumentUrls ?? []}
          onClose={() => setDialog(null)}
          onFilter={(urls) => {
            updateSpec((current) => ({ ...current, specificDocumentUrls: urls }));
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'harvest' && (
        <HarvestDialog
          kind={dialog.harvest}
          onClose={() => setDialog(null)}
          onStarted={() => {
            setDialog(null);
            harvestStarted();
          }}
        />
      )}
    </>
  );
}
