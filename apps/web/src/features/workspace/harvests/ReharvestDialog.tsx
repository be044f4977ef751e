import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { harvestMessages, harvestsApi } from '@quarry/contract';
import { useState } from 'react';
import { callApi, isApiError } from '../../../api';
import { ConfirmDialog } from '../../../components/dialog';
import { useWorkspace } from '../state/workspaceContext';
import { harvestText } from './harvestLabels';
import { useHarvestStarted } from './harvestProgressContext';

/** What a re-harvest asks again for: one document (Omnisol users), or every current document (FacultyWorks users). */
export type ReharvestTarget = { document: { id: number; title: string } } | 'current';

/** The confirmation's sentence, with the spec's words ('re-harvest current documents', doc 2's confirmations). */
export const reharvestMessage = `You are about to ${harvestMessages.reharvestConfirm}: their sources are asked again, and what they bring fills empty fields only, never one you set or cleared.`;

/**
 * The confirmation before a re-harvest (doc 2 §6 "a re-harvest by URL button", "re-harvest a document button"), then
 * Quarry's call (the spec names none) and the harvest watched as the other harvests are ('Harvest started', the
 * heading's progress, the harvest summary). A refusal (400) is shown as a notification; other failures go through the
 * API client's global handling. The dialog stays open, busy, while the call runs.
 */
export function ReharvestDialog({ target, onClose }: { target: ReharvestTarget | null; onClose: () => void }) {
  const { investigation, apiType } = useWorkspace();
  const harvestStarted = useHarvestStarted();
  const [busy, setBusy] = useState(false);
  const params = { type: apiType, id: investigation.id };

  const confirm = async () => {
    if (!target || busy) return;
    setBusy(true);
    try {
      if (target === 'current') await callApi(harvestsApi.reharvestCurrent, { params, handle: [400] });
      else
        await callApi(harvestsApi.reharvestDocument, {
          params: { ...params, docId: target.document.id },
          handle: [400],
        });
      onClose();
      harvestStarted();
    } catch (error) {
      if (isApiError(error) && !error.handled && error.status === 400) {
        notifications.show({ message: error.body || error.message, color: 'red' });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      opened={target !== null}
      title={target === 'current' ? harvestText.reharvestByUrl : harvestText.reharvestDocument}
      message={
        <>
          {reharvestMessage}
          {target && target !== 'current' && (
            <Text component="span" display="block" mt="xs" fw={600}>
              {target.document.title}
            </Text>
          )}
        </>
      }
      confirmLabel={harvestText.reharvest}
      busy={busy}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    />
  );
}
