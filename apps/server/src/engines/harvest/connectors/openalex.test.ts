import { fileURLToPath } from 'node:url';
import { type SourceServer, startSourceServer } from '@quarry/testkit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../http/http-client.js';
import { SourceError } from '../http/source-error.js';
import { collectDocuments } from './harvest-page.js';
import { createOpenAlexClient } from './openalex.js';

const fixtures = fileURLToPath(new URL('../../../../test-fixtures/', import.meta.url));
let server: SourceServer;

beforeAll(async () => {
  server = await startSourceServer({
    fixturesDir: fixtures,
    routes: [
      {
        path: '/works',
        query: (query) => query.get('group_by') === 'publication_year',
        file: 'openalex/works-group-by-year.json',
      },
      { path: '/works', query: { search: 'soil carbon', cursor: '*' }, file: 'openalex/works-search-page-1.json' },
      {
        path: '/works',
        query: { search: 'soil carbon', cursor: 'IlsxMDAuMCwgJ1c0MzkwMDAwMDAyJ10i' },
        file: 'openalex/works-search-page-2.json',
      },
      {
        path: '/works',
        query: (query) => query.get('filter')?.startsWith('doi:') ?? false,
        file: 'openalex/works-by-dois.json',
      },
      { path: '/works', query: (query) => query.has('filter'), file: 'openalex/works-search-page-2.json' },
      { path: '/authors', file: 'openalex/authors-search.json' },
      { path: '/institutions', file: 'openalex/institutions-search.json' },
    ],
  });
});
afterAll(() => server.close());
afterEach(() => server.requests.splice(0));

const openalex = () =>
  createOpenAlexClient({
    baseUrl: server.url,
    http: createHttpClient(),
    mailto: 'team@example.org',
    minIntervalMs: 0,
    perPage: 2,
  });

