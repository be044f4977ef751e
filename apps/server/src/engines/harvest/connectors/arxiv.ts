import type { HttpClient } from '../http/http-client.js';
import { SourceError } from '../http/source-error.js';
import { parseArxivFeed } from './arxiv-parse.js';
import type { HarvestStream, Paging } from './harvest-page.js';

export const ARXIV_DEFAULT_URL = 'https://export.arxiv.org/api';
const SOURCE = 'arXiv';

export interface ArxivOptions {
  http: HttpClient;
  /** The API root; requests go to `${baseUrl}/query`. */
  baseUrl?: string;
  /** arXiv asks for no more than one request every 3 seconds (the default). */
  minIntervalMs?: number;
  /** Entries per request; default 100. */
  pageSize?: number;
}

export interface ArxivClient {
  /** Preprints matching the query, by relevance, at most `limit`; a page's `next` is the start of the page after it. */
  search(query: string, limit: number, paging?: Paging): HarvestStream;
}

/**
 * arXiv's search_query for a user's text: queries that already use arXiv's syntax (ti:, au:, AND…) pass as they
 * are; otherwise quoted phrases stay phrases and every other word must appear anywhere (all:).
 */
export function toArxivQuery(text: string): string {
  const trimmed = text.trim();
  if (/\b(ti|au|abs|co|jr|cat|rn|id|all):/.test(trimmed)) return trimmed;
  const terms = trimmed.match(/"[^"]+"|\S+/g) ?? [];
  return terms.map((term) => `all:${term}`).join(' AND ');
}

export function createArxivClient(options: ArxivOptions): ArxivClient {
  const baseUrl = (options.baseUrl ?? ARXIV_DEFAULT_URL).replace(/\/+$/, '');
  const pageSize = Math.max(1, options.pageSize ?? 100);

  return {
    async *search(query, limit, paging = {}) {
      const searchQuery = toArxivQuery(query);
      if (paging.after === null) return;
      let start = typeof paging.after === 'number' ? paging.after : 0;
      while (start < limit) {
        const params = new URLSearchParams({
          search_query: searchQuery,
          start: String(start),
          max_results: String(Math.min(pageSize, limit - start)),
          sortBy: 'relevance',
        });
        const response = await options.http.get(`${baseUrl}/query?${params}`, {
          source: SOURCE,
          rateKey: 'arxiv',
          minIntervalMs: options.minIntervalMs ?? 3000,
          accept: 'application/atom+xml',
          signal: paging.signal,
        });
        const feed = parseArxivFeed(response.text(), query);
        if (feed.error) {
          throw new SourceError(`arXiv refused the query "${searchQuery}": ${feed.error}`, {
            source: SOURCE,
            kind: 'parse',
            url: response.url,
          });
        }
        if (feed.entries === 0) return;
        const documents = feed.documents.slice(0, limit - start);
        start += feed.entries;
        const more = start < feed.total && start < limit;
        yield { documents, unread: feed.unread, total: feed.total, next: more ? start : null };
        if (!more) return;
      }
    },
  };
}
