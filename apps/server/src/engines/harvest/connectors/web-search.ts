import type { NormalizedDocument } from '../document.js';
import type { HttpClient } from '../http/http-client.js';
import { SourceError } from '../http/source-error.js';
import { collapseWhitespace } from './clean-text.js';
import { parseLooseDate } from './dates.js';
import { arr, compact, obj, str } from './json-read.js';

const SOURCE = 'Web search';
/** Stop paging after this many pages even if the engine keeps answering (some repeat their last page forever). */
const MAX_PAGES = 20;

/** The reason a web-search step shows when no search engine is configured. */
export const WEB_SEARCH_DISABLED_MESSAGE = 'skipped: WEB_SEARCH_URL is not set';

/** Thrown by search() when WEB_SEARCH_URL is not set: the pipeline marks the step skipped, not failed. */
export class WebSearchDisabled extends SourceError {
  constructor() {
    super(WEB_SEARCH_DISABLED_MESSAGE, { source: SOURCE, kind: 'disabled' });
    this.name = 'WebSearchDisabled';
  }
}

export interface WebSearchHit {
  url: string;
  title: string;
  /** The engine's snippet. */
  snippet: string;
  publishedDate?: string;
  engine?: string;
}

export interface WebSearchOptions {
  http: HttpClient;
  /** WEB_SEARCH_URL: a SearXNG (or compatible) instance with the JSON format enabled; unset disables web search. */
  baseUrl?: string;
  /** Minimum time between two searches; default 1 s. */
  minIntervalMs?: number;
  /** SearXNG `language`, e.g. "en" or "all". */
  language?: string;
}

export interface WebSearchClient {
  readonly enabled: boolean;
  /** Pages of hits (deduplicated by URL) until `limit` or the engine runs dry; WebSearchDisabled when unset. */
  search(query: string, limit: number): AsyncGenerator<WebSearchHit[], void, undefined>;
}

function hitOf(raw: unknown): WebSearchHit | undefined {
  const result = obj(raw);
  const url = str(result?.url);
  if (!result || !url || !/^https?:\/\//i.test(url)) return undefined;
  return compact({
    url,
    title: collapseWhitespace(str(result.title) ?? url),
    snippet: collapseWhitespace(str(result.content) ?? ''),
    publishedDate: str(result.publishedDate) ?? str(result.pubdate),
    engine: str(result.engine),
  });
}

export function createWebSearchClient(options: WebSearchOptions): WebSearchClient {
  const baseUrl = options.baseUrl?.trim().replace(/\/+$/, '');
  return {
    enabled: Boolean(baseUrl),
    async *search(query, limit) {
      if (!baseUrl) throw new WebSearchDisabled();
      const seen = new Set<string>();
      for (let pageno = 1; pageno <= MAX_PAGES && seen.size < limit; pageno++) {
        const params = new URLSearchParams({ q: query, format: 'json', pageno: String(pageno) });
        if (options.language) params.set('language', options.language);
        const response = await options.http.get(`${baseUrl}/search?${params}`, {
          source: SOURCE,
          rateKey: 'web-search',
          minIntervalMs: options.minIntervalMs ?? 1000,
          accept: 'application/json',
        });
        const hits: WebSearchHit[] = [];
        for (const raw of arr(obj(response.json())?.results)) {
          const hit = hitOf(raw);
          if (!hit || seen.has(hit.url) || seen.size >= limit) continue;
          seen.add(hit.url);
          hits.push(hit);
        }
        if (hits.length === 0) return;
        yield hits;
      }
    },
  };
}

/**
 * A hit as a document of its own (title and snippet), for when its page cannot be fetched (robots.txt, time-out)
 * but the hit itself is worth keeping.
 */
export function webSearchHitToDocument(hit: WebSearchHit, query: string): NormalizedDocument {
  const date = parseLooseDate(hit.publishedDate);
  return compact<NormalizedDocument>({
    type: 'Web Page',
    title: hit.title,
    abstract: hit.snippet,
    date: date?.date,
    datePrecision: date?.datePrecision,
    harvesterType: 'GOOGLE',
    url: hit.url,
    authors: [],
    concepts: [],
    keywords: [],
    text: '',
    provenance: { source: 'web-search', query, sourceId: hit.url },
  });
}
