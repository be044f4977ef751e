import {
  HEALTHCHECK_DATABASE_TIMEOUT_MS,
  type HealthCheckReport,
  MERGE_MAX_WAIT_SECONDS,
  NORMALIZATION_MAX_WAIT_SECONDS,
} from '@quarry/contract';
import type { UnfinishedJobs } from '../../jobs/job-runner.js';

/** The job kinds each check counts. */
export interface HealthCheckKinds {
  merge: readonly string[];
  normalization: readonly string[];
}

/** Reports younger than this are shared: many admin pages polling each second cost one query a half-second. */
export const HEALTHCHECK_REUSE_MS = 500;

interface QueueFigures {
  running: number;
  queued: number;
  oldestWaitingSeconds: number | null;
}

function figuresOf(rows: readonly UnfinishedJobs[], kinds: readonly string[]): QueueFigures {
  const mine = rows.filter((row) => kinds.includes(row.kind));
  const sum = (state: UnfinishedJobs['state']) =>
    mine.filter((row) => row.state === state).reduce((total, row) => total + row.count, 0);
  const waits = mine.map((row) => row.oldestWaitingSeconds).filter((wait): wait is number => wait !== null);
  return {
    running: sum('running'),
    queued: sum('queued'),
    oldestWaitingSeconds: waits.length > 0 ? Math.round(Math.max(...waits)) : null,
  };
}

const waitedTooLong = (what: string, figures: QueueFigures, maxSeconds: number) =>
  figures.oldestWaitingSeconds !== null && figures.oldestWaitingSeconds > maxSeconds
    ? `The oldest waiting ${what} job has waited ${figures.oldestWaitingSeconds} s (more than ${maxSeconds} s)`
    : null;

const check = (reason: string | null) => ({
  status: reason === null ? ('ok' as const) : ('degraded' as const),
  reason,
});

/** The report of doc 3's health checks from the unfinished jobs, or from the database's failure to answer. */
export function healthReport(
  answer: { rows: readonly UnfinishedJobs[] } | { error: string },
  kinds: HealthCheckKinds,
  now = new Date(),
): HealthCheckReport {
  if ('error' in answer) {
    const unknown = `Unknown: ${answer.error}`;
    return {
      status: 'degraded',
      checkedAt: now.toISOString(),
      merge: { ...check(unknown), running: 0, queued: 0 },
      normalization: { ...check(unknown), running: 0, queued: 0, oldestWaitingSeconds: null },
      database: check(answer.error),
    };
  }
  const merge = figuresOf(answer.rows, kinds.merge);
  const normalization = figuresOf(answer.rows, kinds.normalization);
  const report: HealthCheckReport = {
    status: 'ok',
    checkedAt: now.toISOString(),
    merge: {
      ...check(waitedTooLong('disambiguation', merge, MERGE_MAX_WAIT_SECONDS)),
      running: merge.running,
      queued: merge.queued,
    },
    normalization: {
      ...check(waitedTooLong('harvest', normalization, NORMALIZATION_MAX_WAIT_SECONDS)),
      ...normalization,
    },
    database: check(null),
  };
  if (report.merge.status === 'degraded' || report.normalization.status === 'degraded') report.status = 'degraded';
  return report;
}

/** Rejects after `ms` unless `work` settles first. */
async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /maintenance/healthcheck's work: one query of the unfinished jobs (an index of its own) at most every
 * HEALTHCHECK_REUSE_MS, however many pages poll. A call answers the newest report at once and, when that one is
 * older, starts the next query: a poll never waits behind the requests queued at the database, and what it shows is
 * at most HEALTHCHECK_REUSE_MS + HEALTHCHECK_DATABASE_TIMEOUT_MS old (`checkedAt` says when). Only the first call waits.
 */
export function createHealthCheck(read: () => Promise<UnfinishedJobs[]>, kinds: HealthCheckKinds) {
  let last: { at: number; report: HealthCheckReport } | undefined;
  let next: Promise<HealthCheckReport> | undefined;

  async function measure(): Promise<HealthCheckReport> {
    const at = Date.now();
    let report: HealthCheckReport;
    try {
      report = healthReport({ rows: await within(read(), HEALTHCHECK_DATABASE_TIMEOUT_MS) }, kinds);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      report = healthReport({ error: `The database query failed: ${message}` }, kinds);
    }
    last = { at, report };
    return report;
  }

  return {
    async report(): Promise<HealthCheckReport> {
      if (!next && (!last || Date.now() - last.at >= HEALTHCHECK_REUSE_MS)) {
        next = measure().finally(() => (next = undefined));
      }
      return last?.report ?? (await next!);
    },
  };
}

export type HealthCheck = ReturnType<typeof createHealthCheck>;
