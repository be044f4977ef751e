import { removalApi } from '@quarry/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api';
import { ConfirmDialog } from '../../../components/dialog';
import { workspaceDocumentsKey, workspaceGraphsKey } from '../data/workspaceQueries';
import { useWorkspace } from '../state/workspaceContext';
import { workspaceText } from '../workspaceLabels';

/** What is brought back: every removed author, or every removed entity (doc 2 §6). */
export type BringBackKind = 'authors' | 'entities';

const texts: Record<BringBackKind, { title: string; message: string }> = {
  authors: { title: workspaceText.bringBackAuthors, message: workspaceText.bringBackAuthorsMessage },
  entities: { title: workspaceText.bringBackEntities, message: workspaceText.bringBackEntitiesMessage },
};

interface BringBackDialogProps {
  kind: BringBackKind | null;
  onClose: () => void;
}

/**
 * The confirmation before bringing back all removed authors or entities (doc 2 §8), then the call (§7: GET
 * …/undelete, POST …/entities/restore-all) and a reload of the workspace data, whose top lists show them again.
 * A failed call goes through the API client's global handling and the dialog stays open.
 */
export function BringBackDialog({ kind, onClose }: BringBackDialogProps) {
  const queryClient = useQueryClient();
  const { investigation, apiType } = useWorkspace();
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<BringBackKind>('authors');
  // The texts stay while the dialog closes.
  if (kind && kind !== shown) setShown(kind);

  const confirm = async () => {
    if (!kind || busy) return;
    setBusy(true);
    try {
      if (kind === 'authors') {
        await callApi(removalApi.restoreAuthors, { params: { type: apiType, id: investigation.id } });
      } else {
        await callApi(removalApi.restoreEntities, { params: { id: investigation.id } });
      }
      onClose();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceDocumentsKey(investigation.id) }),
        queryClient.invalidateQueries({ queryKey: workspaceGraphsKey(investigation.id) }),
      ]);
    } catch {
      // Shown by the API client's global handling.
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      opened={kind !== null}
      title={texts[shown].title}
      message={texts[shown].message}
      confirmLabel={workspaceText.bringBack}
      busy={busy}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    />
  );
}
