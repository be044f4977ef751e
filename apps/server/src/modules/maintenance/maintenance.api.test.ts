import {
  healthCheckReport,
  type HealthCheckReport,
  NORMALIZATION_MAX_WAIT_SECONDS,
  type PersonCandidate,
  redoMergeMessages,
} from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HARVEST_JOB } from '../../engines/harvest/harvest-ports.js';
import { type FerreiraHarvest, startFerreiraHarvest, worksLessToTellThemApart } from '../../test/ferreira-harvest.js';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { signedInClient } from '../../test/test-users.js';
import { insertRandomDocuments } from '../../test/workspace-fixture.js';
import { CLUSTER_PERSONS_JOB } from '../persons/index.js';

const redo = (id: number | string) => `/api/admin/merge/investigations/${id}`;
const REDO_ALL = '/api/admin/merge/investigations';
const HEALTHCHECK = '/maintenance/healthcheck';
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`admin merge calls and the health check (${testEngine})`, () => {
  let t: TestApp;
  let admin: TestClient;
  let owner: TestClient;
  let withAuthors: number;
  let withoutAuthors: number;

  const topicInvestigation = async (documents: number): Promise<number> => {
    const id = (await owner.post('/api/investigations/topic', { searchString: 'soil carbon' })).json().id as number;
    if (documents > 0) await insertRandomDocuments(t.database.db, id, documents, id);
    return id;
  };
  /** The first report measured after now: a call answers the newest report at once and may start the next. */
  const health = async (): Promise<{ statusCode: number; report: HealthCheckReport }> => {
    const since = Date.now();
    for (;;) {
      const response = await admin.get(HEALTHCHECK);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const report = healthCheckReport.parse(response.json());
      if (Date.parse(report.checkedAt) >= since) return { statusCode: response.statusCode, report };
      await delay(50);
    }
  };

  beforeAll(async () => {
    // Jobs do not run here: what the calls queue stays queued, for the health check to count.
    t = await startTestApp();
    admin = await signedInClient(t, ['admin']);
    owner = await signedInClient(t);
    withAuthors = await topicInvestigation(6);
    withoutAuthors = await topicInvestigation(0);
  });
  afterAll(() => t.close());

  it('reports every check ok, with the harvests the new investigations queued and no disambiguation', async () => {
    const { statusCode, report } = await health();
    expect(statusCode).toBe(200);
    expect(report).toMatchObject({
      status: 'ok',
      merge: { status: 'ok', reason: null, running: 0, queued: 0 },
      normalization: { status: 'ok', reason: null, running: 0, queued: 2 },
      database: { status: 'ok', reason: null },
    });
    expect(report.normalization.oldestWaitingSeconds).toBeLessThan(60);
    expect(Date.now() - Date.parse(report.checkedAt)).toBeLessThan(5000);
  });

  it('queues a disambiguation from scratch, answering "", and a second one only says the first is queued', async () => {
    const first = await admin.post(redo(withAuthors));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toBe('');
    const jobs = await t.database.db.query<{ payload: { fromScratch?: boolean }; state: string }>(
      'SELECT payload, state FROM jobs WHERE kind = $1 AND investigation_id = $2',
      [CLUSTER_PERSONS_JOB, withAuthors],
    );
    expect(jobs.rows).toEqual([{ payload: { investigationId: withAuthors, fromScratch: true }, state: 'queued' }]);

    const again = await admin.post(redo(withAuthors));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toBe(redoMergeMessages.alreadyQueued(withAuthors));
    expect((await health()).report.merge).toMatchObject({ status: 'ok', running: 0, queued: 1 });
  });

  it('says an investigation without authors has none to disambiguate, and answers 404 for an unknown one', async () => {
    const none = await admin.post(redo(withoutAuthors));
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBe(redoMergeMessages.noAuthors(withoutAuthors));
    expect(await t.jobs.hasPending(withoutAuthors, CLUSTER_PERSONS_JOB)).toBe(false);
    expect((await admin.post(redo(999_999_999))).statusCode).toBe(404);
    expect((await admin.post(redo('abc'))).statusCode).toBe(400);
  });

  it('Redo Merge All queues every investigation with authors once, and none without', async () => {
    const another = await topicInvestigation(4);
    const answer = await admin.post(REDO_ALL);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toBe('');
    const { rows } = await t.database.db.query<{ investigation_id: string; n: number }>(
      'SELECT investigation_id, count(*)::int AS n FROM jobs WHERE kind = $1 GROUP BY investigation_id ORDER BY 1',
      [CLUSTER_PERSONS_JOB],
    );
    expect(rows.map((row) => [Number(row.investigation_id), row.n])).toEqual([
      [withAuthors, 1],
      [another, 1],
    ]);
  });

  it('refuses everyone but an admin: 403 for a signed-in user, 401 without a session', async () => {
    const anonymous = t.newClient();
    for (const [client, status] of [
      [owner, 403],
      [anonymous, 401],
    ] as const) {
      expect((await client.post(redo(withAuthors))).statusCode).toBe(status);
      expect((await client.post(REDO_ALL)).statusCode).toBe(status);
      expect((await client.get(HEALTHCHECK)).statusCode).toBe(status);
    }
  });

  it('is degraded (503) while a harvest job has waited longer than NORMALIZATION_MAX_WAIT_SECONDS, and ok once it is gone', async () => {
    const late = NORMALIZATION_MAX_WAIT_SECONDS + 60;
    const queuedBefore = (await health()).report.normalization.queued;
    // A harvest due that long ago and still unclaimed: what a stuck worker leaves.
    const jobId = await t.jobs.enqueue({
      kind: HARVEST_JOB,
      investigationId: withoutAuthors,
      payload: { investigationId: withoutAuthors },
      delaySeconds: -late,
    });
    const degraded = await health();
    expect(degraded.statusCode).toBe(503);
    expect(degraded.report).toMatchObject({
      status: 'degraded',
      merge: { status: 'ok' },
      normalization: { status: 'degraded', queued: queuedBefore + 1 },
      database: { status: 'ok' },
    });
    expect(degraded.report.normalization.oldestWaitingSeconds).toBeGreaterThanOrEqual(late);
    expect(degraded.report.normalization.reason).toMatch(
      new RegExp(`oldest waiting harvest job has waited \\d+ s \\(more than ${NORMALIZATION_MAX_WAIT_SECONDS} s\\)`),
    );

    expect(await t.jobs.cancel(jobId)).toBe(true);
    const recovered = await health();
    expect(recovered.statusCode).toBe(200);
    expect(recovered.report.normalization).toMatchObject({ status: 'ok', reason: null, queued: queuedBefore });
  });
});

