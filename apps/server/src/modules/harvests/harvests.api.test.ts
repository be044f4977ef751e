import type { SourceServer } from '@quarry/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTopicSources } from '../../test/sources.js';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { signedInClient } from '../../test/test-users.js';

describe(`harvests a user asks for (${testEngine})`, () => {
  let t: TestApp;
  let source: SourceServer;
  let owner: TestClient;
  let stranger: TestClient;
  let id: number;
  beforeAll(async () => {
    const sources = await startTopicSources([
      { path: '/authors', file: 'openalex/authors-search.json' },
      { path: '/institutions', file: 'openalex/institutions-search.json' },
      {
        path: '/web/other.html',
        body: '<html><head><title>Another page</title></head><body><article><h1>Another page</h1><p>Peat bogs store carbon for millennia, and draining them releases it.</p></article></body></html>',
        headers: { 'content-type': 'text/html' },
      },
    ]);
    source = sources.source;
    t = await startTestApp({ ...sources.settings }, { runJobs: true });
    owner = await signedInClient(t);
    stranger = await signedInClient(t);
    id = (await owner.post('/api/investigations/topic', { searchString: 'soil carbon' })).json().id;
    await t.jobs.idle();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await source?.close();
  });

  const harvest = async (path: string, body: object, client = owner) =>
    client.post(`/api/investigations/topic/${id}/harvest/${path}`, body);
  const count = async () =>
    Number(
      (await t.database.db.query('SELECT count(*) AS n FROM documents WHERE investigation_id = $1', [id])).rows[0]!.n,
    );
  const status = async () => (await owner.get(`/api/investigations/topic/${id}`)).json().status;
  const asked = (path: string, key: string) => source.requestsTo(path).map((request) => request.query.get(key) ?? '');

  it('one-time harvest: searches each term, fetches each page and runs each search-engine page query', async () => {
    const before = await count();
    const response = await harvest('topic', {
      searchString: `peat bogs\n${source.url}/web/other.html\nhttps://www.google.com/search?q=wetland+carbon\npeat bogs`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().jobId).toBeGreaterThan(0);
    await t.jobs.idle();
    expect(asked('/works', 'search')).toContain('peat bogs');
    expect(asked('/search', 'q')).toEqual(expect.arrayContaining(['peat bogs', 'wetland carbon']));
    expect(source.requestsTo('/web/other.html')).toHaveLength(1);
    expect(await count()).toBeGreaterThan(before);
    const page = await t.database.db.query(
      `SELECT title FROM documents WHERE investigation_id = $1 AND type = 'Web Page' AND title = 'Another page'`,
      [id],
    );
    expect(page.rowCount).toBe(1);
    expect(await status()).toBe('READY');
  });

  it('one-time harvest: refuses what doc 2 §5 refuses, with its messages', async () => {
    expect((await harvest('topic', { searchString: '  \n ' })).body).toBe('Please enter a search string');
    expect(
      (await harvest('topic', { searchString: Array.from({ length: 21 }, (_, i) => `t${i}`).join('\n') })).body,
    ).toBe('Maximum 20 search terms allowed');
    const searchPages = Array.from({ length: 21 }, (_, i) => `https://google.com/search?q=${i}`).join('\n');
    expect((await harvest('topic', { searchString: searchPages })).body).toBe('Maximum 20 search engine URLs allowed');
  });

  it('by DOI list: asks OpenAlex for the DOIs', async () => {
    expect((await harvest('by-doi-list', { doiList: ['10.1234/ABC', '10.5678/def'] })).statusCode).toBe(200);
    await t.jobs.idle();
    expect(
      asked('/works', 'filter').some((filter) => filter.startsWith('doi:') && filter.includes('10.1234/abc')),
    ).toBe(true);
    expect((await harvest('by-doi-list', { doiList: [] })).statusCode).toBe(400);
  });

  it("by documents: asks for the references and the citing works of the documents' OpenAlex works", async () => {
    const { rows } = await t.database.db.query<{ id: number; source_id: string }>(
      `SELECT d.id, s.source_id FROM documents d JOIN document_sources s ON s.document_id = d.id WHERE d.investigation_id = $1 AND s.source = 'openalex' LIMIT 1`,
      [id],
    );
    expect((await harvest('by-documents', { documentIds: [rows[0]!.id] })).statusCode).toBe(200);
    await t.jobs.idle();
    const filters = asked('/works', 'filter');
    expect(filters).toContain(`cited_by:${rows[0]!.source_id}`);
    expect(filters).toContain(`cites:${rows[0]!.source_id}`);
    expect((await harvest('by-documents', { documentIds: [999_999_999] })).statusCode).toBe(400);
  });

  it('author enrichment: finds each author and asks for works since the range start', async () => {
    expect(
      (await harvest('person', { searchStrings: ['Marta Puig i Serra'], searchType: 'Last5Years' })).statusCode,
    ).toBe(200);
    await t.jobs.idle();
    expect(asked('/authors', 'search')).toContain('Marta Puig i Serra');
    const since = `from_publication_date:${new Date().getUTCFullYear() - 5}-01-01`;
    expect(
      asked('/works', 'filter').some((filter) => filter.includes('authorships.author.id:') && filter.includes(since)),
    ).toBe(true);
    expect((await harvest('person', { searchStrings: [] })).statusCode).toBe(400);
  });

  it("follows the configuration's Search Settings: sites, institutes, and no web pages when they are excluded", async () => {
    // The first harvest waits for the configuration: the job runner pauses while the investigation is set up.
    await t.jobs.stop();
    const configured = (await owner.post('/api/investigations/topic', { searchString: 'wetland methane' })).json()
      .id as number;
    const save = await owner.post(`/api/investigations/${configured}/configuration`, {
      searchDefinition: {
        includeWebPages: true,
        overrideDefaultMaxResultsPerWebHarvest: false,
        maxResultsPerWebHarvest: 20,
        webHarvestFromSites: ['https://www.example.org/news'],
        includeArticles: true,
        overrideDefaultMaxResultsPerArticleHarvest: false,
        maxResultsPerArticleHarvest: 20,
        articleHarvestFromInstitutions: ['Universitat de Barcelona'],
      },
    });
    expect(save.statusCode, save.body).toBe(204);
    await t.jobs.start();
    await t.jobs.idle();
    expect(asked('/search', 'q')).toContain('site:www.example.org wetland methane');
    expect(asked('/works', 'filter').some((filter) => filter.startsWith('authorships.institutions.id:I'))).toBe(true);

    const before = source.requestsTo('/search').length;
    const webless = await owner.post(`/api/investigations/${configured}/configuration`, {
      searchDefinition: {
        ...(await owner.get(`/api/investigations/${configured}/configuration`)).json().searchDefinition,
        includeWebPages: false,
      },
    });
    expect(webless.statusCode, webless.body).toBe(204);
    await owner.post(`/api/investigations/topic/${configured}/harvest/topic`, { searchString: 'bog methane' });
    await t.jobs.idle();
    expect(
      source
        .requestsTo('/search')
        .slice(before)
        .map((request) => request.query.get('q')),
    ).not.toContain('bog methane');
  });

  it("answers 404 for another user's investigation and 401 signed out, queuing nothing", async () => {
    const jobs = async () =>
      Number(
        (await t.database.db.query('SELECT count(*) AS n FROM jobs WHERE investigation_id = $1', [id])).rows[0]!.n,
      );
    const before = await jobs();
    expect((await harvest('topic', { searchString: 'x' }, stranger)).statusCode).toBe(404);
    expect((await harvest('by-doi-list', { doiList: ['10.1/x'] }, stranger)).statusCode).toBe(404);
    expect((await harvest('person', { searchStrings: ['x'] }, stranger)).statusCode).toBe(404);
    expect((await harvest('by-documents', { documentIds: [1] }, stranger)).statusCode).toBe(404);
    expect((await harvest('topic', { searchString: 'x' }, t.newClient())).statusCode).toBe(401);
    expect(await jobs()).toBe(before);
  });
});
