import { fileURLToPath } from 'node:url';
import { type SourceServer, startSourceServer } from '@quarry/testkit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../http/http-client.js';
import {
  createWebSearchClient,
  WEB_SEARCH_DISABLED_MESSAGE,
  WebSearchDisabled,
  type WebSearchHit,
  webSearchHitToDocument,
} from './web-search.js';

const fixtures = fileURLToPath(new URL('../../../../test-fixtures/', import.meta.url));
let server: SourceServer;

beforeAll(async () => {
  server = await startSourceServer({
    fixturesDir: fixtures,
    routes: [
      { path: '/search', query: { pageno: '1' }, file: 'searxng/search-page-1.json' },
      { path: '/search', query: { pageno: '2' }, file: 'searxng/search-page-2.json' },
      { path: '/search', file: 'searxng/search-empty.json' },
    ],
  });
});
afterAll(() => server.close());
afterEach(() => server.requests.splice(0));

async function allHits(search: AsyncIterable<WebSearchHit[]>) {
  const hits: WebSearchHit[] = [];
  for await (const page of search) hits.push(...page);
  return hits;
}

describe('web search (SearXNG JSON)', () => {
  const client = () => createWebSearchClient({ baseUrl: `${server.url}/`, http: createHttpClient(), minIntervalMs: 0 });

  it('pages with pageno until the engine runs dry, without repeats or non-http links', async () => {
    const hits = await allHits(client().search('green roofs rotterdam', 50));
    expect(hits).toEqual([
      {
        url: 'https://www.example.org/news/green-roofs',
        title: 'Green roofs cool Rotterdam',
        snippet: 'The city subsidises green roofs; Sanne de Vries of TU Delft explains…',
        publishedDate: '2023-06-01T00:00:00',
        engine: 'duckduckgo',
      },
      {
        url: 'https://blog.example.net/roofs?utm_source=x',
        title: 'Meadow roofs – a guide',
        snippet: 'How to plant a meadow roof.',
        engine: 'brave',
      },
      {
        url: 'https://research.example.edu/roofs.pdf',
        title: 'Report on roofs (PDF)',
        snippet: 'A 2021 report.',
        engine: 'google',
      },
    ]);
    const queries = server.requestsTo('/search').map((request) => request.query);
    expect(queries.map((query) => query.get('pageno'))).toEqual(['1', '2', '3']);
    expect(queries[0]?.get('format')).toBe('json');
    expect(queries[0]?.get('q')).toBe('green roofs rotterdam');
  });

  it('stops at the limit', async () => {
    expect(await allHits(client().search('green roofs rotterdam', 2))).toHaveLength(2);
    expect(server.requestsTo('/search')).toHaveLength(1);
  });

  it('is disabled, with a reason to show, when WEB_SEARCH_URL is not set', async () => {
    const disabled = createWebSearchClient({ baseUrl: undefined, http: createHttpClient() });
    expect(disabled.enabled).toBe(false);
    const error = await allHits(disabled.search('x', 5)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WebSearchDisabled);
    expect((error as WebSearchDisabled).kind).toBe('disabled');
    expect((error as Error).message).toBe(WEB_SEARCH_DISABLED_MESSAGE);
    expect(WEB_SEARCH_DISABLED_MESSAGE).toBe('skipped: WEB_SEARCH_URL is not set');
  });

  it('turns a hit into a web-page document when its page cannot be fetched', () => {
    const doc = webSearchHitToDocument(
      { url: 'https://www.example.org/a', title: 'A', snippet: 'Snippet', publishedDate: '2023-06-01T00:00:00' },
      'roofs',
    );
    expect(doc).toEqual({
      type: 'Web Page',
      title: 'A',
      abstract: 'Snippet',
      date: '2023-06-01',
      datePrecision: 'DayMonthYear',
      harvesterType: 'GOOGLE',
      url: 'https://www.example.org/a',
      authors: [],
      concepts: [],
      keywords: [],
      text: '',
      provenance: { source: 'web-search', query: 'roofs', sourceId: 'https://www.example.org/a' },
    });
  });
});
