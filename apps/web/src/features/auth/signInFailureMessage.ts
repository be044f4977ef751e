import { screenMessage, serverText } from '@quarry/contract';
import { isApiError } from '../../api';

/** What a failed sign-in means for the screen: a message, the suspended dialog, or nothing (handled globally). */
export type SignInFailure = { kind: 'message'; text: string } | { kind: 'suspended' } | { kind: 'none' };

export function signInFailure(error: unknown): SignInFailure {
  if (!isApiError(error) || error.handled) return { kind: 'none' };
  if (error.status === 401 && error.body === serverText.suspended) return { kind: 'suspended' };
  if (error.status === 429) return { kind: 'message', text: screenMessage.signInTooMany };
  return { kind: 'message', text: screenMessage.signInFailed };
}
