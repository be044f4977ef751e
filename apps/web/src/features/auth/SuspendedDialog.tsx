import { Text } from '@mantine/core';
import { screenMessage } from '@quarry/contract';
import { AppDialog } from '../../components/dialog';
import { authLabel } from './authLabels';

/** Shown when the server refuses a sign-in with "suspended" (doc 1 §8). */
export function SuspendedDialog({
  opened,
  onClose,
  supportEmail,
}: {
  opened: boolean;
  onClose: () => void;
  supportEmail: string;
}) {
  return (
    <AppDialog
      opened={opened}
      onClose={onClose}
      title={screenMessage.suspendedTitle}
      primaryAction={{ label: authLabel.close, onClick: onClose }}
    >
      <Text>{screenMessage.suspendedText(supportEmail)}</Text>
    </AppDialog>
  );
}
