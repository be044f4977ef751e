import { type HarvestRun, stepAccountsForAll } from '@quarry/contract';
import { readFileSync } from 'node:fs';
import type { SourceServer } from '@quarry/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturesDir, startTopicSources } from '../../test/sources.js';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { signedInClient } from '../../test/test-users.js';

/** Three works about peat bogs, none harvested before: a recorded OpenAlex work given new ids, titles and DOIs. */
function peatWorks() {
  const recorded = JSON.parse(readFileSync(`${fixturesDir}openalex/works-by-dois.json`, 'utf8'));
  const work = recorded.results[0];
  const titles = [
    'Peat bog carbon stocks in Finland',
    'Methane release from drained peatlands',
    'Restoring blanket bogs in upland Britain',
  ];
  const results = titles.map((title, n) => ({
    ...work,
    id: `https://openalex.org/W48000000${n}`,
    doi: `https://doi.org/10.5555/peat.${n}`,
    title,
    display_name: title,
  }));
  return { meta: { ...recorded.meta, count: 3, next_cursor: null }, results };
}

/**
 * The harvest summary: per step what the source found, what was kept and added, what failed or was skipped and
 * why, and the input lines that brought nothing; and undoing what one harvest alone brought.
 */
describe(`the harvest summary and its undo (${testEngine})`, () => {
  let t: TestApp;
  let source: SourceServer;
  let owner: TestClient;
  let stranger: TestClient;
  let id: number;
  beforeAll(async () => {
    const sources = await startTopicSources();
    source = sources.source;
    // arXiv is down: a partial failure that must not hide behind a plain Ready.
    source.addRoutes({ path: '/api/query', status: 503, body: 'Service Unavailable' });
    t = await startTestApp({ ...sources.settings, HARVEST_MAX_RESULTS: '2' }, { runJobs: true });
    owner = await signedInClient(t);
    stranger = await signedInClient(t);
    id = (await owner.post('/api/investigations/topic', { searchString: 'soil carbon' })).json().id;
    await t.jobs.idle();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await source?.close();
  });

  const runs = async (client = owner): Promise<HarvestRun[]> => {
    const response = await client.get(`/api/investigations/topic/${id}/harvest-runs`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().runs;
  };
  const documentCount = async () =>
    (await owner.get(`/api/investigations/topic/${id}`)).json().totalDocuments as number;

  it('tells found from kept per source and query, and a failed source with a human reason', async () => {
    const [first] = await runs();
    expect(first).toMatchObject({ title: 'First harvest', state: 'done', undoable: false });
    const openalex = first!.steps.find((step) => step.label === 'OpenAlex search for "soil carbon"');
    expect(openalex).toMatchObject({ source: 'OpenAlex', state: 'done', found: 3, received: 2, limit: 2 });
    const arxiv = first!.steps.find((step) => step.source === 'arXiv');
    expect(arxiv?.state).toBe('failed');
    expect(arxiv?.reason).toBe('arXiv answered 503 Service Unavailable (a problem on its side: try again later)');
    expect(first!.added).toBe(first!.steps.reduce((sum, step) => sum + step.added, 0));
  });

  it('marks the investigation Ready with its problems named, without addresses', async () => {
    const investigation = (await owner.get(`/api/investigations/topic/${id}`)).json();
    expect(investigation.status).toBe('READY');
    expect(investigation.statusReason).toContain('arXiv search for "soil carbon" failed: arXiv answered 503');
    expect(investigation.statusReason).not.toContain('/api/query');
  });

  it('names the DOI lines that are no DOI and those no source knows', async () => {
    const response = await owner.post(`/api/investigations/topic/${id}/harvest/by-doi-list`, {
      doiList: ['not-a-doi', '10.9999/unknown'],
    });
    expect(response.statusCode, response.body).toBe(200);
    await t.jobs.idle();
    const [latest] = await runs();
    expect(latest).toMatchObject({ jobId: response.json().jobId, title: 'Harvest of 2 DOI lines', state: 'done' });
    expect(latest!.steps[0]!.rejectedInputs).toEqual([
      { input: 'not-a-doi', reason: 'not a DOI' },
      { input: '10.9999/unknown', reason: 'known neither to OpenAlex nor to Crossref' },
    ]);
    expect((await owner.get(`/api/investigations/topic/${id}`)).json().statusReason).toContain(
      '"not-a-doi" (not a DOI)',
    );
  });

  it("undoes an added term's harvest: removes what it alone brought, keeps what the user reviewed", async () => {
    const before = await documentCount();
    source.addRoutes({
      path: '/works',
      query: (q) => (q.get('search') ?? '').startsWith('"peat bogs"'),
      body: peatWorks(),
    });
    const added = await owner.post(`/api/investigations/topic/${id}/terms/batch`, { terms: ['peat bogs'] });
    expect(added.statusCode, added.body).toBe(200);
    await t.jobs.idle();
    const [termRun] = await runs();
    expect(termRun).toMatchObject({ title: 'Harvest of the added term "peat bogs"', undoable: true });
    expect(termRun!.added).toBeGreaterThan(1);
    expect(await documentCount()).toBe(before + termRun!.added);

    const { rows } = await t.database.db.query<{ id: number }>(
      'SELECT max(document_id) AS id FROM document_sources WHERE harvest_job_id = $1',
      [termRun!.jobId],
    );
    const reviewed = rows[0]!.id;
    const voted = await owner.request('PATCH', `/api/investigations/topic/${id}/documents/${reviewed}/relevancy`, {
      relevancy: 'Relevant',
    });
    expect(voted.statusCode, voted.body).toBe(200);

    expect(
      (await stranger.post(`/api/investigations/topic/${id}/harvest-runs/${termRun!.jobId}/undo`)).statusCode,
    ).toBe(404);
    const undone = await owner.post(`/api/investigations/topic/${id}/harvest-runs/${termRun!.jobId}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({ removed: termRun!.added - 1, keptReviewed: 1, decisionsUndone: 0 });
    expect(await documentCount()).toBe(before + 1);
    const [after] = await runs();
    expect(after).toMatchObject({ jobId: termRun!.jobId, removed: termRun!.added - 1, undoable: false });
    expect(after!.undoneAt).not.toBeNull();

    const again = await owner.post(`/api/investigations/topic/${id}/harvest-runs/${termRun!.jobId}/undo`);
    expect(again.statusCode).toBe(409);
    expect(again.body).toBe(
      'This harvest cannot be undone: it is the first harvest, still running, added nothing, or was already undone',
    );
    const data = (await owner.post(`/api/investigations/topic/${id}/data`, {})).json();
    expect(data.availableDocumentIds).toContain(reviewed);
    expect(data.availableDocumentIds).toHaveLength(before + 1);
  });

  it("harvests a single added term in the investigation's context, summed up as added terms are, every record accounted for", async () => {
    source.addRoutes({
      path: '/works',
      query: (q) => (q.get('search') ?? '').startsWith('"blanket bogs"'),
      body: peatWorks(),
    });
    const added = await owner.post(`/api/investigations/topic/${id}/terms`, { term: 'blanket bogs' });
    expect(added.statusCode, added.body).toBe(200);
    await t.jobs.idle();
    const [termRun] = await runs();
    expect(termRun).toMatchObject({ title: 'Harvest of the added term "blanket bogs"', state: 'done' });
    const openalex = termRun!.steps.find((step) => step.source === 'OpenAlex')!;
    expect(openalex.label).toBe('OpenAlex search for ""blanket bogs" soil carbon"');
    expect(openalex.received).toBe(2);
    for (const run of await runs())
      for (const step of run.steps)
        expect(stepAccountsForAll(step), `${run.title}: ${JSON.stringify(step)}`).toBe(true);
  });

  it("keeps another user's harvests to themselves", async () => {
    expect((await stranger.get(`/api/investigations/topic/${id}/harvest-runs`)).statusCode).toBe(404);
    expect((await owner.post(`/api/investigations/topic/${id}/harvest-runs/123456789/undo`)).statusCode).toBe(409);
  });
});
