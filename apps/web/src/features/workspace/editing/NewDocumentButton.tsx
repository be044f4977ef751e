import { ActionIcon, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { PlusIcon } from '../../../components/icons';
import { DocumentDialog } from './DocumentDialog';
import { editingText } from './editingLabels';

/** The documents heading's New Document action (doc 2 §2, §6: omnipotent users, in their own investigation). */
export function NewDocumentButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip label={editingText.newDocumentHint}>
        <ActionIcon variant="subtle" aria-label={editingText.newDocument} onClick={() => setOpen(true)}>
          <PlusIcon size={18} />
        </ActionIcon>
      </Tooltip>
      {open && <DocumentDialog onClose={() => setOpen(false)} />}
    </>
  );
}
