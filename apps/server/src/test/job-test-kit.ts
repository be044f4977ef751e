import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Database } from '../db/database.js';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from '../jobs/job-runner.js';
import { findJob, type JobRow } from '../jobs/jobs.repository.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/** Helpers of the job tests: runners with short polls, a clock the test moves by hand (leases, backoff), waiting. */

export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const silent = Fastify({ logger: false }).log;

/** A started runner polling every 20 ms; its heartbeat is off (a frozen worker) unless the test sets one. */
export async function startRunner(
  db: Database,
  options: Partial<JobRunnerOptions> & Pick<JobRunnerOptions, 'handlers'>,
): Promise<JobRunner> {
  const runner = createJobRunner({
    db,
    logger: silent,
    pollMs: 20,
    heartbeatMs: 3_600_000,
    backoffBaseSeconds: 0,
    ...options,
  });
  await runner.start();
  return runner;
}

export const jobRow = async (db: Database, id: number): Promise<JobRow> => (await findJob(db, id))!;

/** The job's lease runs out now, as when its worker stopped heartbeating (crashed, frozen, cut off). */
export async function expireLease(db: Database, id: number): Promise<void> {
  await db.query(`UPDATE jobs SET locked_until = now() - interval '1 second' WHERE id = $1`, [id]);
}

/** A queued job waiting for its retry becomes due now, instead of the test waiting out the backoff. */
export async function makeDue(db: Database, id: number): Promise<void> {
  await db.query('UPDATE jobs SET run_after = now() WHERE id = $1', [id]);
}

/** Seconds until a queued job is due. */
export async function secondsUntilDue(db: Database, id: number): Promise<number> {
  const { rows } = await db.query<{ delay: string }>(
    'SELECT extract(epoch FROM run_after - now()) AS delay FROM jobs WHERE id = $1',
    [id],
  );
  return Number(rows[0]!.delay);
}

/**
 * For a describe block: a fresh database, and `start` for runners on it that stop after each test (their jobs
 * deleted with them).
 */
export function runnersOnFreshDatabase() {
  const fixture = {
    database: undefined as unknown as TestDatabase,
    start: undefined as unknown as (options: Parameters<typeof startRunner>[1]) => Promise<JobRunner>,
  };
  const runners: JobRunner[] = [];
  beforeAll(async () => {
    fixture.database = await createTestDatabase();
  });
  afterAll(() => fixture.database.drop());
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
    await fixture.database.db.query('DELETE FROM jobs');
  });
  fixture.start = async (options) => {
    const runner = await startRunner(fixture.database.db, options);
    runners.push(runner);
    return runner;
  };
  return fixture;
}
