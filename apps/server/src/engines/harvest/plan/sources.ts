import type { Config } from '../../../config.js';
import { createArxivClient } from '../connectors/arxiv.js';
import { createCrossrefClient } from '../connectors/crossref.js';
import { createOpenAlexClient } from '../connectors/openalex.js';
import { createRobotsCache } from '../connectors/robots.js';
import { createWebPageFetcher } from '../connectors/web-page.js';
import { createWebSearchClient } from '../connectors/web-search.js';
import { createHttpClient } from '../http/http-client.js';
import { createRateLimiter } from '../http/rate-limiter.js';

export type Sources = ReturnType<typeof createSources>;

/** Every source client, configured from the settings, sharing one polite HTTP client and rate limiter. */
export function createSources(settings: Config['sources']) {
  const http = createHttpClient({
    mailto: settings.openalexMailto || undefined,
    timeoutMs: settings.timeoutMs,
    rateLimiter: createRateLimiter(),
  });
  const interval = settings.minIntervalMs;
  return {
    settings,
    openalex: createOpenAlexClient({
      http,
      baseUrl: settings.openalexUrl,
      mailto: settings.openalexMailto || undefined,
      minIntervalMs: interval,
    }),
    crossref: createCrossrefClient({
      http,
      baseUrl: settings.crossrefUrl,
      mailto: settings.openalexMailto || undefined,
      minIntervalMs: interval,
    }),
    // arXiv asks for one request every 3 s; a smaller interval is for tests against a local server only.
    arxiv: createArxivClient({
      http,
      baseUrl: settings.arxivUrl,
      minIntervalMs: settings.arxivUrl.includes('arxiv.org') ? Math.max(3000, interval) : interval,
    }),
    webSearch: createWebSearchClient({ http, baseUrl: settings.webSearchUrl, minIntervalMs: interval }),
    pages: createWebPageFetcher({
      http,
      robots: createRobotsCache({ http }),
      minIntervalMs: settings.webPageMinIntervalMs,
      timeoutMs: settings.timeoutMs,
    }),
  };
}
