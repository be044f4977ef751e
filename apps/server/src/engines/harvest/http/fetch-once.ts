import { STATUS_CODES } from 'node:http';
import { request } from 'undici';
import { networkError } from './network-errors.js';
import { formatBytes, formatSeconds } from './sizes.js';
import { describeUrl, SourceError } from './source-error.js';

export interface HopRequest {
  url: string;
  source: string;
  headers: Record<string, string>;
  timeoutMs: number;
  maxBytes: number;
  /** Return false to refuse a body before it is downloaded (e.g. a PDF where a web page was wanted). */
  acceptContentType?: (contentType: string | undefined) => boolean;
  /** Stops the request (its job was cancelled or taken over); the signal's reason is thrown. */
  signal?: AbortSignal;
}

export interface HopResponse {
  url: string;
  status: number;
  statusText: string;
  headers: Record<string, string>;
  /** Empty for redirects and refused content. */
  bytes: Buffer;
}

function flattenHeaders(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

const isRedirect = (status: number) => status >= 300 && status < 400 && status !== 304;

function tooLarge(hop: HopRequest): SourceError {
  return new SourceError(
    `${hop.source} sent a page too large (over ${formatBytes(hop.maxBytes)}) for ${describeUrl(hop.url)}`,
    { source: hop.source, kind: 'too-large', url: hop.url },
  );
}

function timedOut(hop: HopRequest): SourceError {
  return new SourceError(
    `${hop.source} did not answer within ${formatSeconds(hop.timeoutMs)} for ${describeUrl(hop.url)}`,
    {
      source: hop.source,
      kind: 'timeout',
      url: hop.url,
    },
  );
}

/** One GET without following redirects: the time-out covers headers and body, the size cap aborts the download. */
export async function fetchOnce(hop: HopRequest): Promise<HopResponse> {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, hop.timeoutMs);
  const stop = () => controller.abort();
  hop.signal?.addEventListener('abort', stop, { once: true });
  try {
    hop.signal?.throwIfAborted();
    const response = await request(hop.url, { method: 'GET', headers: hop.headers, signal: controller.signal });
    // a body we stop reading (redirect, refused type, size cap) is destroyed, which makes undici emit an abort error
    response.body.on('error', () => {});
    const headers = flattenHeaders(response.headers);
    const base = {
      url: hop.url,
      status: response.statusCode,
      statusText: STATUS_CODES[response.statusCode] ?? '',
      headers,
    };
    const refused =
      hop.acceptContentType && response.statusCode < 300 && !hop.acceptContentType(headers['content-type']);
    if (isRedirect(response.statusCode) || refused) {
      response.body.destroy();
      return { ...base, bytes: Buffer.alloc(0) };
    }
    const declared = Number(headers['content-length']);
    if (Number.isFinite(declared) && declared > hop.maxBytes) {
      response.body.destroy();
      throw tooLarge(hop);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      const buffer = chunk as Buffer;
      size += buffer.byteLength;
      if (size > hop.maxBytes) {
        response.body.destroy();
        throw tooLarge(hop);
      }
      chunks.push(buffer);
    }
    return { ...base, bytes: Buffer.concat(chunks, size) };
  } catch (error) {
    if (error instanceof SourceError) throw error;
    if (hop.signal?.aborted) throw hop.signal.reason;
    if (expired) throw timedOut(hop);
    throw networkError(hop.source, hop.url, error);
  } finally {
    clearTimeout(timer);
    hop.signal?.removeEventListener('abort', stop);
  }
}
