import { Button, Menu } from '@mantine/core';
import { useState } from 'react';
import { ConfigurationDialog } from '../configuration/ConfigurationDialog';
import { configurationText } from '../configuration/configurationLabels';
import { exportToExcel } from '../documents/exportToExcel';
import { HarvestDialog } from '../harvests/HarvestDialog';
import { harvestTitle } from '../harvests/harvestLabels';
import { useHarvestStarted } from '../harvests/harvestProgressContext';
import { GearIcon } from '../../../components/icons';
import { useWorkspace } from '../state/workspaceContext';
import { workspaceText } from '../workspaceLabels';
import { settingsMenuItems, type SettingsItem } from './settingsMenuItems';

const itemLabel = (item: SettingsItem): string =>
  item.kind === 'harvest'
    ? harvestTitle[item.harvest]
    : item.kind === 'configuration'
      ? `${configurationText.open}…`
      : workspaceText.exportToExcel;

/** The header's settings menu of the open investigation, per user kind (settingsMenuItems). */
export function SettingsMenu() {
  const workspace = useWorkspace();
  const [dialog, setDialog] = useState<SettingsItem | null>(null);
  const harvestStarted = useHarvestStarted();
  const mine = workspace.investigation.can.work;

  const choose = (item: SettingsItem) => {
    if (item.kind === 'exportToExcel') void exportToExcel(workspace.investigation, workspace.store.getState().spec);
    else setDialog(item);
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="subtle" color="gray" leftSection={<GearIcon size={18} />}>
            {workspaceText.settings}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {settingsMenuItems(workspace.user).map((item) => (
            <Menu.Item key={itemLabel(item)} onClick={() => choose(item)} disabled={item.ownerOnly && !mine}>
              {itemLabel(item)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {dialog?.kind === 'configuration' && <ConfigurationDialog onClose={() => setDialog(null)} />}
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
