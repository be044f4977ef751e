import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database.js';
import {
  claimNextJob,
  countDueJobs,
  completeJob,
  extendLease,
  failJobAttempt,
  insertJob,
  type JobRow,
  type NewJob,
  releaseRunningJobs,
  saveJobProgress,
} from './jobs.repository.js';

export interface JobContext {
  job: JobRow;
  /** Progress left by an earlier attempt (steps done), so the handler can resume. */
  progress: Record<string, unknown>;
  saveProgress(progress: Record<string, unknown>): Promise<void>;
  /** True on the last attempt: a handler may then record a failure and finish instead of throwing. */
  lastAttempt: boolean;
  log: FastifyBaseLogger;
}

export type JobHandler = (context: JobContext) => Promise<void>;

export interface JobRunnerOptions {
  db: Database;
  handlers: Record<string, JobHandler>;
  logger: FastifyBaseLogger;
  concurrency?: number;
  pollMs?: number;
  leaseSeconds?: number;
  /** Seconds before retry n (1-based): base × 4^(n-1). */
  backoffBaseSeconds?: number;
  /** On the embedded database, jobs left running by a stopped process are resumed at start. */
  resumeRunningAtStart?: boolean;
}

export type JobRunner = ReturnType<typeof createJobRunner>;

/**
 * Runs jobs from the `jobs` table in this process: polls (and wakes on enqueue), claims with a lease that a
 * heartbeat extends, retries failures with exponential backoff, and resumes what a killed process left.
 */
export function createJobRunner(options: JobRunnerOptions) {
  const { db, handlers, logger } = options;
  const workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const concurrency = options.concurrency ?? 2;
  const pollMs = options.pollMs ?? 1000;
  const leaseSeconds = options.leaseSeconds ?? 60;
  const backoffBase = options.backoffBaseSeconds ?? 5;
  let running = 0;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  const active = new Set<Promise<void>>();

  async function run(job: JobRow): Promise<void> {
    const handler = handlers[job.kind];
    const heartbeat = setInterval(() => void extendLease(db, job.id, workerId, leaseSeconds).catch(() => undefined), (leaseSeconds * 1000) / 3);
    let progress = job.progress;
    try {
      if (!handler) throw new Error(`No handler for jobs of kind "${job.kind}"`);
      await handler({
        job,
        progress,
        lastAttempt: job.attempts >= job.max_attempts,
        log: logger.child({ job: job.id, kind: job.kind }),
        saveProgress: async (next) => {
          progress = next;
          await saveJobProgress(db, job.id, next);
        },
      });
      await completeJob(db, job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const outcome = await failJobAttempt(db, job, message, backoffBase * 4 ** (job.attempts - 1));
      logger.warn({ job: job.id, kind: job.kind, attempt: job.attempts, outcome }, `job failed: ${message}`);
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function fill(): Promise<void> {
    while (!stopped && running < concurrency) {
      const job = await claimNextJob(db, workerId, leaseSeconds).catch((error: unknown) => {
        logger.error({ err: error }, 'claiming a job failed');
        return undefined;
      });
      if (!job) return;
      running++;
      const task = run(job).finally(() => {
        running--;
        active.delete(task);
        wake();
      });
      active.add(task);
    }
  }

  function schedule(): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void fill().finally(schedule), pollMs);
  }

  function wake(): void {
    if (stopped) return;
    void fill();
  }

  return {
    async start(): Promise<void> {
      if (options.resumeRunningAtStart) {
        const resumed = await releaseRunningJobs(db);
        if (resumed) logger.info(`${resumed} job(s) left running by the last process resumed`);
      }
      stopped = false;
      wake();
      schedule();
    },
    /** Adds a job and wakes a worker for it. */
    async enqueue(job: NewJob, tx: Queryable = db): Promise<number> {
      const id = await insertJob(tx, job);
      setImmediate(wake);
      return id;
    },
    /** Stops claiming; waits for the jobs in hand to finish. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await Promise.allSettled([...active]);
    },
    /** Resolves when no job is running or due (for tests). */
    async idle(timeoutMs = 30_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if ((await countDueJobs(db)) === 0 && running === 0) return;
        if (Date.now() > deadline) throw new Error('jobs still running after the timeout');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job runner of this process (decorated by buildApp). */
    jobs: JobRunner;
  }
}
