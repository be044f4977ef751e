import { CLIENT_ID_HEADER } from '@quarry/contract';
import { clientId } from './clientId';
import type { FailureOptions } from './failureRoute';
import { failedResponse, readText, safeJson, send, unexpectedResponse } from './responseHandling';

/** The least of a zod schema needed to check an answer. */
export interface ResponseParser<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

export type UploadOptions = FailureOptions & { signal?: AbortSignal };

/**
 * Posts a multipart form (file uploads, doc 1 §7) with the Client-Id header and the same global failure handling
 * as callApi. With `response`, the JSON answer is validated and returned; without, the answer's text is returned
 * (an empty body is a valid answer).
 */
export async function callUpload<T>(
  path: string,
  formData: FormData,
  options: UploadOptions & { response: ResponseParser<T> },
): Promise<T>;
export async function callUpload(path: string, formData: FormData, options?: UploadOptions): Promise<string>;
export async function callUpload<T>(
  path: string,
  formData: FormData,
  options: UploadOptions & { response?: ResponseParser<T> } = {},
): Promise<T | string> {
  // No Content-Type: the browser sets multipart/form-data with its boundary.
  const init: RequestInit = {
    method: 'POST',
    headers: { Accept: 'application/json', [CLIENT_ID_HEADER]: clientId },
    body: formData,
    credentials: 'same-origin',
    signal: options.signal,
  };
  const response = await send(path, init, options);
  if (!response.ok) throw await failedResponse(response, options);

  const text = await readText(response);
  if (!options.response) return text;
  const parsed = options.response.safeParse(text ? safeJson(text) : undefined);
  if (!parsed.success) throw unexpectedResponse(response.status, options);
  return parsed.data;
}
