import { screenMessage } from '@quarry/contract';
import { useSyncExternalStore } from 'react';
import { lazyDialog } from '../components/dialog';
import { errorDialogStore } from './errorDialogStore';

/** When even the dialog's code cannot be fetched (the server is unreachable), the browser's own alert says it. */
function alertInstead() {
  window.alert(`${screenMessage.errorTitle}\n\n${screenMessage.errorText}`);
  errorDialogStore.close();
}

const ErrorDialogView = lazyDialog(async () => (await import('./ErrorDialogView')).ErrorDialogView, alertInstead);

/** The generic error dialog (doc 1 §2), opened by the API client's global handling through `errorDialogStore`. */
export function ErrorDialog() {
  const opened = useSyncExternalStore(errorDialogStore.subscribe, errorDialogStore.isOpen);
  return <ErrorDialogView opened={opened} />;
}
