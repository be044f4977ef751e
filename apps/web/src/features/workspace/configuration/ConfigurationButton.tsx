import { ActionIcon, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { GearIcon } from '../../../components/icons';
import { useWorkspace } from '../state/workspaceContext';
import { ConfigurationDialog } from './ConfigurationDialog';
import { configurationText } from './configurationLabels';

/**
 * The documents heading's Configuration button (doc 2 §2 "Dialogs", §6: anyone in the investigation; the server
 * lets only its owner read or change the configuration, so it is disabled on another user's investigation).
 */
export function ConfigurationButton() {
  const { investigation } = useWorkspace();
  const [open, setOpen] = useState(false);
  const mine = investigation.can.work;
  return (
    <>
      <Tooltip label={mine ? configurationText.open : configurationText.notYours}>
        <ActionIcon variant="subtle" aria-label={configurationText.open} onClick={() => setOpen(true)} disabled={!mine}>
          <GearIcon />
        </ActionIcon>
      </Tooltip>
      {open && <ConfigurationDialog onClose={() => setOpen(false)} />}
    </>
  );
}
