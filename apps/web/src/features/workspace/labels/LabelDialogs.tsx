import { reviewApi } from '@quarry/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { callApi } from '../../../api';
import { ConfirmDialog, TextDialog } from '../../../components/dialog';
import { useWorkspaceDocuments } from '../data/useWorkspaceDocuments';
import { workspaceDocumentsKey } from '../data/workspaceQueries';
import { dropLabelFilter, renameLabelFilter } from '../state/filterSpec';
import { useUpdateSpec, useWorkspace } from '../state/workspaceContext';
import { workspaceText } from '../workspaceLabels';
import { LabelDialogContext, type LabelDialog } from './labelDialogContext';

interface LabelDialogsProps {
  /** The ids of the current results (Add Label to All Documents labels these). */
  children: ReactNode;
}

/** Hosts the label dialogs; their calls reload the results, and a renamed or deleted label's filter follows. */
export function LabelDialogs({ children }: LabelDialogsProps) {
  const queryClient = useQueryClient();
  const { investigation, apiType } = useWorkspace();
  const updateSpec = useUpdateSpec();
  const [dialog, setDialog] = useState<LabelDialog | null>(null);
  const availableDocumentIds = useWorkspaceDocuments().data?.availableDocumentIds ?? [];
  const [busy, setBusy] = useState(false);
  const params = { type: apiType, id: investigation.id };
  const close = () => setDialog(null);

  const run = async (call: () => Promise<unknown>, after?: () => void) => {
    setBusy(true);
    try {
      await call();
      after?.();
      close();
      await queryClient.invalidateQueries({ queryKey: workspaceDocumentsKey(investigation.id) });
    } catch {
      // The API client's global handling has shown the error; the dialog stays open.
    } finally {
      setBusy(false);
    }
  };

  return (
    <LabelDialogContext.Provider value={setDialog}>
      {children}
      {dialog?.kind === 'addToAll' && (
        <TextDialog
          title={workspaceText.addLabelToAll}
          fieldLabel={workspaceText.labelField}
          confirmLabel={workspaceText.save}
          busy={busy}
          onClose={close}
          onConfirm={(label) =>
            void run(() =>
              callApi(reviewApi.labelAll, { params, body: { documentIdList: [...availableDocumentIds], label } }),
            )
          }
        />
      )}
      {dialog?.kind === 'rename' && (
        <TextDialog
          title={workspaceText.renameLabel}
          fieldLabel={workspaceText.newLabelField}
          initial={dialog.label}
          confirmLabel={workspaceText.save}
          busy={busy}
          onClose={close}
          onConfirm={(newLabel) =>
            void run(
              () => callApi(reviewApi.renameLabel, { params, body: { oldLabel: dialog.label, newLabel } }),
              () => updateSpec((spec) => renameLabelFilter(spec, dialog.label, newLabel)),
            )
          }
        />
      )}
      <ConfirmDialog
        opened={dialog?.kind === 'delete'}
        title={workspaceText.deleteLabel}
        message={dialog?.kind === 'delete' ? workspaceText.deleteLabelMessage(dialog.label) : ''}
        confirmLabel="Delete"
        busy={busy}
        onCancel={close}
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          void run(
            () => callApi(reviewApi.deleteLabel, { params, body: { label: dialog.label } }),
            () => updateSpec((spec) => dropLabelFilter(spec, dialog.label)),
          );
        }}
      />
    </LabelDialogContext.Provider>
  );
}
