import { existsSync, readFileSync } from 'node:fs';
import { type HarvestRun, stepAccountsForAll } from '@quarry/contract';
import type { SourceServer } from '@quarry/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordedOpenAlexSearch, startTopicSources } from '../../../test/sources.js';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { testEngine } from '../../../test/test-database.js';
import { signedInClient } from '../../../test/test-users.js';

/** The recorded OpenAlex answer to "biodiversity AND finance" (../shared/data, 200 works; a harvest keeps 20). */
const recordedPage = recordedOpenAlexSearch;
const hasData = existsSync(recordedPage);

if (!hasData) {
  describe('the harvest summary accounts for every record', () => {
    it.skip(`skipped: ${recordedPage} (../shared/data next to the repository) is absent`, () => {});
  });
}

/**
 * A Topic harvest of the recorded page whose twentieth record is one of its first again (a cursor page that repeats a
 * record, as OpenAlex's do when the index changes between pages): received 20, added 19, and the summary says the
 * twentieth joined which document, and why.
 */
describe.skipIf(!hasData)(`the harvest summary accounts for every record received (${testEngine})`, () => {
  let t: TestApp;
  let source: SourceServer;
  let owner: TestClient;
  let id: number;
  let runs: HarvestRun[];
  beforeAll(async () => {
    const recorded = JSON.parse(readFileSync(recordedPage, 'utf8'));
    const results = [...recorded.results.slice(0, 19), recorded.results[2]];
    const sources = await startTopicSources();
    source = sources.source;
    source.addRoutes({ path: '/works', body: { ...recorded, results, meta: { ...recorded.meta, next_cursor: null } } });
    t = await startTestApp({ ...sources.settings }, { runJobs: true });
    owner = await signedInClient(t);
    id = (await owner.post('/api/investigations/topic', { searchString: 'biodiversity finance' })).json().id;
    await t.jobs.idle(120_000);
    runs = (await owner.get(`/api/investigations/topic/${id}/harvest-runs`)).json().runs;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await source?.close();
  });

  it('says what became of the twentieth record: merged into the document it repeats, which the user can open', async () => {
    const openalex = runs[0]!.steps.find((step) => step.source === 'OpenAlex')!;
    expect(openalex).toMatchObject({ received: 20, added: 19, merged: 1, rejected: 0 });
    const { rows } = await t.database.db.query<{ id: number; title: string }>(
      'SELECT id, title FROM documents WHERE investigation_id = $1 AND doi = $2',
      [id, '10.1016/s0048-9697(99)00312-5'],
    );
    expect(openalex.mergedRecords).toEqual([
      {
        title: 'Financing incentives for the protection of biodiversity',
        identifier: '10.1016/s0048-9697(99)00312-5',
        reason: 'same DOI',
        documentId: Number(rows[0]!.id),
        documentTitle: rows[0]!.title,
      },
    ]);
    const opened = await owner.post(`/api/investigations/topic/${id}/data`, {
      requestedDocumentIds: [Number(rows[0]!.id)],
    });
    expect(opened.json().availableDocumentIds).toEqual([Number(rows[0]!.id)]);
  });

  it('accounts for every record of every step: received = added + merged + rejected', () => {
    for (const step of runs[0]!.steps) expect(stepAccountsForAll(step), JSON.stringify(step)).toBe(true);
    const arxiv = runs[0]!.steps.find((step) => step.source === 'arXiv')!;
    expect(arxiv.received).toBeGreaterThan(arxiv.added);
    expect(arxiv.mergedRecords).toHaveLength(arxiv.merged);
  });
});
