import { configureApi } from '../api';
import { forgetSignedIn } from '../features/auth';
import { signInPathFor } from '../lib/redirectTarget';
import { errorDialogStore } from './errorDialogStore';
import { queryClient } from './queryClient';
import { router } from './router';

/** Connects the API client's global handling (doc 1 §8) to the app: the error dialog, the session, the router. */
export function wireApi(): void {
  configureApi({
    showErrorDialog: errorDialogStore.open,
    clearCurrentUser: () => forgetSignedIn(queryClient),
    goToSignIn: (returnPath) => void router.navigate(signInPathFor(returnPath), { replace: true }),
  });
}
