import type { Endpoint } from '@quarry/contract';
import { ApiError } from './ApiError';
import { buildRequest } from './buildRequest';
import type { CallOptions } from './callApi';
import { failedResponse, readText, send } from './responseHandling';

/** The last segment of a Location header ('/api/…/documents/42' → '42'), or '' when there is none. */
export const locationId = (location: string | null): string =>
  (location ?? '').split('?')[0]!.replace(/\/+$/, '').split('/').pop() ?? '';

/**
 * Calls an endpoint that creates something and answers 201 Created with a Location header (doc 2 §7 "POST
 * …/documents"): gives the last segment of that header. Any other answer is an ApiError with its status; a failure
 * goes through the same global handling as callApi, and an answer other than 201 without a Location is the caller's.
 */
export async function callCreate<E extends Endpoint>(endpoint: E, options: CallOptions<E>): Promise<string> {
  const { url, init } = buildRequest(endpoint, options);
  const response = await send(url, init, options);
  if (!response.ok) throw await failedResponse(response, options);
  const id = locationId(response.headers.get('Location'));
  if (response.status !== 201 || !id) throw new ApiError(response.status, await readText(response));
  return id;
}
