import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '@quarry/contract';
import { ApiError, isAbortError } from './ApiError';
import { apiHooks } from './apiHooks';
import { buildRequest } from './buildRequest';
import { failureRoute, signsOut, type FailureOptions } from './failureRoute';

type Part<Name extends string, T> = [T] extends [undefined] ? { [K in Name]?: undefined } : { [K in Name]: T };

/** What a call of `E` takes: its body, query and path params as the contract types them, plus handling options. */
export type CallOptions<E extends Endpoint> = Part<'body', BodyOf<E>> &
  Part<'query', QueryOf<E>> &
  Part<'params', ParamsOf<E>> &
  FailureOptions & { signal?: AbortSignal };

type CallArgs<E extends Endpoint> =
  Record<never, never> extends Part<'body', BodyOf<E>> & Part<'query', QueryOf<E>> & Part<'params', ParamsOf<E>>
    ? [options?: CallOptions<E>]
    : [options: CallOptions<E>];

/**
 * Calls one endpoint of the contract and returns its validated answer.
 * Failures are handled globally (doc 1 §8, see failureRoute) and always reject with an ApiError;
 * cancelled requests reject with their AbortError and are never handled.
 */
export async function callApi<E extends Endpoint>(endpoint: E, ...[options]: CallArgs<E>): Promise<ResponseOf<E>> {
  const input = (options ?? {}) as CallOptions<E>;
  const { url, init } = buildRequest(endpoint, input);

  let response = await send(url, init, input);
  if (response.status === 307 && endpoint.retryOn307) response = await send(url, init, input);

  if (!response.ok) throw fail(new ApiError(response.status, await readText(response)), input);

  const text = await readText(response);
  const parsed = endpoint.response.safeParse(text ? safeJson(text) : undefined);
  if (!parsed.success) throw fail(new ApiError(response.status, 'Unexpected response from the server'), input, true);
  return parsed.data as ResponseOf<E>;
}

async function send(url: string, init: RequestInit, options: FailureOptions): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw fail(new ApiError(0, error instanceof Error ? error.message : String(error)), options, true);
  }
}

/** Applies the global handling to a failure and returns the error to throw. */
function fail(error: ApiError, options: FailureOptions, alwaysDialog = false): ApiError {
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

async function readText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    if (isAbortError(error)) throw error;
    return '';
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
