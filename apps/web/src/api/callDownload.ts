import { CLIENT_ID_HEADER } from '@quarry/contract';
import { clientId } from './clientId';
import type { FailureOptions } from './failureRoute';
import { failedResponse, send } from './responseHandling';

/** The file name of a Content-Disposition header (RFC 6266: filename* first, then filename). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? fallback;
}

/**
 * POSTs a JSON body and saves the file the server answers (exports), with the Client-Id header and the same
 * global failure handling as callApi.
 */
export async function callDownload(
  path: string,
  body: unknown,
  fallbackName: string,
  options: FailureOptions = {},
): Promise<string> {
  return saveResponseFile(await postForBytes(path, body, options), fallbackName);
}

/**
 * POSTs for an export the server either answers at once (the file, saved) or, when it is large, accepts as a job
 * (202 with the job's id) for the caller to follow and fetch with `getDownload`.
 */
export async function callExport(
  path: string,
  body: unknown,
  fallbackName: string,
  options: FailureOptions = {},
): Promise<{ fileName: string } | { jobId: number }> {
  const response = await postForBytes(path, body, options);
  if (response.status === 202) return (await response.json()) as { jobId: number };
  return { fileName: await saveResponseFile(response, fallbackName) };
}

/** GETs a file (an export a job built) and saves it; answers its name. */
export async function getDownload(path: string, fallbackName: string, options: FailureOptions = {}): Promise<string> {
  const response = await send(path, { method: 'GET', credentials: 'same-origin' }, options);
  if (!response.ok) throw await failedResponse(response, options);
  return saveResponseFile(response, fallbackName);
}

/** POSTs a JSON body and answers the bytes the server sends (an image fetched for cropping). */
export async function callBlob(path: string, body: unknown, options: FailureOptions = {}): Promise<Blob> {
  return (await postForBytes(path, body, options)).blob();
}

async function postForBytes(path: string, body: unknown, options: FailureOptions): Promise<Response> {
  const init: RequestInit = {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [CLIENT_ID_HEADER]: clientId },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  };
  const response = await send(path, init, options);
  if (!response.ok) throw await failedResponse(response, options);
  return response;
}

/** Saves a successful response's body as a file, under the name its Content-Disposition gives; returns that name. */
export async function saveResponseFile(response: Response, fallbackName: string): Promise<string> {
  const fileName = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  return saveBlob(await response.blob(), fileName);
}

/** Saves bytes the browser holds as a file of this name (a download); returns the name. */
export function saveBlob(blob: Blob, fileName: string): string {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}