describe(`Redo Merge of a harvested Person investigation (${testEngine})`, () => {
  let harvest: FerreiraHarvest;
  beforeAll(async () => {
    const works = worksLessToTellThemApart();
    harvest = await startFerreiraHarvest(() => works);
  });
  afterAll(() => harvest.close());

  it("clusters every mention again from scratch, and the user's merge survives it", async () => {
    const { t, owner, id } = harvest;
    const query = async (sql: string, params: unknown[]) => (await t.database.db.query(sql, params)).rows;
    const matches = async (): Promise<PersonCandidate[]> =>
      (await owner.get(`/api/investigations/person/${id}/possible-matches?name=Ana%20Ferreira`)).json();
    const before = await matches();
    const idOf = (name: string) => before.find((candidate) => candidate.name === name)!.id;
    const [ana, initial] = [idOf('Ana Ferreira'), idOf('A. Ferreira')];
    // A merge the engine would not make (doc: person-clustering.api.test.ts): the user's word against it.
    expect((await owner.post(`/api/investigations/person/${id}/merge`, [ana, initial])).statusCode).toBe(200);

    const admin = await signedInClient(t, ['admin']);
    const answer = await admin.post(redo(id));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toBe('');
    await t.jobs.idle();

    const jobs = await query(
      `SELECT state, progress FROM jobs WHERE kind = $1 AND investigation_id = $2 AND payload->>'fromScratch' = 'true'`,
      [CLUSTER_PERSONS_JOB, id],
    );
    // Every mention was unplaced, then every one placed again by the engine.
    expect(jobs).toEqual([{ state: 'done', progress: { unplaced: true } }]);
    const unplaced = await query(
      'SELECT count(*)::int AS n FROM document_authors a JOIN documents d ON d.id = a.document_id WHERE d.investigation_id = $1 AND NOT a.clustered',
      [id],
    );
    expect(unplaced).toEqual([{ n: 0 }]);
    const queue = await query('SELECT name_key FROM person_clustering_queue WHERE investigation_id = $1', [id]);
    expect(queue).toEqual([]);

    const titles = (await owner.get(`/api/investigations/person/${id}/person-summary/${ana}`))
      .json()
      .documents.map((document: { title: string }) => document.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Peatland carbon stocks in northern Portugal', 'Cork oak soils under drought']),
    );
    expect((await matches()).reduce((sum, candidate) => sum + candidate.documentsCount, 0)).toBe(3);
  });
});
