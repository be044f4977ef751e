import { detectLanguage } from '../../../text/language.js';
import type { HarvesterType, NormalizedDocument, Provenance } from '../document.js';
import type { HttpClient } from '../http/http-client.js';
import { describeUrl, SourceError } from '../http/source-error.js';
import { compact } from './json-read.js';
import { extractPage } from './page-extract.js';
import { createRobotsCache, type RobotsCache } from './robots.js';

export interface WebPageOptions {
  http: HttpClient;
  /** Share one cache between fetcher and crawler so each site's robots.txt is read once a day. */
  robots?: RobotsCache;
  /** Minimum time between two requests to one host; default 1 s (a site's Crawl-delay wins when longer). */
  minIntervalMs?: number;
  timeoutMs?: number;
  maxBytes?: number;
}

export interface FetchPageOptions {
  /** GOOGLE for pages found by web search, GENERIC (default) for crawls and URL lists. */
  harvesterType?: Extract<HarvesterType, 'GOOGLE' | 'GENERIC'>;
  /** Default: { source: 'web-page', query: <the url> }. */
  provenance?: Omit<Provenance, 'sourceId'>;
}

export interface FetchedPage {
  /** A 'Web Page' document whose url is the canonical URL (what dedupe compares). */
  document: NormalizedDocument;
  /** Where the page was finally found, after redirects. */
  finalUrl: string;
  canonicalUrl: string;
  /** The page's http(s) links, absolute and normalized (for crawling). */
  links: string[];
}

export interface WebPageFetcher {
  /** Fetches and reads one page; a readable SourceError when robots.txt, the network or the content says no. */
  fetchPage(url: string, options?: FetchPageOptions): Promise<FetchedPage>;
}

const isHtml = (contentType: string | undefined) =>
  contentType === undefined || /^\s*(text\/html|application\/xhtml\+xml)/i.test(contentType);

export function createWebPageFetcher(options: WebPageOptions): WebPageFetcher {
  const robots = options.robots ?? createRobotsCache({ http: options.http });
  const minIntervalMs = options.minIntervalMs ?? 1000;

  return {
    async fetchPage(url, fetchOptions = {}) {
      let host: string;
      try {
        host = new URL(url).host;
      } catch {
        throw new SourceError(`"${url}" is not a web address`, { source: 'Web page', kind: 'parse', url });
      }
      const crawlDelayMs = await robots.check(new URL(url));
      const response = await options.http.get(url, {
        source: host,
        rateKey: (hop) => hop.host,
        minIntervalMs: Math.max(minIntervalMs, crawlDelayMs ?? 0),
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
        timeoutMs: options.timeoutMs,
        maxBytes: options.maxBytes,
        // every redirect hop must be allowed by its own site's robots.txt
        checkUrl: async (hop) => void (await robots.check(hop)),
        acceptContentType: isHtml,
      });
      if (!isHtml(response.contentType)) {
        const kind = response.contentType?.split(';')[0]?.trim();
        throw new SourceError(`${host}: ${describeUrl(response.url)} is ${kind}, not a web page`, {
          source: host,
          kind: 'unsupported-content',
          url: response.url,
        });
      }
      const page = extractPage(response.text(), response.url);
      const provenance = fetchOptions.provenance ?? { source: 'web-page' as const, query: url };
      const document = compact<NormalizedDocument>({
        type: 'Web Page',
        title: page.title,
        abstract: page.excerpt,
        publisher: page.siteName,
        date: page.published?.date,
        datePrecision: page.published?.datePrecision,
        language: page.declaredLanguage ?? detectLanguage(page.text),
        harvesterType: fetchOptions.harvesterType ?? 'GENERIC',
        url: page.canonicalUrl,
        authors: [],
        concepts: [],
        keywords: [],
        text: page.text,
        provenance: { ...provenance, sourceId: response.url },
      });
      return { document, finalUrl: response.url, canonicalUrl: page.canonicalUrl, links: page.links };
    },
  };
}
