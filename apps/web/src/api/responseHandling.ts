import { ApiError, isAbortError } from './ApiError';
import { apiHooks } from './apiHooks';
import { failureRoute, signsOut, type FailureOptions } from './failureRoute';

/** Sends a request; a network failure becomes an ApiError with status 0 (error dialog), a cancel stays an AbortError. */
export async function send(url: string, init: RequestInit, options: FailureOptions): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw fail(new ApiError(0, error instanceof Error ? error.message : String(error)), options, true);
  }
}

/** Applies the global handling (doc 1 §8) to a failure and returns the error to throw. */
export function fail(error: ApiError, options: FailureOptions, alwaysDialog = false): ApiError {
  const hooks = apiHooks();
  if (alwaysDialog) {
    if (options.silent) return error;
    hooks.showErrorDialog();
    return error.withHandled();
  }
  if (signsOut(error.status, options)) hooks.clearCurrentUser();
  const route = failureRoute(error.status, error.body, hooks.currentPath(), options);
  if (route === 'caller') return error;
  if (route === 'signIn') hooks.goToSignIn(hooks.currentPath());
  else hooks.showErrorDialog();
  return error.withHandled();
}

/** The body as text ('' when it cannot be read); a cancel while reading stays an AbortError. */
export async function readText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    if (isAbortError(error)) throw error;
    return '';
  }
}

/** JSON when the text is JSON, otherwise the text itself. */
export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A failed response turned into the error to throw (after the global handling). */
export async function failedResponse(response: Response, options: FailureOptions): Promise<ApiError> {
  return fail(new ApiError(response.status, await readText(response)), options);
}

/** An answer that breaks the contract: always the error dialog (unless silent). */
export const unexpectedResponse = (status: number, options: FailureOptions): ApiError =>
  fail(new ApiError(status, 'Unexpected response from the server'), options, true);
