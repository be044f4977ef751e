import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type SourceServer, startSourceServer } from '@quarry/testkit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../http/http-client.js';
import { collectDocuments } from './harvest-page.js';
import { createArxivClient, toArxivQuery } from './arxiv.js';
import { parseArxivFeed } from './arxiv-parse.js';

const fixtures = fileURLToPath(new URL('../../../../test-fixtures/', import.meta.url));

describe('an arXiv Atom feed', () => {
  const feed = parseArxivFeed(readFileSync(`${fixtures}arxiv/search-page-1.xml`, 'utf8'), 'green roofs');

  it('reads an entry field by field', () => {
    expect(feed.total).toBe(3);
    expect(feed.documents[0]).toEqual({
      type: 'Article',
      title: 'Evapotranspiration of extensive green roofs: a lysimeter study',
      abstract:
        'We report lysimeter measurements of evapotranspiration on extensive green roofs in Vienna over two growing seasons.',
      doi: '10.5555/hyd.2023.55',
      publisher: 'arXiv',
      date: '2023-02-02',
      datePrecision: 'DayMonthYear',
      publicationType: 'preprint',
      harvesterType: 'GENERIC',
      url: 'http://arxiv.org/abs/2302.01234v2',
      fullTextUrl: 'http://arxiv.org/pdf/2302.01234v2',
      authors: [
        {
          name: 'Lena Hofer',
          position: 0,
          affiliations: [{ name: 'University of Natural Resources and Life Sciences, Vienna' }],
          rawAffiliation: 'University of Natural Resources and Life Sciences, Vienna',
        },
        {
          name: 'Tomás Ruiz',
          position: 1,
          affiliations: [{ name: 'BOKU Vienna' }, { name: 'Universidad de Sevilla' }],
          rawAffiliation: 'BOKU Vienna; Universidad de Sevilla',
        },
      ],
      concepts: [
        { name: 'physics.ao-ph', score: 1, kind: 'keyword' },
        { name: 'physics.geo-ph', score: 0.5, kind: 'keyword' },
      ],
      keywords: ['physics.ao-ph', 'physics.geo-ph'],
      provenance: {
        source: 'arxiv',
        query: 'green roofs',
        sourceId: '2302.01234v2',
        identifiers: { arxiv: '2302.01234v2' },
      },
    });
  });

  it('keeps old-style ids and reads an error feed as an error', () => {
    expect(feed.documents[1]?.provenance.sourceId).toBe('hep-th/9901001v1');
    const error = parseArxivFeed(readFileSync(`${fixtures}arxiv/error.xml`, 'utf8'), 'x');
    expect(error).toEqual({ total: 0, entries: 0, documents: [], unread: [], error: 'incorrect id format for 1234' });
  });

  it('names an entry it cannot read (no title) for the harvest summary', () => {
    const xml = `<feed xmlns="http://www.w3.org/2005/Atom"><entry><id>http://arxiv.org/abs/2401.00001v1</id><title> </title></entry></feed>`;
    expect(parseArxivFeed(xml, 'x')).toMatchObject({
      entries: 1,
      documents: [],
      unread: [{ input: 'http://arxiv.org/abs/2401.00001v1', reason: 'no title or id' }],
    });
  });
});

describe('arXiv connector', () => {
  let server: SourceServer;
  beforeAll(async () => {
    server = await startSourceServer({
      fixturesDir: fixtures,
      routes: [
        { path: '/api/query', query: { start: '0' }, file: 'arxiv/search-page-1.xml' },
        { path: '/api/query', query: { start: '2' }, file: 'arxiv/search-page-2.xml' },
      ],
    });
  });
  afterAll(() => server.close());
  afterEach(() => server.requests.splice(0));
  const arxiv = (timeoutMs?: number) =>
    createArxivClient({
      baseUrl: `${server.url}/api`,
      http: createHttpClient({ timeoutMs }),
      minIntervalMs: 0,
      pageSize: 2,
    });

  it('turns text into arXiv query syntax', () => {
    expect(toArxivQuery('green roofs')).toBe('all:green AND all:roofs');
    expect(toArxivQuery('"green roof" Vienna')).toBe('all:"green roof" AND all:Vienna');
    expect(toArxivQuery('ti:roofs AND au:Hofer')).toBe('ti:roofs AND au:Hofer');
  });

  it('pages with start and max_results until the total is reached', async () => {
    const documents = await collectDocuments(arxiv().search('green roofs', 10));
    expect(documents.map((doc) => doc.provenance.sourceId)).toEqual([
      '2302.01234v2',
      'hep-th/9901001v1',
      '2401.00002v1',
    ]);
    const queries = server.requestsTo('/api/query').map((request) => request.query);
    expect(queries.map((query) => [query.get('start'), query.get('max_results')])).toEqual([
      ['0', '2'],
      ['2', '2'],
    ]);
    expect(queries[0]?.get('search_query')).toBe('all:green AND all:roofs');
  });

  it('gives each page the start of the next, and resumes there', async () => {
    const pages = [];
    for await (const page of arxiv().search('green roofs', 10)) pages.push(page);
    expect(pages.map((page) => page.next)).toEqual([2, null]);
    server.requests.splice(0);

    const resumed = await collectDocuments(arxiv().search('green roofs', 10, { after: 2 }));
    expect(resumed.map((doc) => doc.provenance.sourceId)).toEqual(['2401.00002v1']);
    expect(server.requestsTo('/api/query').map((request) => request.query.get('start'))).toEqual(['2']);
    expect(await collectDocuments(arxiv().search('green roofs', 10, { after: null }))).toEqual([]);
  });

  it('asks nothing once its signal is aborted, and throws the reason', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(collectDocuments(arxiv().search('green roofs', 10, { signal: controller.signal }))).rejects.toThrow(
      'cancelled',
    );
    expect(server.requestsTo('/api/query')).toEqual([]);
  });

  it("refuses with arXiv's own reason, and times out readably", async () => {
    server.addRoutes({ path: '/api/query', query: { search_query: 'all:bad' }, file: 'arxiv/error.xml' });
    await expect(collectDocuments(arxiv().search('bad', 5))).rejects.toThrow(
      'arXiv refused the query "all:bad": incorrect id format for 1234',
    );
    server.addRoutes({
      path: '/api/query',
      query: { search_query: 'all:slow' },
      delayMs: 500,
      file: 'arxiv/search-page-2.xml',
    });
    await expect(collectDocuments(arxiv(100).search('slow', 5))).rejects.toThrow(
      /^arXiv did not answer within 0\.1 s for \/api\/query\?search_query=all:slow/,
    );
  });
});
