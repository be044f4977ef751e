import { existsSync, readFileSync } from 'node:fs';
import { type HarvestRun, stepAccountsForAll } from '@quarry/contract';
import type { SourceServer } from '@quarry/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordedOpenAlexSearch, startTopicSources } from '../../../test/sources.js';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { testEngine } from '../../../test/test-database.js';
import { signedInClient } from '../../../test/test-users.js';
import { recordMessages } from './record-accounting.js';

/** The recorded OpenAlex answer to "biodiversity AND finance" (../shared/data): 20 works from 1988 to 2010. */
const recordedPage = recordedOpenAlexSearch;
const hasData = existsSync(recordedPage);

if (!hasData) {
  describe('the configuration limits what a harvest keeps', () => {
    it.skip(`skipped: ${recordedPage} (../shared/data next to the repository) is absent`, () => {});
  });
}

const CUTOFF = '2005-01-01';
const LIMIT = 5;

/**
 * The Researchers page's start-date cutoff and the Performance page's document number limit, saved before the first
 * harvest runs: the older records and those past the limit are not kept, and the summary says why for each.
 */
describe.skipIf(!hasData)(`the configuration limits what a harvest keeps (${testEngine})`, () => {
  let t: TestApp;
  let source: SourceServer;
  let owner: TestClient;
  let id: number;
  let runs: HarvestRun[];
  beforeAll(async () => {
    const recorded = JSON.parse(readFileSync(recordedPage, 'utf8'));
    const sources = await startTopicSources();
    source = sources.source;
    source.addRoutes({
      path: '/works',
      body: { ...recorded, results: recorded.results.slice(0, 20), meta: { ...recorded.meta, next_cursor: null } },
    });
    t = await startTestApp({ ...sources.settings }, { runJobs: false });
    owner = await signedInClient(t, ['omnisol']);
    id = (await owner.post('/api/investigations/topic', { searchString: 'biodiversity finance' })).json().id;
    const saved = await owner.post(`/api/investigations/${id}/configuration`, {
      startDateCutoff: CUTOFF,
      startDateCutoffEnabled: true,
      overrideDocumentNumberLimit: true,
      documentNumberLimit: LIMIT,
    });
    expect(saved.statusCode, saved.body).toBe(204);
    await t.jobs.start();
    await t.jobs.idle(120_000);
    runs = (await owner.get(`/api/investigations/topic/${id}/harvest-runs`)).json().runs;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await source?.close();
  });

  it('keeps no document published before the cutoff and no more documents than the limit', async () => {
    const { rows } = await t.database.db.query<{ date: string | null }>(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date FROM documents WHERE investigation_id = $1`,
      [id],
    );
    expect(rows.length).toBe(LIMIT);
    for (const { date } of rows) expect(date! >= CUTOFF, String(date)).toBe(true);
  });

  it('names every record it did not keep, with the rule that left it out', () => {
    const openalex = runs[0]!.steps.find((step) => step.source === 'OpenAlex')!;
    expect(stepAccountsForAll(openalex), JSON.stringify(openalex)).toBe(true);
    expect(openalex).toMatchObject({ received: 20, added: LIMIT });
    const reasons = openalex.rejectedRecords.map((record) => record.reason);
    // 9 of the 20 works are older than 2005; of the 11 others, the 6 past the limit (none merges into another).
    expect(reasons.filter((reason) => reason === recordMessages.beforeCutoff(CUTOFF))).toHaveLength(9);
    expect(reasons.filter((reason) => reason === recordMessages.overLimit(LIMIT))).toHaveLength(6);
  });
});
