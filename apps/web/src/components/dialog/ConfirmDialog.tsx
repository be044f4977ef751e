import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppDialog } from './AppDialog';

export interface ConfirmDialogProps {
  opened: boolean;
  title: ReactNode;
  /** What is about to happen, in the spec's words. */
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/** Asks before an action: the message, Cancel, and the confirming button (primary: Enter runs it). */
export function ConfirmDialog({ opened, title, message, confirmLabel, onConfirm, onCancel, busy }: ConfirmDialogProps) {
  return (
    <AppDialog
      opened={opened}
      onClose={onCancel}
      title={title}
      modal
      primaryAction={{ label: confirmLabel, onClick: onConfirm, loading: busy }}
      closeLabel="Cancel"
    >
      <Text>{message}</Text>
    </AppDialog>
  );
}
