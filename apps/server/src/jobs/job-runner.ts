import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database.js';
import { type AbortKind, JobAborted, retryDelaySeconds } from './job-aborted.js';
import {
  cancelInvestigationJobs,
  cancelJob,
  claimNextJob,
  completeJob,
  countDueJobs,
  extendLease,
  failJobAttempt,
  findJob,
  hasPendingJob,
  insertJob,
  type JobRow,
  type Lease,
  type NewJob,
  releaseRunningJobs,
  saveJobProgress,
  unfinishedJobs,
  type UnfinishedJobs,
} from './jobs.repository.js';

export { JobAborted } from './job-aborted.js';
export type { UnfinishedJobs } from './jobs.repository.js';

export interface JobContext {
  job: JobRow;
  /** Progress left by an earlier attempt (steps done, the cursor inside a step), so the handler can resume. */
  progress: Record<string, unknown>;
  /** Saves progress under the lease; when the lease is lost (or the job cancelled) it saves nothing and throws JobAborted. */
  saveProgress(progress: Record<string, unknown>): Promise<void>;
  /** Aborted (with a JobAborted) when the job is cancelled or this worker loses its lease: stop writing, return or throw. */
  signal: AbortSignal;
  /** True on the last attempt: a handler may then record a failure and finish instead of throwing. */
  lastAttempt: boolean;
  log: FastifyBaseLogger;
}

export type JobHandler = (context: JobContext) => Promise<void>;

export interface JobRunnerOptions {
  db: Database;
  /** The handler of each job kind; a module may add its own later with `handle`, before the runner starts. */
  handlers?: Record<string, JobHandler>;
  logger: FastifyBaseLogger;
  concurrency?: number;
  pollMs?: number;
  leaseSeconds?: number;
  /** How often the lease is extended (and a lost lease or a cancel noticed); default a third of the lease. */
  heartbeatMs?: number;
  /** Seconds before retry n (1-based): base × 4^(n-1). */
  backoffBaseSeconds?: number;
  /** On the embedded database, jobs left running by a stopped process are resumed at start. */
  resumeRunningAtStart?: boolean;
  /** Names this worker in `locked_by`, before each claim's own suffix; default the process id and a random suffix. */
  workerId?: string;
}

export type JobRunner = ReturnType<typeof createJobRunner>;

/**
 * Runs jobs from the `jobs` table in this process: polls (and wakes on enqueue), claims with a lease that a
 * heartbeat extends, retries failures with exponential backoff, and resumes what a killed process left. Every
 * write a job makes requires its lease; a lost lease or a cancel aborts the handler's signal.
 */
