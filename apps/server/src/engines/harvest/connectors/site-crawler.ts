import type { Provenance } from '../document.js';
import { SourceError } from '../http/source-error.js';
import { normalizePageUrl, pageIdentity, siteHost } from './canonical-url.js';
import type { FetchedPage, WebPageFetcher } from './web-page.js';

/** Links to these are never HTML; not worth a request. */
const NOT_HTML =
  /\.(pdf|jpe?g|png|gif|webp|svg|ico|bmp|tiff?|mp[34]|m4a|avi|mov|wmv|webm|ogg|wav|zip|gz|tgz|rar|7z|tar|exe|dmg|msi|iso|docx?|xlsx?|pptx?|odt|ods|csv|json|xml|rss|atom|css|js|woff2?|ttf|eot)$/i;

export interface CrawlOptions {
  /** Pages to yield at most. */
  maxPages: number;
  /** Link depth from the start page; default unlimited. */
  maxDepth?: number;
  /** Default { source: 'site-crawl', query: startUrl }. */
  provenance?: Omit<Provenance, 'sourceId'>;
}

export type CrawlEvent =
  | { kind: 'page'; page: FetchedPage; depth: number }
  /** A URL not yielded, and why (robots.txt, an error, not HTML, a duplicate of a page already yielded). */
  | { kind: 'skipped'; url: string; reason: string };

/**
 * Crawls one site breadth first from `startUrl`, staying on its host (www. or not), yielding each new page as soon
 * as it is read. Pages whose canonical URL was already yielded are skipped, as are non-HTML links. The start
 * page failing ends the crawl with its SourceError (the step failed); later pages failing are only skipped.
 */
export async function* crawlSite(
  fetcher: WebPageFetcher,
  startUrl: string,
  options: CrawlOptions,
): AsyncGenerator<CrawlEvent, void, undefined> {
  const provenance = options.provenance ?? { source: 'site-crawl' as const, query: startUrl };
  const start = normalizePageUrl(startUrl);
  if (!start)
    throw new SourceError(`"${startUrl}" is not a web address`, { source: 'Site crawl', kind: 'parse', url: startUrl });
  // Both sets hold page identities: "example.org/a/" and "www.example.org/a" are fetched and yielded once.
  const identity = (url: string) => pageIdentity(url) ?? url;
  const queued = new Set<string>([identity(start)]);
  const yieldedCanonical = new Set<string>();
  const queue: { url: string; depth: number }[] = [{ url: start, depth: 0 }];
  let host = siteHost(new URL(start));
  let yielded = 0;
  // Bound the requests too: a site of endless duplicate URLs must not keep the crawl going.
  let budget = options.maxPages * 3 + 10;

  for (let index = 0; index < queue.length && yielded < options.maxPages && budget > 0; index++, budget--) {
    const { url, depth } = queue[index]!;
    let page: FetchedPage;
    try {
      page = await fetcher.fetchPage(url, { harvesterType: 'GENERIC', provenance });
    } catch (error) {
      if (index === 0) throw error;
      yield { kind: 'skipped', url, reason: error instanceof Error ? error.message : String(error) };
      continue;
    }
    // the start page may redirect (http → https, example.org → www.example.org): its final host is the site
    if (index === 0) host = siteHost(new URL(page.finalUrl));
    const pageId = identity(page.canonicalUrl);
    if (yieldedCanonical.has(pageId)) {
      yield { kind: 'skipped', url, reason: `same page as ${page.canonicalUrl}` };
      continue;
    }
    yieldedCanonical.add(pageId);
    queued.add(pageId);
    yielded++;
    yield { kind: 'page', page, depth };
    if (options.maxDepth !== undefined && depth >= options.maxDepth) continue;
    for (const link of page.links) {
      if (queued.has(identity(link))) continue;
      const target = new URL(link);
      if (siteHost(target) !== host || NOT_HTML.test(target.pathname)) continue;
      queued.add(identity(link));
      queue.push({ url: link, depth: depth + 1 });
    }
  }
}
