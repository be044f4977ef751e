import { describe, expect, it } from 'vitest';
import { testEngine } from '../test/test-database.js';
import { JobAborted } from './job-aborted.js';
import type { JobHandler } from './job-runner.js';
import { deferred, jobRow, runnersOnFreshDatabase, until } from '../test/job-test-kit.js';

describe(`cancelling a job (${testEngine})`, () => {
  const fixture = runnersOnFreshDatabase();
  const start = (options: Parameters<typeof fixture.start>[0]) => fixture.start(options);

  /** A handler that waits for its abort, then ends as `end` says; what it saw is kept. */
  function abortable(end: 'return' | 'throw') {
    const seen = { started: deferred(), reason: undefined as unknown, lateWrite: undefined as unknown };
    const handler: JobHandler = async (context) => {
      await context.saveProgress({ batches: 1 });
      seen.started.resolve();
      await new Promise((resolve) => context.signal.addEventListener('abort', resolve));
      seen.reason = context.signal.reason;
      seen.lateWrite = await context.saveProgress({ batches: 2 }).catch((error: unknown) => error);
      if (end === 'throw') throw new Error('interrupted');
    };
    return { seen, handler };
  }

  for (const end of ['return', 'throw'] as const) {
    it(`aborts the handler, which then ${end}s, and the job stays cancelled, not retried`, async () => {
      const { db } = fixture.database;
      const { seen, handler } = abortable(end);
      const runner = await start({ handlers: { work: handler } });
      const id = await runner.enqueue({ kind: 'work', maxAttempts: 3 });
      await seen.started.promise;

      expect(await runner.cancel(id)).toBe(true);
      await runner.idle();
      expect(seen.reason).toBeInstanceOf(JobAborted);
      expect((seen.reason as JobAborted).kind).toBe('cancelled');
      expect((seen.lateWrite as JobAborted).kind).toBe('cancelled');
      await new Promise((resolve) => setTimeout(resolve, 100)); // a few polls: nothing claims it again
      expect(await jobRow(db, id)).toMatchObject({
        state: 'cancelled',
        attempts: 1,
        last_error: 'cancelled',
        progress: { batches: 1 },
      });
    });
  }

  it('reaches a handler running in another process at its next heartbeat', async () => {
    const { seen, handler } = abortable('return');
    const worker = await start({ handlers: { work: handler }, heartbeatMs: 30 });
    const id = await worker.enqueue({ kind: 'work' });
    await seen.started.promise;

    const elsewhere = await start({ handlers: {}, concurrency: 1 });
    await elsewhere.stop(); // only its cancel() is used: it holds no job
    expect(await elsewhere.cancel(id)).toBe(true);
    await until('the worker to notice', () => seen.reason);
    expect((seen.reason as JobAborted).kind).toBe('cancelled');
    await worker.idle();
    expect((await jobRow(fixture.database.db, id)).state).toBe('cancelled');
  });

  it('keeps a cancelled queued job from ever running, and cannot cancel a finished one', async () => {
    const { db } = fixture.database;
    const ran: number[] = [];
    const idleRunner = await start({ handlers: {}, concurrency: 1 });
    await idleRunner.stop();
    const queued = await idleRunner.enqueue({ kind: 'work' });
    expect(await idleRunner.cancel(queued)).toBe(true);

    const runner = await start({ handlers: { work: async ({ job }) => void ran.push(job.id) } });
    const other = await runner.enqueue({ kind: 'work' });
    await runner.idle();
    expect(ran).toEqual([other]);
    expect((await jobRow(db, queued)).state).toBe('cancelled');
    expect(await runner.cancel(other)).toBe(false);
    expect((await jobRow(db, other)).state).toBe('done');
    expect(await runner.cancel(999_999)).toBe(false);
  });
});