describe('OpenAlex connector', () => {
  it('pages through a search with the cursor until the results end, sending mailto', async () => {
    const pages = [];
    for await (const page of openalex().searchWorks('soil carbon', 10)) pages.push(page);
    expect(pages.map((page) => page.documents.map((doc) => doc.provenance.sourceId))).toEqual([
      ['W4390000001', 'W4390000002'],
      ['W4390000003'], // the untitled stub on page 2 is not a document…
    ]);
    // …but it is named, for the harvest summary
    expect(pages.map((page) => page.unread)).toEqual([[], [{ input: 'W4390000009', reason: 'no title' }]]);
    expect(pages[0]?.total).toBe(3);
    const requests = server.requestsTo('/works');
    expect(requests.map((request) => request.query.get('cursor'))).toEqual(['*', 'IlsxMDAuMCwgJ1c0MzkwMDAwMDAyJ10i']);
    expect(requests.every((request) => request.query.get('mailto') === 'team@example.org')).toBe(true);
    expect(requests[0]?.query.get('per-page')).toBe('2');
    expect(pages[0]?.documents[0]?.provenance).toEqual({
      source: 'openalex',
      query: 'soil carbon',
      sourceId: 'W4390000001',
      identifiers: { openalex: 'W4390000001' },
    });
  });

  it('gives each page the cursor of the next (with the count seen) and resumes there', async () => {
    const pages = [];
    for await (const page of openalex().searchWorks('soil carbon', 10)) pages.push(page);
    expect(pages.map((page) => page.next)).toEqual([{ cursor: 'IlsxMDAuMCwgJ1c0MzkwMDAwMDAyJ10i', seen: 2 }, null]);
    server.requests.splice(0);

    const resumed = await collectDocuments(
      openalex().searchWorks('soil carbon', 10, undefined, { after: pages[0]!.next }),
    );
    expect(resumed.map((doc) => doc.provenance.sourceId)).toEqual(['W4390000003']);
    expect(server.requestsTo('/works').map((request) => request.query.get('cursor'))).toEqual([
      'IlsxMDAuMCwgJ1c0MzkwMDAwMDAyJ10i',
    ]);
    expect(await collectDocuments(openalex().searchWorks('soil carbon', 10, undefined, { after: null }))).toEqual([]);
  });

  it('stops a page on its way when the signal is aborted, with the signal’s reason', async () => {
    const controller = new AbortController();
    const pages = openalex().searchWorks('soil carbon', 10, undefined, { signal: controller.signal });
    await pages.next();
    controller.abort(new Error('cancelled'));
    await expect(pages.next()).rejects.toThrow('cancelled');
    expect(server.requestsTo('/works')).toHaveLength(1);
  });
  it('stops asking once the limit is reached', async () => {
    const documents = await collectDocuments(openalex().searchWorks('soil carbon', 2));
    expect(documents).toHaveLength(2);
    expect(server.requestsTo('/works')).toHaveLength(1);
  });

  it('asks for DOIs in batches of at most 50, in one filter each', async () => {
    const dois = Array.from({ length: 120 }, (_, index) => `10.5555/x.${index}`);
    const documents = await collectDocuments(
      openalex().worksByDois([...dois, 'https://doi.org/10.5555/X.0', 'not a doi']),
    );
    const filters = server.requestsTo('/works').map((request) => request.query.get('filter') ?? '');
    expect(filters).toHaveLength(3);
    expect(filters.map((filter) => filter.replace(/^doi:/, '').split('|').length)).toEqual([50, 50, 20]);
    expect(filters[0]).toMatch(/^doi:10\.5555\/x\.0\|10\.5555\/x\.1\|/);
    expect(documents[0]?.provenance.query).toBe('10.5555/soil.2021.0042');
  });

  it('filters works by author and institution, and by institution and years', async () => {
    await collectDocuments(
      openalex().worksByAuthor('https://openalex.org/A5000000011', { institutionId: 'I100000001', limit: 5 }),
    );
    await collectDocuments(openalex().worksByInstitution('I100000001', 2017, 2022, 5));
    const [byAuthor, byInstitution] = server.requestsTo('/works').map((request) => request.query);
    expect(byAuthor?.get('filter')).toBe('authorships.author.id:A5000000011,authorships.institutions.id:I100000001');
    expect(byAuthor?.get('sort')).toBe('publication_date:desc');
    expect(byInstitution?.get('filter')).toBe(
      'authorships.institutions.id:I100000001,from_publication_date:2017-01-01,to_publication_date:2022-12-31',
    );
    expect(() => openalex().worksByAuthor('I100000001', { limit: 1 })).toThrow(
      '"I100000001" is not an OpenAlex author id',
    );
  });

  it('finds candidate authors, most works first, and institutions', async () => {
    const authors = await openalex().findAuthors('Marta Puig');
    expect(authors.map((author) => [author.displayName, author.worksCount])).toEqual([
      ['Marta P. Serra', 77],
      ['Marta Puig i Serra', 41],
      ['Marta Puig', 3],
    ]);
    expect(server.requestsTo('/authors')[0]?.query.get('search')).toBe('Marta Puig');
    const institutions = await openalex().findInstitutions('Barcelona');
    expect(institutions.map((institution) => institution.displayName)).toEqual([
      'Autonomous University of Barcelona',
      'University of Barcelona',
    ]);
  });

  it('counts the works of a search per publication year with group_by, oldest year first', async () => {
    expect(await openalex().worksPerYear('soil carbon')).toEqual([
      { year: 1999, count: 12 },
      { year: 2019, count: 301 },
      { year: 2020, count: 224 },
      { year: 2021, count: 377 },
      { year: 2022, count: 438 },
      { year: 2023, count: 512 },
    ]);
    const query = server.requestsTo('/works')[0]!.query;
    expect([query.get('search'), query.get('group_by'), query.get('mailto')]).toEqual([
      'soil carbon',
      'publication_year',
      'team@example.org',
    ]);
  });

  it('reports a server error readably', async () => {
    server.addRoutes({ path: '/works', query: { search: 'broken' }, status: 500, body: 'oops' });
    const error = await collectDocuments(openalex().searchWorks('broken', 5)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SourceError);
    expect((error as Error).message).toBe(
      'OpenAlex answered 500 Internal Server Error for /works?search=broken&per-page=2&cursor=*',
    );
  });
});
