import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deferred, expireLease, jobRow, startRunner, until } from '../../../test/job-test-kit.js';
import type { JobAborted, JobHandler, JobRunner } from '../../../jobs/job-runner.js';
import {
  findInvestigation,
  setInvestigationStatus,
} from '../../../modules/investigations/investigations.repository.js';
import { createAuthorMentions } from '../../../modules/persons/index.js';
import { addToDocumentCount } from '../../../modules/investigations/index.js';
import { documentStore } from '../../../modules/documents/index.js';
import { HARVEST_JOB } from '../harvest-ports.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { testEngine } from '../../../test/test-database.js';
import { signedInClient } from '../../../test/test-users.js';
import type { NormalizedDocument } from '../document.js';
import { harvestInvestigationJob } from './harvest-investigation.job.js';
import type { HarvestStep, StepCursor } from './harvest-step.js';

const BATCHES = 10;
const BATCH_SIZE = 5;

const documentOf = (n: number): NormalizedDocument => ({
  type: 'Article',
  title: `Long step document ${n}`,
  abstract: '',
  doi: `10.5555/long.${n}`,
  harvesterType: 'MICROSOFT',
  authors: [{ name: `Author ${n % 7}`, position: 0, affiliations: [] }],
  concepts: [],
  keywords: [],
  provenance: { source: 'openalex', query: 'long step' },
});

/**
 * A step of ten batches whose cursor is the next batch's index; `before(index, call)` runs before each batch is
 * fetched (to fail, or to hold the step there). It records where each call started and which batches it yielded.
 */
function longStep(before: (index: number, call: number) => Promise<void> | void = () => undefined) {
  const starts: Array<StepCursor | undefined> = [];
  const yielded: number[] = [];
  const step: HarvestStep = {
    name: 'long',
    label: 'A long step',
    source: 'OpenAlex',
    async *run(cursor) {
      const call = starts.push(cursor);
      for (let index = typeof cursor === 'number' ? cursor : 0; index < BATCHES; index++) {
        await before(index, call);
        yielded.push(index);
        const batch = Array.from({ length: BATCH_SIZE }, (_, i) => documentOf(index * BATCH_SIZE + i));
        yield { batch, cursor: index + 1 < BATCHES ? index + 1 : null };
      }
    },
  };
  return { step, starts, yielded };
}

