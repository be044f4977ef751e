import { Text } from '@mantine/core';
import { screenMessage } from '@quarry/contract';
import { AppDialog } from '../components/dialog';
import { errorDialogStore } from './errorDialogStore';

const reload = () => window.location.reload();

/** The generic error dialog (doc 1 §2): Close, and Refresh which reloads the page. */
export function ErrorDialogView({ opened }: { opened: boolean }) {
  return (
    <AppDialog
      opened={opened}
      onClose={errorDialogStore.close}
      title={screenMessage.errorTitle}
      modal
      primaryAction={{ label: 'Refresh', onClick: reload }}
      closeLabel="Close"
    >
      <Text>{screenMessage.errorText}</Text>
    </AppDialog>
  );
}
