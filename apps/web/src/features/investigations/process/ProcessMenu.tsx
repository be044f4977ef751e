import { Button, Menu, Text } from '@mantine/core';
import { adminMergeText, AUTHORS_FILE_EXTENSIONS } from '@quarry/contract';
import { useState } from 'react';
import { AppDialog, ConfirmDialog, lazyDialog, MessageListDialog } from '../../../components/dialog';
import { UploadFileDialog } from '../../../components/upload';
import { adminLabel } from '../../admin';
import { processLabel } from '../investigationLabels';
import type { ProcessMenuAccess } from './processMenuAccess';
import { useProcessActions } from './useProcessActions';

/** The files the menu uploads, each through the upload dialog (doc 2 §2: drag and drop or click). */
const uploads = {
  authors: {
    title: processLabel.uploadAuthors,
    accept: AUTHORS_FILE_EXTENSIONS.join(','),
    hint: processLabel.authorsHint,
  },
  definitions: {
    title: processLabel.uploadInvestigations,
    accept: '.json,.csv,application/json,text/csv',
    hint: undefined,
  },
} as const;
type UploadKind = keyof typeof uploads;

// The admins' report dialogs load when first opened: most users of the header never see them.
const AccuracyReportDialog = lazyDialog(async () => (await import('./AccuracyReportDialog')).AccuracyReportDialog);
const ClusterDiffDialog = lazyDialog(async () => (await import('./ClusterDiffDialog')).ClusterDiffDialog);

type OpenDialog = 'deletePending' | 'accuracy' | 'clusterDiff' | 'mergeAll' | null;

/**
 * The process menu (doc 1 §6, doc 2 §6), each group of items to whoever may make its calls (`processMenuAccess`):
 * the omnisol batch items, the admins' reports, and the omnipotent admins' Merge All Authors.
 */
export function ProcessMenu({ access }: { access: ProcessMenuAccess }) {
  const actions = useProcessActions();
  const [uploading, setUploading] = useState<UploadKind | null>(null);
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = () => setOpen(null);

  const deletePending = () => {
    if (!actions.deletePendingBusy) actions.deletePending(close);
  };
  const mergeAll = () => {
    if (!actions.mergeAllBusy) actions.mergeAllAuthors(close);
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
          {access.batch && (
            <>
              <Menu.Item onClick={() => setUploading('authors')}>{processLabel.uploadAuthors}</Menu.Item>
              <Menu.Item onClick={() => setOpen('deletePending')}>{processLabel.deletePending}</Menu.Item>
              <Menu.Item onClick={actions.restartFailed}>{processLabel.restartFailed}</Menu.Item>
              <Menu.Item onClick={() => setUploading('definitions')}>{processLabel.uploadInvestigations}</Menu.Item>
            </>
          )}
          {access.batch && access.reports && <Menu.Divider />}
          {access.reports && (
            <>
              <Menu.Item onClick={() => setOpen('accuracy')}>{processLabel.evaluateAccuracy}</Menu.Item>
              <Menu.Item onClick={actions.qualityEstimationReport}>{processLabel.qualityEstimation}</Menu.Item>
              <Menu.Item onClick={actions.authorFeedbackReport}>{processLabel.authorFeedback}</Menu.Item>
              <Menu.Item onClick={() => setOpen('clusterDiff')}>{processLabel.clusterDiff}</Menu.Item>
            </>
          )}
          {access.mergeAll && (access.batch || access.reports) && <Menu.Divider />}
          {access.mergeAll && <Menu.Item onClick={() => setOpen('mergeAll')}>{processLabel.mergeAllAuthors}</Menu.Item>}
        </Menu.Dropdown>
      </Menu>
      <UploadFileDialog
        opened={uploading !== null}
        title={uploading ? uploads[uploading].title : undefined}
        accept={uploading ? uploads[uploading].accept : undefined}
        hint={uploading ? uploads[uploading].hint : undefined}
        onUpload={async (file) => {
          if (uploading === 'authors') actions.uploadAuthors(file);
          else actions.uploadDefinitions(file);
        }}
        onClose={() => setUploading(null)}
      />
      <ConfirmDialog
        opened={open === 'deletePending'}
        title={processLabel.deletePendingTitle}
        message={processLabel.deletePendingMessage}
        confirmLabel={processLabel.deletePending}
        busy={actions.deletePendingBusy}
        onConfirm={deletePending}
        onCancel={close}
      />
      <ConfirmDialog
        opened={open === 'mergeAll'}
        title={processLabel.mergeAllAuthors}
        message={adminLabel.redoAllConfirm}
        confirmLabel={processLabel.mergeAllAuthors}
        busy={actions.mergeAllBusy}
        onConfirm={mergeAll}
        onCancel={close}
      />
      <AccuracyReportDialog opened={open === 'accuracy'} onClose={close} />
      <ClusterDiffDialog opened={open === 'clusterDiff'} onClose={close} />
      <MessageListDialog
        opened={actions.errorList !== null}
        onClose={actions.closeErrorList}
        title={actions.errorList?.title ?? ''}
        messages={actions.errorList?.messages ?? []}
      />
      <AppDialog
        opened={actions.errorMessage !== null}
        onClose={actions.closeErrorMessage}
        title={adminMergeText.errorTitle}
        primaryAction={{ label: processLabel.close, onClick: actions.closeErrorMessage }}
      >
        <Text style={{ whiteSpace: 'pre-wrap' }}>{actions.errorMessage}</Text>
      </AppDialog>
    </>
  );
}
