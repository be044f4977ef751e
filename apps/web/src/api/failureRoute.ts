import { callerHandled400Bodies, serverText } from '@quarry/contract';
import { routePath } from '../lib/routes';

/** Statuses a caller handles itself, or `silent` to skip global handling altogether. */
export interface FailureOptions {
  handle?: readonly number[];
  silent?: boolean;
}

/**
 * Where a failed response goes (doc 1 §8):
 * - `caller`: thrown to the caller for screen-level handling;
 * - `signIn`: the user is signed out and sent to sign-in;
 * - `dialog`: the generic error dialog opens.
 * A 401 always signs the user out (see `signsOut`), whoever handles it.
 */
export type FailureRoute = 'caller' | 'signIn' | 'dialog';

export function failureRoute(status: number, body: string, currentPath: string, options: FailureOptions): FailureRoute {
  if (options.silent || options.handle?.includes(status)) return 'caller';
  if (status === 401) {
    const onSignIn = new URL(currentPath, 'http://quarry.invalid').pathname === routePath.signIn;
    return body === serverText.invalidUserData || onSignIn ? 'caller' : 'signIn';
  }
  if (status === 400 && callerHandled400Bodies.includes(body)) return 'caller';
  if (status === 410) return 'caller';
  return 'dialog';
}

/** A 401 clears the current user, except for calls that asked for no global handling. */
export const signsOut = (status: number, options: FailureOptions): boolean =>
  status === 401 && !options.silent && !options.handle?.includes(401);
