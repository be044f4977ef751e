import { Button, Menu } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog, MessageListDialog } from '../../../components/dialog';
import { UploadFileDialog } from '../../../components/upload';
import { processLabel } from '../investigationLabels';
import { useProcessActions } from './useProcessActions';

/** The files the menu uploads, each through the upload dialog (doc 2 §2: drag and drop or click). */
const uploads = {
  authors: { title: processLabel.uploadAuthors, accept: '.txt,text/plain' },
  definitions: { title: processLabel.uploadInvestigations, accept: '.json,.csv,application/json,text/csv' },
} as const;
type UploadKind = keyof typeof uploads;

/** The omnisol process menu (doc 1 §6, with batch support): authors file, delete pending, restart failed, definitions. */
export function ProcessMenu() {
  const actions = useProcessActions();
  const [uploading, setUploading] = useState<UploadKind | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const deletePending = () => {
    if (!actions.deletePendingBusy) actions.deletePending(() => setConfirmDelete(false));
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="light" loading={actions.busy}>
            {processLabel.menu}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setUploading('authors')}>{processLabel.uploadAuthors}</Menu.Item>
          <Menu.Item onClick={() => setConfirmDelete(true)}>{processLabel.deletePending}</Menu.Item>
          <Menu.Item onClick={actions.restartFailed}>{processLabel.restartFailed}</Menu.Item>
          <Menu.Item onClick={() => setUploading('definitions')}>{processLabel.uploadInvestigations}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <UploadFileDialog
        opened={uploading !== null}
        title={uploading ? uploads[uploading].title : undefined}
        accept={uploading ? uploads[uploading].accept : undefined}
        onUpload={async (file) => {
          if (uploading === 'authors') actions.uploadAuthors(file);
          else actions.uploadDefinitions(file);
        }}
        onClose={() => setUploading(null)}
      />
      <ConfirmDialog
        opened={confirmDelete}
        title={processLabel.deletePendingTitle}
        message={processLabel.deletePendingMessage}
        confirmLabel={processLabel.deletePending}
        busy={actions.deletePendingBusy}
        onConfirm={deletePending}
        onCancel={() => setConfirmDelete(false)}
      />
      <MessageListDialog
        opened={actions.errorList !== null}
        onClose={actions.closeErrorList}
        title={actions.errorList?.title ?? ''}
        messages={actions.errorList?.messages ?? []}
      />
    </>
  );
}
