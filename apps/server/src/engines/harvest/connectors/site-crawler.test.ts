import { fileURLToPath } from 'node:url';
import { type SourceServer, startSourceServer } from '@quarry/testkit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../http/http-client.js';
import { type CrawlEvent, crawlSite } from './site-crawler.js';
import { createWebPageFetcher } from './web-page.js';

const fixtures = fileURLToPath(new URL('../../../../test-fixtures/web/', import.meta.url));
let server: SourceServer;

beforeAll(async () => {
  server = await startSourceServer({
    fixturesDir: fixtures,
    routes: [
      { path: '/robots.txt', file: 'robots.txt' },
      { path: '/', file: 'site/index.html' },
      { path: /^\/[a-z-]+\.html$/, handle: (request) => ({ file: `site${request.path}` }) },
      { path: '/private/secret.html', file: 'site/private/secret.html' },
      { path: '/data/export', body: 'a,b\n1,2\n', headers: { 'content-type': 'text/csv' } },
    ],
  });
});
afterAll(() => server.close());
afterEach(() => server.requests.splice(0));

async function crawl(maxPages: number, maxDepth?: number) {
  const fetcher = createWebPageFetcher({ http: createHttpClient(), minIntervalMs: 0 });
  const events: CrawlEvent[] = [];
  for await (const event of crawlSite(fetcher, `${server.url}/`, { maxPages, maxDepth })) events.push(event);
  return events;
}
const pagesOf = (events: CrawlEvent[]) =>
  events.flatMap((event) => (event.kind === 'page' ? [new URL(event.page.canonicalUrl).pathname] : []));

describe('site crawler', () => {
  it('walks the site breadth first, once per page, on its own host only', async () => {
    const events = await crawl(10);
    expect(pagesOf(events)).toEqual(['/', '/a.html', '/b.html', '/c.html']);
    const skipped = events.flatMap((event) =>
      event.kind === 'skipped' ? [[new URL(event.url).pathname, event.reason]] : [],
    );
    expect(skipped).toEqual([
      ['/private/secret.html', expect.stringContaining('robots.txt of') as string],
      ['/data/export', expect.stringContaining('is text/csv, not a web page') as string],
      ['/team-copy.html', `same page as ${server.url}/a.html`],
    ]);
    const asked = server.requests.map((request) => request.url);
    expect(asked).not.toContain('/data/roofs.pdf');
    expect(asked.filter((url) => url.startsWith('/a.html'))).toEqual(['/a.html']);
    expect(events[0]).toMatchObject({
      kind: 'page',
      depth: 0,
      page: { document: { harvesterType: 'GENERIC', provenance: { source: 'site-crawl', query: `${server.url}/` } } },
    });
  });

  it('stops at maxPages and at maxDepth', async () => {
    expect(pagesOf(await crawl(2))).toEqual(['/', '/a.html']);
    expect(pagesOf(await crawl(10, 0))).toEqual(['/']);
  });

  it('fails with the reason when the start page cannot be read', async () => {
    const fetcher = createWebPageFetcher({ http: createHttpClient(), minIntervalMs: 0 });
    const run = async () => {
      for await (const _event of crawlSite(fetcher, `${server.url}/private/secret.html`, { maxPages: 3 })) void _event;
    };
    await expect(run()).rejects.toThrow('does not allow fetching /private/secret.html');
  });
});
