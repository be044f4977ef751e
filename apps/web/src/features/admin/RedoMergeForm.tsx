import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { adminMergeText } from '@quarry/contract';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../api';
import { AppDialog, ConfirmDialog } from '../../components/dialog';
import { redoMerge, redoMergeAll } from './adminCalls';
import { adminLabel } from './adminLabels';
import { failureReason } from './healthCheckView';
import { investigationIdInput, investigationIdToRedo } from './redoMergeForm';

/** What a failed call tells the Error dialog; nothing when the generic error dialog already said it. */
function failureMessage(action: string, error: Error, investigationId?: number): string | null {
  if (!isApiError(error)) return adminLabel.callFailed(action, error.message);
  if (error.handled) return null;
  if (error.status === 404 && investigationId !== undefined) return adminLabel.unknownInvestigation(investigationId);
  return adminLabel.callFailed(action, failureReason(error));
}

/**
 * Redo Merge for one investigation (Enter in the field runs it) and Redo Merge All, after a confirmation (doc 3 §2).
 * An empty field says 'Please fill in the investigation ID' and calls nothing; a non-empty answer, or a failure,
 * opens the Error dialog.
 */
export function RedoMergeForm() {
  const [idText, setIdText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [confirmingAll, setConfirmingAll] = useState(false);

  const showAnswer = (answer: string, done: string) => {
    if (answer.trim()) setErrorMessage(answer);
    else notifications.show({ message: done, color: 'teal' });
  };

  const redoOne = useMutation({
    mutationFn: redoMerge,
    onSuccess: (answer, id) => showAnswer(answer, adminLabel.redoQueued(id)),
    onError: (error, id) => setErrorMessage(failureMessage(adminMergeText.redoMerge, error, id)),
  });
  const redoAll = useMutation({
    mutationFn: redoMergeAll,
    onSuccess: (answer) => showAnswer(answer, adminLabel.redoAllQueued),
    onError: (error) => setErrorMessage(failureMessage(adminMergeText.redoMergeAll, error)),
    onSettled: () => setConfirmingAll(false),
  });
  const busy = redoOne.isPending || redoAll.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const target = investigationIdToRedo(idText);
    if ('error' in target) return setFieldError(target.error);
    setFieldError(null);
    redoOne.mutate(target.id);
  };

  return (
    <>
      <form onSubmit={submit} noValidate aria-label={adminLabel.mergeHeading}>
        <Stack gap="sm" maw={420}>
          <TextInput
            label={adminMergeText.investigationIdLabel}
            value={idText}
            inputMode="numeric"
            autoComplete="off"
            error={fieldError}
            onChange={(event) => {
              setIdText(investigationIdInput(event.currentTarget.value));
              setFieldError(null);
            }}
          />
          <Group gap="sm">
            <Button type="submit" loading={redoOne.isPending} disabled={redoAll.isPending}>
              {adminMergeText.redoMerge}
            </Button>
            <Button
              variant="default"
              loading={redoAll.isPending}
              disabled={redoOne.isPending}
              onClick={() => setConfirmingAll(true)}
            >
              {adminMergeText.redoMergeAll}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirmingAll}
        title={adminMergeText.redoMergeAll}
        message={adminLabel.redoAllConfirm}
        confirmLabel={adminMergeText.redoMergeAll}
        busy={redoAll.isPending}
        onConfirm={() => {
          if (!redoAll.isPending) redoAll.mutate();
        }}
        onCancel={() => setConfirmingAll(false)}
      />
      <AppDialog
        opened={errorMessage !== null}
        onClose={() => setErrorMessage(null)}
        title={adminMergeText.errorTitle}
        primaryAction={{ label: adminLabel.close, onClick: () => setErrorMessage(null) }}
      >
        <Text style={{ whiteSpace: 'pre-wrap' }}>{errorMessage}</Text>
      </AppDialog>
    </>
  );
}
