import { decodeBody } from './charset.js';
import { fetchOnce, type HopResponse } from './fetch-once.js';
import { createRateLimiter, type RateLimiter } from './rate-limiter.js';
import { describeUrl, SourceError } from './source-error.js';
import { quarryUserAgent } from './user-agent.js';

export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 5;

export interface HttpClientOptions {
  /** Put in the User-Agent so the sources can reach whoever runs this Quarry (OPENALEX_MAILTO). */
  mailto?: string;
  userAgent?: string;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Share one limiter between clients so that every request to a host counts against the same interval. */
  rateLimiter?: RateLimiter;
}

export interface GetOptions {
  /** Display name used in messages: "OpenAlex", "arXiv", "example.org". */
  source: string;
  /** What the minimum interval is counted per; a string, or derived from each hop's URL (a web host). Default: source. */
  rateKey?: string | ((url: URL) => string);
  /** Minimum time between two requests with the same rate key (0: no limit). */
  minIntervalMs?: number;
  accept?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
  maxBytes?: number;
  /** Statuses returned instead of thrown (e.g. 404 where "not found" is an answer). 2xx are always returned. */
  allowStatuses?: readonly number[];
  /** Called before the first request and before every redirect hop; throw a SourceError to refuse the URL. */
  checkUrl?: (url: URL) => Promise<void> | void;
  /** Return false to refuse a body before downloading it; the response then has status 2xx and no bytes. */
  acceptContentType?: (contentType: string | undefined) => boolean;
  /** Stops the request, its wait for the rate limit included (a cancelled or taken-over job); throws the signal's reason. */
  signal?: AbortSignal;
}

export interface HttpResponse {
  /** The URL that finally answered, after redirects. */
  url: string;
  status: number;
  statusText: string;
  headers: Record<string, string>;
  contentType: string | undefined;
  bytes: Buffer;
  /** Every URL asked, in order, the last being `url`. */
  chain: string[];
  /** The body decoded by its charset (header, then <meta>, then UTF-8). */
  text(): string;
  /** The body parsed as JSON; a readable SourceError when it is not JSON. */
  json(): unknown;
}

export interface HttpClient {
  get(url: string, options: GetOptions): Promise<HttpResponse>;
}

function parseHttpUrl(text: string, source: string, base?: string): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new SourceError(`${source}: "${text}" is not a valid URL`, { source, kind: 'redirect', url: text });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SourceError(`${source}: only http and https addresses can be fetched, not ${url.protocol}`, {
      source,
      kind: 'redirect',
      url: url.href,
    });
  }
  return url;
}

function toResponse(hop: HopResponse, chain: string[], source: string): HttpResponse {
  const contentType = hop.headers['content-type'];
  return {
    url: hop.url,
    status: hop.status,
    statusText: hop.statusText,
    headers: hop.headers,
    contentType,
    bytes: hop.bytes,
    chain,
    text: () => decodeBody(hop.bytes, contentType),
    json: () => {
      try {
        return JSON.parse(decodeBody(hop.bytes, contentType)) as unknown;
      } catch (error) {
        throw new SourceError(`${source} did not answer with JSON for ${describeUrl(hop.url)}`, {
          source,
          kind: 'parse',
          url: hop.url,
          cause: error,
        });
      }
    },
  };
}

/**
 * The one HTTP client of the harvest: polite (User-Agent, minimum interval per source or host), bounded (time-out,
 * size cap, at most N redirects, each hop checked again) and readable when it fails (SourceError). It never retries:
 * the job runner retries whole harvest steps.
 */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const limiter = options.rateLimiter ?? createRateLimiter();
  const userAgent = options.userAgent ?? quarryUserAgent(options.mailto);
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;

  return {
    async get(startUrl, get) {
      const { source } = get;
      const chain: string[] = [];
      let url = parseHttpUrl(startUrl, source);
      for (;;) {
        await get.checkUrl?.(url);
        const key = typeof get.rateKey === 'function' ? get.rateKey(url) : (get.rateKey ?? source);
        await limiter.wait(key, get.minIntervalMs ?? 0);
        get.signal?.throwIfAborted();
        chain.push(url.href);
        const hop = await fetchOnce({
          url: url.href,
          source,
          headers: { 'user-agent': userAgent, accept: get.accept ?? '*/*', ...get.headers },
          timeoutMs: get.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
          maxBytes: get.maxBytes ?? options.maxBytes ?? DEFAULT_MAX_BYTES,
          acceptContentType: get.acceptContentType,
          signal: get.signal,
        });
        const location = hop.headers.location;
        if (hop.status >= 300 && hop.status < 400 && location) {
          if (chain.length > maxRedirects) {
            throw new SourceError(`${source} redirected more than ${maxRedirects} times for ${describeUrl(startUrl)}`, {
              source,
              kind: 'redirect',
              url: startUrl,
            });
          }
          url = parseHttpUrl(location, source, url.href);
          continue;
        }
        if ((hop.status < 200 || hop.status >= 300) && !get.allowStatuses?.includes(hop.status)) {
          const statusLine = [hop.status, hop.statusText].filter(Boolean).join(' ');
          throw new SourceError(`${source} answered ${statusLine} for ${describeUrl(hop.url)}`, {
            source,
            kind: 'http-status',
            url: hop.url,
            status: hop.status,
          });
        }
        return toResponse(hop, chain, source);
      }
    },
  };
}
