import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '@quarry/contract';
import { buildRequest } from './buildRequest';
import type { FailureOptions } from './failureRoute';
import { failedResponse, readText, safeJson, send, unexpectedResponse } from './responseHandling';

const NO_CONTENT = { ok: true } as const;

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

  if (!response.ok) throw await failedResponse(response, input);

  const text = await readText(response);
  // 204 No Content (label rename and delete, doc 2 §8) stands for the contract's { ok: true }.
  const body = text ? safeJson(text) : response.status === 204 ? NO_CONTENT : undefined;
  const parsed = endpoint.response.safeParse(body);
  if (!parsed.success) throw unexpectedResponse(response.status, input);
  return parsed.data as ResponseOf<E>;
}
