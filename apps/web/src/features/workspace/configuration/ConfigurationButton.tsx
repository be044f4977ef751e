import { ActionIcon, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useWorkspace } from '../state/workspaceContext';
import { ConfigurationDialog } from './ConfigurationDialog';
import { configurationText } from './configurationLabels';

/** A gear: the investigation's settings. */
function SettingsIcon() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d="M10.325 4.317c.426 -1.756 2.924 -1.756 3.35 0a1.724 1.724 0 0 0 2.573 1.066c1.543 -.94 3.31 .826 2.37 2.37a1.724 1.724 0 0 0 1.065 2.572c1.756 .426 1.756 2.924 0 3.35a1.724 1.724 0 0 0 -1.066 2.573c.94 1.543 -.826 3.31 -2.37 2.37a1.724 1.724 0 0 0 -2.572 1.065c-.426 1.756 -2.924 1.756 -3.35 0a1.724 1.724 0 0 0 -2.573 -1.066c-1.543 .94 -3.31 -.826 -2.37 -2.37a1.724 1.724 0 0 0 -1.065 -2.572c-1.756 -.426 -1.756 -2.924 0 -3.35a1.724 1.724 0 0 0 1.066 -2.573c-.94 -1.543 .826 -3.31 2.37 -2.37c1 .608 2.296 .07 2.572 -1.065z" />
      <path d="M9 12a3 3 0 1 0 6 0a3 3 0 0 0 -6 0" />
    </svg>
  );
}

/**
 * The documents heading's Configuration button (doc 2 §2 "Dialogs", §6: anyone in the investigation; the server
 * lets only its owner read or change the configuration, so it is disabled on another user's investigation).
 */
export function ConfigurationButton() {
  const { investigation } = useWorkspace();
  const [open, setOpen] = useState(false);
  const mine = investigation.mine;
  return (
    <>
      <Tooltip label={mine ? configurationText.open : configurationText.notYours}>
        <ActionIcon variant="subtle" aria-label={configurationText.open} onClick={() => setOpen(true)} disabled={!mine}>
          <SettingsIcon />
        </ActionIcon>
      </Tooltip>
      {open && <ConfigurationDialog onClose={() => setOpen(false)} />}
    </>
  );
}
