import { ActionIcon, Menu } from '@mantine/core';
import { fullTextExtensions, type WorkspaceDocument } from '@quarry/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DotsIcon } from '../../../components/icons';
import { UploadFileDialog } from '../../../components/upload';
import { harvestText, ReharvestDialog } from '../harvests';
import { useWorkspace } from '../state/workspaceContext';
import { reloadAfterSave, uploadFullText } from './documentCalls';
import { DocumentDialog } from './DocumentDialog';
import { editingText } from './editingLabels';
import { fullTextProblem } from './fullTextFile';

/**
 * A document's menu for omnipotent users (doc 2 §2, §6): Edit opens the Document dialog, Upload Full Text the upload
 * dialog, which shows the server's refusal of a file it cannot read; for Omnisol users, Re-harvest Document (doc 2
 * §6 "re-harvest a document button") asks to confirm, then asks the document's sources again.
 */
export function DocumentEditingMenu({ document, targetProps }: { document: WorkspaceDocument; targetProps?: object }) {
  const { investigation, apiType, user } = useWorkspace();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<'edit' | 'fullText' | 'reharvest' | null>(null);
  const close = () => setOpen(null);
  const upload = async (file: File) => {
    const refusal = await uploadFullText({ apiType, id: investigation.id }, document.id, file);
    if (!refusal) void reloadAfterSave(queryClient, investigation.id, false);
    return refusal;
  };
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={editingText.documentActions(document.title)}
            data-testid="document-menu"
            {...targetProps}
          >
            <DotsIcon />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setOpen('edit')}>{editingText.edit}</Menu.Item>
          <Menu.Item onClick={() => setOpen('fullText')}>{editingText.uploadFullText}</Menu.Item>
          {user?.omnisol && <Menu.Item onClick={() => setOpen('reharvest')}>{harvestText.reharvestDocument}</Menu.Item>}
        </Menu.Dropdown>
      </Menu>
      {open === 'edit' && <DocumentDialog document={document} onClose={close} />}
      <ReharvestDialog target={open === 'reharvest' ? { document } : null} onClose={close} />
      <UploadFileDialog
        opened={open === 'fullText'}
        title={editingText.fullTextTitle(document.title)}
        accept={fullTextExtensions.join(',')}
        hint={editingText.fullTextHint}
        check={fullTextProblem}
        onUpload={upload}
        onClose={close}
      />
    </>
  );
}