export function createJobRunner(options: JobRunnerOptions) {
  const { db, logger } = options;
  const handlers: Record<string, JobHandler> = { ...options.handlers };
  const workerId = options.workerId ?? `${process.pid}-${randomUUID().slice(0, 8)}`;
  const concurrency = options.concurrency ?? 2;
  const pollMs = options.pollMs ?? 1000;
  const leaseSeconds = options.leaseSeconds ?? 60;
  const heartbeatMs = options.heartbeatMs ?? (leaseSeconds * 1000) / 3;
  const backoffBase = options.backoffBaseSeconds ?? 5;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  /** The claims in hand, by lease holder: their job, task and the controller that aborts their handler. */
  const active = new Map<string, { jobId: number; task: Promise<void>; controller: AbortController }>();

  /** Aborts the handlers of a job here (of one claim of it, given its holder). */
  const abort = (jobId: number, kind: AbortKind, holder?: string) => {
    for (const [key, { jobId: id, controller }] of active) {
      if (id === jobId && (!holder || key === holder) && !controller.signal.aborted)
        controller.abort(new JobAborted(kind));
    }
  };

  /** A write under the lease changed nothing: the job was cancelled (or deleted), or another claim holds it. */
  async function lost(lease: Lease): Promise<AbortKind> {
    const row = await findJob(db, lease.jobId).catch(() => undefined);
    const kind: AbortKind = !row || row.state === 'cancelled' ? 'cancelled' : 'lease lost';
    abort(lease.jobId, kind, lease.holder);
    return kind;
  }

  async function run(job: JobRow, lease: Lease, controller: AbortController): Promise<void> {
    const handler = handlers[job.kind];
    const log = logger.child({ job: job.id, kind: job.kind, attempt: job.attempts });
    const heartbeat = setInterval(() => {
      extendLease(db, lease, leaseSeconds).then(
        (held) => void (held || controller.signal.aborted || lost(lease)),
        // A database hiccup is not a lost lease: the next beat tries again, and the lease outlives a few misses.
        (error: unknown) => log.warn({ err: error }, 'extending a job lease failed'),
      );
    }, heartbeatMs);
    const { signal } = controller;
    try {
      if (!handler) throw new Error(`No handler for jobs of kind "${job.kind}"`);
      await handler({
        job,
        progress: job.progress,
        signal,
        lastAttempt: job.attempts >= job.max_attempts,
        log,
        saveProgress: async (next) => {
          signal.throwIfAborted();
          if (!(await saveJobProgress(db, lease, next))) throw new JobAborted(await lost(lease));
        },
      });
      if (signal.aborted) log.info(`job ${(signal.reason as Error).message}: its handler returned, nothing recorded`);
      else if (!(await completeJob(db, lease)))
        log.warn(`job finished, but ${new JobAborted(await lost(lease)).message}: not recorded`);
    } catch (error) {
      if (signal.aborted) {
        log.info(`job stopped: ${(signal.reason as Error).message}`);
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      const outcome = await failJobAttempt(db, lease, job, message, retryDelaySeconds(backoffBase, job.attempts));
      if (outcome === 'lease lost') await lost(lease);
      log.warn({ outcome }, `job failed: ${message}`);
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function fill(): Promise<void> {
    while (!stopped && active.size < concurrency) {
      const holder = `${workerId}/${randomUUID().slice(0, 8)}`;
      const job = await claimNextJob(db, holder, leaseSeconds).catch((error: unknown) => {
        logger.error({ err: error }, 'claiming a job failed');
        return undefined;
      });
      if (!job) return;
      const controller = new AbortController();
      const task = run(job, { jobId: job.id, holder }, controller)
        .catch((error: unknown) => logger.error({ err: error, job: job.id }, 'recording a job outcome failed'))
        .finally(() => {
          active.delete(holder);
          wake();
        });
      active.set(holder, { jobId: job.id, task, controller });
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
    workerId,
    /** Adds the handlers of a module's job kinds, as the module is wired (before start: no job waits for one). */
    handle(more: Record<string, JobHandler>): void {
      if (!stopped) throw new Error('Job handlers are added before the runner starts');
      for (const kind of Object.keys(more)) {
        if (Object.hasOwn(handlers, kind)) throw new Error(`Two handlers for jobs of kind "${kind}"`);
      }
      Object.assign(handlers, more);
    },
    async start(): Promise<void> {
      if (options.resumeRunningAtStart) {
        const resumed = await releaseRunningJobs(db);
        if (resumed) logger.info(`${resumed} job(s) left running by the last process resumed`);
      }
      stopped = false;
      wake();
      schedule();
    },
    /** Whether an investigation has a job of this kind waiting or running. */
    hasPending: (investigationId: number, kind: string): Promise<boolean> => hasPendingJob(db, investigationId, kind),
    /** The queued and running jobs of these kinds, counted by kind and state (the health check). */
    unfinished: (kinds: readonly string[]): Promise<UnfinishedJobs[]> => unfinishedJobs(db, kinds),
    /** A job as it stands (its kind, investigation and state); undefined when there is none with that id. */
    find: (jobId: number): Promise<JobRow | undefined> => findJob(db, jobId),
    /** Adds a job and wakes a worker for it. */
    async enqueue(job: NewJob, tx: Queryable = db): Promise<number> {
      const id = await insertJob(tx, job);
      setImmediate(wake);
      return id;
    },
    /**
     * Cancels a queued or running job for good: its handler's signal is aborted here at once (in another process
     * at its next heartbeat), and nothing it writes afterwards changes the job. False when it had already finished.
     */
    async cancel(jobId: number): Promise<boolean> {
      const cancelled = await cancelJob(db, jobId);
      if (cancelled) abort(jobId, 'cancelled');
      return cancelled;
    },
    /** Cancels every unfinished job of an investigation (before it is deleted, or from the admin area). */
    async cancelInvestigation(investigationId: number): Promise<number[]> {
      const ids = await cancelInvestigationJobs(db, investigationId);
      for (const id of ids) abort(id, 'cancelled');
      return ids;
    },
    /** Stops claiming; waits for the jobs in hand to finish. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await Promise.allSettled([...active.values()].map((entry) => entry.task));
    },
    /** Resolves when no job is running or due (for tests). */
    async idle(timeoutMs = 30_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if ((await countDueJobs(db)) === 0 && active.size === 0) return;
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
