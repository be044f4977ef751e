import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { testEngine } from '../test/test-database.js';
import { JobAborted } from './job-aborted.js';
import { createJobRunner, type JobContext } from './job-runner.js';
import {
  deferred,
  expireLease,
  jobRow,
  makeDue,
  runnersOnFreshDatabase,
  secondsUntilDue,
  until,
} from '../test/job-test-kit.js';

describe(`the job runner (${testEngine})`, () => {
  const fixture = runnersOnFreshDatabase();
  const start = (options: Parameters<typeof fixture.start>[0]) => fixture.start(options);

  it('hands a crashed worker’s job to another once its lease runs out, and refuses the late writes of the first', async () => {
    const { db } = fixture.database;
    const aStarted = deferred<JobContext>();
    const aResume = deferred();
    let aWrite: unknown;
    // One job at a time: A's only slot is held by the attempt that stopped heartbeating, so B takes the job over.
    const a = await start({
      workerId: 'A',
      concurrency: 1,
      handlers: {
        work: async (context) => {
          aStarted.resolve(context);
          await aResume.promise;
          aWrite = await context.saveProgress({ by: 'A' }).catch((error: unknown) => error);
        },
      },
    });
    const id = await a.enqueue({ kind: 'work' });
    const aContext = await aStarted.promise;
    expect((await jobRow(db, id)).state).toBe('running');

    await expireLease(db, id);
    await start({
      workerId: 'B',
      handlers: { work: (context) => context.saveProgress({ by: 'B', attempt: context.job.attempts }) },
    });
    await until('B to finish the job', async () => (await jobRow(db, id)).state === 'done');

    aResume.resolve();
    await a.stop();
    expect(aWrite).toBeInstanceOf(JobAborted);
    expect((aWrite as JobAborted).kind).toBe('lease lost');
    expect(aContext.signal.aborted).toBe(true);
    // A's handler returned normally afterwards: its completion is not recorded over B's.
    const row = await jobRow(db, id);
    expect(row).toMatchObject({ state: 'done', attempts: 2, progress: { by: 'B', attempt: 2 }, last_error: null });
  });

  it('refuses the late writes of an attempt whose job its own worker took back after the lease ran out', async () => {
    const { db } = fixture.database;
    const firstHeld = deferred();
    const release = deferred();
    let lateWrite: unknown;
    const runner = await start({
      concurrency: 2,
      handlers: {
        work: async (context) => {
          if (context.job.attempts > 1) return context.saveProgress({ attempt: context.job.attempts });
          firstHeld.resolve();
          await release.promise;
          lateWrite = await context.saveProgress({ attempt: 1 }).catch((error: unknown) => error);
        },
      },
    });
    const id = await runner.enqueue({ kind: 'work' });
    await firstHeld.promise;
    await expireLease(db, id);
    await until('the second attempt to finish', async () => (await jobRow(db, id)).state === 'done');
    release.resolve();
    await runner.idle();
    expect((lateWrite as JobAborted).kind).toBe('lease lost');
    expect(await jobRow(db, id)).toMatchObject({ state: 'done', attempts: 2, progress: { attempt: 2 } });
  });

  it('aborts a handler at its next heartbeat when another worker holds its lease, and writes nothing for it', async () => {
    const { db } = fixture.database;
    const aborted = deferred<unknown>();
    const a = await start({
      workerId: 'A',
      heartbeatMs: 30,
      handlers: {
        work: async ({ signal }) => {
          signal.addEventListener('abort', () => aborted.resolve(signal.reason));
          await aborted.promise;
          throw new Error('stopped half way');
        },
      },
    });
    const id = await a.enqueue({ kind: 'work' });
    await until('A to claim the job', async () => (await jobRow(db, id)).state === 'running');
    await db.query(`UPDATE jobs SET locked_by = 'B/1' WHERE id = $1`, [id]);

    const reason = await aborted.promise;
    expect(reason).toBeInstanceOf(JobAborted);
    expect((reason as JobAborted).kind).toBe('lease lost');
    await a.stop();
    // A's failure is not recorded: the job is B's, still running, not queued for a retry.
    expect(await jobRow(db, id)).toMatchObject({ state: 'running', attempts: 1, last_error: null });
    expect((await db.query('SELECT locked_by FROM jobs WHERE id = $1', [id])).rows[0]).toEqual({ locked_by: 'B/1' });
  });

  it('retries a failing job after base × 4^(n-1) seconds and marks it failed after the last attempt', async () => {
    const { db } = fixture.database;
    const lastAttempts: boolean[] = [];
    const runner = await start({
      backoffBaseSeconds: 100,
      handlers: {
        work: async ({ lastAttempt, job }) => {
          lastAttempts.push(lastAttempt);
          throw new Error(`boom ${job.attempts}`);
        },
      },
    });
    const id = await runner.enqueue({ kind: 'work', maxAttempts: 3 });

    await until('attempt 1 to fail', async () => (await jobRow(db, id)).last_error === 'boom 1');
    expect((await jobRow(db, id)).state).toBe('queued');
    expect(await secondsUntilDue(db, id)).toBeGreaterThan(95);
    expect(await secondsUntilDue(db, id)).toBeLessThanOrEqual(100);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await jobRow(db, id)).attempts).toBe(1); // not retried before its time

    await makeDue(db, id);
    await until('attempt 2 to fail', async () => (await jobRow(db, id)).last_error === 'boom 2');
    expect((await jobRow(db, id)).state).toBe('queued');
    expect(await secondsUntilDue(db, id)).toBeGreaterThan(395);
    expect(await secondsUntilDue(db, id)).toBeLessThanOrEqual(400);

    await makeDue(db, id);
    await until('attempt 3 to fail', async () => (await jobRow(db, id)).state === 'failed');
    expect(await jobRow(db, id)).toMatchObject({ attempts: 3, last_error: 'boom 3' });
    expect(lastAttempts).toEqual([false, false, true]);
  });

  it('fails a job of a kind it has no handler for, like any failure', async () => {
    const runner = await start({ handlers: {} });
    const id = await runner.enqueue({ kind: 'unknown', maxAttempts: 1 });
    await until('the job to fail', async () => (await jobRow(fixture.database.db, id)).state === 'failed');
    expect((await jobRow(fixture.database.db, id)).last_error).toBe('No handler for jobs of kind "unknown"');
  });

  it('runs the jobs of handlers a module added after the runner was made, and refuses a second handler of a kind or one added once started', async () => {
    const { db } = fixture.database;
    const ran: number[] = [];
    const runner = createJobRunner({ db, logger: Fastify({ logger: false }).log, pollMs: 20 });
    runner.handle({ first: async ({ job }) => void ran.push(job.id) });
    expect(() => runner.handle({ first: async () => undefined })).toThrow('Two handlers for jobs of kind "first"');
    await runner.start();
    try {
      expect(() => runner.handle({ second: async () => undefined })).toThrow(
        'Job handlers are added before the runner starts',
      );
      const id = await runner.enqueue({ kind: 'first', maxAttempts: 1 });
      await until('the job to finish', async () => (await jobRow(db, id)).state === 'done');
      expect(ran).toEqual([id]);
    } finally {
      await runner.stop();
    }
  });
});