describe(`the harvest job inside a long step (${testEngine})`, () => {
  let t: TestApp;
  const runners: JobRunner[] = [];
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  });

  const query = async (sql: string, params: unknown[]) => (await t.database.db.query(sql, params)).rows;
  const handlerFor = (step: HarvestStep, seen?: { reason?: unknown }): JobHandler => {
    const db = t.database.db;
    const ports = {
      findInvestigation: (id: number) => findInvestigation(db, id),
      setStatus: setInvestigationStatus.bind(null, db),
      mentions: createAuthorMentions({ disambiguate: async () => {} }),
      documents: documentStore,
      addToDocumentCount,
    };
    const handler = harvestInvestigationJob({
      db,
      ports,
      planFor: () => ({ steps: [step] }),
      listener: { batchStored: () => {}, statusChanged: () => {} },
    });
    return async (context) => {
      context.signal.addEventListener('abort', () => seen && (seen.reason = context.signal.reason));
      await handler(context);
    };
  };
  const start = async (
    step: HarvestStep,
    options: Omit<Parameters<typeof startRunner>[1], 'handlers'> = {},
    seen?: { reason?: unknown },
  ) => {
    const runner = await startRunner(t.database.db, {
      handlers: { [HARVEST_JOB]: handlerFor(step, seen) },
      ...options,
    });
    runners.push(runner);
    return runner;
  };

  /** A new investigation, without the harvest its creation queued (the test runs its own). */
  async function newInvestigation(): Promise<number> {
    const client = await signedInClient(t);
    const { id } = (await client.post('/api/investigations/topic', { searchString: 'long step' })).json() as {
      id: number;
    };
    await query('DELETE FROM jobs WHERE investigation_id = $1', [id]);
    return id;
  }
  const enqueue = (runner: JobRunner, investigationId: number) =>
    runner.enqueue({ kind: HARVEST_JOB, investigationId, payload: { investigationId }, maxAttempts: 3 });
  const documentCount = async (id: number) =>
    Number((await query('SELECT count(*) AS n FROM documents WHERE investigation_id = $1', [id]))[0]!.n);
  const investigation = async (id: number) =>
    (await query('SELECT status, status_reason FROM investigations WHERE id = $1', [id]))[0];

  it('retries a step that failed after some batches from its saved cursor, storing each document once', async () => {
    const id = await newInvestigation();
    const { step, starts, yielded } = longStep((index, call) => {
      if (call === 1 && index === 3) throw new Error('the source went away');
    });
    const runner = await start(step);
    const jobId = await enqueue(runner, id);
    await until('the harvest to finish', async () => (await jobRow(t.database.db, jobId)).state === 'done');

    expect(starts).toEqual([undefined, 3]);
    expect(yielded).toEqual([...Array(BATCHES).keys()]);
    expect(await documentCount(id)).toBe(BATCHES * BATCH_SIZE);
    expect(
      await query('SELECT doi FROM documents WHERE investigation_id = $1 GROUP BY doi HAVING count(*) > 1', [id]),
    ).toEqual([]);
    expect(await investigation(id)).toMatchObject({ status: 'READY' });
    // counted once each, across the retry: the summary's figures
    expect((await jobRow(t.database.db, jobId)).progress).toEqual({
      done: ['long'],
      records: {
        long: {
          state: 'done',
          reason: null,
          found: null,
          received: BATCHES * BATCH_SIZE,
          added: BATCHES * BATCH_SIZE,
          rejected: [],
          merged: 0,
          mergedRecords: [],
          rejectedRecordCount: 0,
          rejectedRecords: [],
        },
      },
    });
  });

  it('continues a crashed worker’s step at its cursor on another worker, and the first stops at its next write', async () => {
    const id = await newInvestigation();
    const held = deferred();
    const release = deferred();
    const { step, starts } = longStep(async (index, call) => {
      if (call === 1 && index === 4) {
        held.resolve();
        await release.promise;
      }
    });
    const seenByA: { reason?: unknown } = {};
    const a = await start(step, { workerId: 'A', concurrency: 1 }, seenByA);
    const jobId = await enqueue(a, id);
    await held.promise;
    expect(await documentCount(id)).toBe(4 * BATCH_SIZE);

    await expireLease(t.database.db, jobId);
    await start(step, { workerId: 'B' });
    await until('B to finish the harvest', async () => (await jobRow(t.database.db, jobId)).state === 'done');
    expect(starts).toEqual([undefined, 4]);
    release.resolve();
    await a.stop();

    expect((seenByA.reason as JobAborted).kind).toBe('lease lost');
    expect(await documentCount(id)).toBe(BATCHES * BATCH_SIZE);
    expect(await jobRow(t.database.db, jobId)).toMatchObject({ state: 'done', attempts: 2 });
    expect(await investigation(id)).toMatchObject({ status: 'READY' });
  });

  it('stops storing documents when cancelled between batches, and the job stays cancelled', async () => {
    const id = await newInvestigation();
    const held = deferred();
    const release = deferred();
    const { step, yielded } = longStep(async (index) => {
      if (index === 2) {
        held.resolve();
        await release.promise;
      }
    });
    const seen: { reason?: unknown } = {};
    const runner = await start(step, {}, seen);
    const jobId = await enqueue(runner, id);
    await held.promise;

    expect(await runner.cancelInvestigation(id)).toEqual([jobId]);
    release.resolve(); // the step fetches its next batch anyway: it is not stored
    await runner.idle();

    expect((seen.reason as JobAborted).kind).toBe('cancelled');
    expect(yielded).toEqual([0, 1, 2]);
    expect(await documentCount(id)).toBe(2 * BATCH_SIZE);
    expect(await jobRow(t.database.db, jobId)).toMatchObject({ state: 'cancelled', attempts: 1 });
    expect(await investigation(id)).toEqual({ status: 'FAILED', status_reason: 'Harvest cancelled' });
  });
});
