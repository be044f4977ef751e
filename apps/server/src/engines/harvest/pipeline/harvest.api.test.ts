import type { HarvestRun } from '@quarry/contract';
import type { SourceServer } from '@quarry/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { startTopicSources } from '../../../test/sources.js';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { testEngine } from '../../../test/test-database.js';
import { signedInClient } from '../../../test/test-users.js';

describe(`the Topic harvest against local sources (${testEngine})`, () => {
  let t: TestApp | undefined;
  let source: SourceServer | undefined;
  afterEach(async () => {
    await t?.close();
    await source?.close();
    t = undefined;
    source = undefined;
  });

  async function start(routes: Parameters<typeof startTopicSources>[0] = [], settings: Record<string, string> = {}) {
    const sources = await startTopicSources(routes);
    source = sources.source;
    t = await startTestApp({ ...sources.settings, ...settings }, { runJobs: true });
    const client = await signedInClient(t);
    return client;
  }

  async function harvest(client: TestClient, searchString = 'soil carbon') {
    const { id } = (await client.post('/api/investigations/topic', { searchString })).json();
    await t!.jobs.idle();
    const row = (await client.get('/api/investigations')).json().find((i: { id: number }) => i.id === id);
    return { id, row };
  }

  const query = async (sql: string, params: unknown[]) => (await t!.database.db.query(sql, params)).rows;

  it('stores the documents of every source with authors, affiliations, abstracts, dates and provenance', async () => {
    const client = await start();
    const { id, row } = await harvest(client);
    expect(row, JSON.stringify(row)).toMatchObject({ status: 'READY', statusReason: null });
    const docs = await query('SELECT * FROM documents WHERE investigation_id = $1 ORDER BY id', [id]);
    expect(row.totalDocuments).toBe(docs.length);

    const soil = docs.find((doc) => doc.doi === '10.5555/soil.2021.0042')!;
    expect(soil).toMatchObject({
      type: 'Article',
      title: 'Soil carbon sequestration under cover crops in Mediterranean vineyards',
      date_precision: 'DayMonthYear',
      harvester_type: 'MICROSOFT',
    });
    expect(soil.abstract).toMatch(
      /^Vineyards in the Mediterranean basin store less soil carbon than nearby woodland\./,
    );
    expect(soil.date.toISOString().slice(0, 10)).toBe('2021-03-15');
    const authors = await query(
      `SELECT a.name, a.affiliations, p.name AS person FROM document_authors a JOIN persons p ON p.id = a.person_id
       WHERE a.document_id = $1 ORDER BY a.position`,
      [soil.id],
    );
    expect(authors.map((a) => a.name)).toEqual(['Marta Puig i Serra', 'Jean-Luc Moreau']);
    expect(authors[0]!.affiliations.map((a: { name: string }) => a.name)).toContain(
      'Autonomous University of Barcelona',
    );
    expect(authors[0]!.affiliations[0].countryCode).toBe('ES');

    const sources = await query(
      'SELECT DISTINCT source FROM document_sources s JOIN documents d ON d.id = s.document_id WHERE d.investigation_id = $1 ORDER BY 1',
      [id],
    );
    expect(sources.map((s) => s.source)).toEqual(['arxiv', 'openalex', 'web-search']);
    const page = docs.find((doc) => doc.type === 'Web Page' && doc.text.length > 0);
    expect(page?.title).toBeTruthy();
    const snippetOnly = docs.find((doc) => doc.url?.endsWith('/web/missing.html'));
    expect(snippetOnly?.abstract).toBe('Its snippet is kept.');
    const entities = await query(
      'SELECT DISTINCT kind FROM document_entities e JOIN documents d ON d.id = e.document_id WHERE d.investigation_id = $1',
      [id],
    );
    expect(entities.map((e) => e.kind)).toEqual(expect.arrayContaining(['concept', 'location']));

    expect(source!.requestsTo('/works')[0]!.query.get('mailto')).toBe('harvest-test@example.org');
  });

  it('adds no duplicates when the same harvest runs again', async () => {
    const client = await start();
    const { id, row } = await harvest(client);
    const count = async (table: string) =>
      (
        await query(
          `SELECT count(*) AS n FROM ${table} x JOIN documents d ON d.id = x.document_id WHERE d.investigation_id = $1`,
          [id],
        )
      )[0]!.n;
    const before = {
      docs: row.totalDocuments,
      authors: await count('document_authors'),
      sources: await count('document_sources'),
    };
    await t!.jobs.enqueue({ kind: 'harvest-investigation', investigationId: id, payload: { investigationId: id } });
    await t!.jobs.idle();
    const again = (await client.get('/api/investigations')).json().find((i: { id: number }) => i.id === id);
    expect(again.status).toBe('READY');
    expect({
      docs: again.totalDocuments,
      authors: await count('document_authors'),
      sources: await count('document_sources'),
    }).toEqual(before);
    const persons = await query(
      'SELECT name, count(*) AS n FROM persons WHERE investigation_id = $1 GROUP BY name HAVING count(*) > 1',
      [id],
    );
    expect(persons).toEqual([]);
    // the summary says where each record went: every one of them into the document already there
    const [latest] = (await client.get(`/api/investigations/topic/${id}/harvest-runs`)).json().runs as HarvestRun[];
    const documentIds = new Set(
      (await query('SELECT id FROM documents WHERE investigation_id = $1', [id])).map((doc) => Number(doc.id)),
    );
    for (const step of latest!.steps.filter((s) => s.received > 0)) {
      // an untitled stub of the source is received and rejected again, a stub and nothing else
      expect(step, step.label).toMatchObject({
        added: 0,
        merged: step.received - step.sourceStubs,
        rejected: step.sourceStubs,
      });
      for (const record of step.mergedRecords) expect(documentIds.has(record.documentId), record.title).toBe(true);
    }
    // OpenAlex's untitled stub (page 2) is named where the user looks, and is no problem of the harvest
    expect(latest!.steps.find((step) => step.source === 'OpenAlex')).toMatchObject({
      sourceStubs: 1,
      rejectedRecords: [{ input: 'W4390000009', reason: 'no title' }],
    });
    expect((await client.get(`/api/investigations/topic/${id}`)).json().statusReason).toBeNull();
  });

  it('gives a readable reason when a source answers 500, and keeps what the other sources gave', async () => {
    const client = await start([{ path: '/works', status: 500, body: 'Internal Server Error' }]);
    const { id, row } = await harvest(client);
    expect(row.status).toBe('READY');
    expect(row.statusReason).toMatch(/OpenAlex search for "soil carbon" failed: .*OpenAlex.*500/);
    expect(source!.requestsTo('/works')).toHaveLength(3);
    const bySource = await query(
      'SELECT s.source FROM document_sources s JOIN documents d ON d.id = s.document_id WHERE d.investigation_id = $1',
      [id],
    );
    expect(bySource.map((s) => s.source)).not.toContain('openalex');
    expect(bySource.length).toBeGreaterThan(0);
  });

  it('fails the investigation with every reason when no source answers, and stores nothing half-done', async () => {
    const client = await start(
      [
        { path: '/works', delayMs: 1500, body: {} },
        { path: '/api/query', status: 503, body: 'busy' },
        { path: '/search', status: 500, body: 'down' },
      ],
      { HTTP_TIMEOUT_MS: '300' },
    );
    const { id, row } = await harvest(client);
    expect(row.status).toBe('FAILED');
    expect(row.statusReason).toMatch(/OpenAlex.*(time|within)/i);
    expect(row.statusReason).toMatch(/arXiv.*503/);
    expect(await query('SELECT id FROM documents WHERE investigation_id = $1', [id])).toEqual([]);
  });

  it('skips web search with a visible reason when WEB_SEARCH_URL is not set, without calling it a problem', async () => {
    const client = await start([], { WEB_SEARCH_URL: '' });
    const { id, row } = await harvest(client);
    expect(row).toMatchObject({ status: 'READY', statusReason: null });
    const [run] = (await client.get(`/api/investigations/topic/${id}/harvest-runs`)).json().runs;
    expect(run.steps.find((step: { source: string }) => step.source === 'Web search')).toMatchObject({
      state: 'unavailable',
      reason: 'Web search for "soil carbon" skipped: WEB_SEARCH_URL is not set',
    });
  });
});
