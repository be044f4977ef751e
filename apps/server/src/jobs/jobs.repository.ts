import type { Queryable } from '../db/database.js';

export type JobState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

export interface JobRow {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  investigation_id: number | null;
  state: JobState;
  attempts: number;
  max_attempts: number;
  progress: Record<string, unknown>;
  last_error: string | null;
}

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  investigationId?: number;
  maxAttempts?: number;
  /** Not before this many seconds from now (a periodic check). */
  delaySeconds?: number;
}

/**
 * One claim of a running job: every write the job makes names it, and changes nothing once it is lost. The holder
 * names the worker and this claim, so a worker that takes back its own expired job does not share the lease with
 * the attempt it lost it from.
 */
export interface Lease {
  jobId: number;
  holder: string;
}

/** The condition every write under a lease carries ($1 = job id, $2 = holder). */
const HELD = `id = $1 AND locked_by = $2 AND state = 'running'`;

export async function insertJob(db: Queryable, job: NewJob): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO jobs (kind, payload, investigation_id, max_attempts, run_after) VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5)) RETURNING id`,
    [
      job.kind,
      JSON.stringify(job.payload ?? {}),
      job.investigationId ?? null,
      job.maxAttempts ?? 3,
      job.delaySeconds ?? 0,
    ],
  );
  return rows[0]!.id;
}

/**
 * Claims the next job that is due: queued ones, and running ones whose lease ran out (their worker died).
 * SKIP LOCKED lets several workers on one PostgreSQL server claim different jobs at once.
 */
export async function claimNextJob(db: Queryable, holder: string, leaseSeconds: number): Promise<JobRow | undefined> {
  const { rows } = await db.query<JobRow>(
    `UPDATE jobs SET state = 'running', attempts = attempts + 1, locked_by = $1,
                     locked_until = now() + make_interval(secs => $2)
     WHERE id = (
       SELECT id FROM jobs
       WHERE (state = 'queued' AND run_after <= now()) OR (state = 'running' AND locked_until < now())
       ORDER BY run_after, id
       LIMIT 1
       FOR UPDATE SKIP LOCKED)
     RETURNING id, kind, payload, investigation_id, state, attempts, max_attempts, progress, last_error`,
    [holder, leaseSeconds],
  );
  return rows[0];
}

const changed = (result: { rowCount?: number | null }) => (result.rowCount ?? 0) > 0;

/** False when the lease is lost: another worker took the job over, or it was cancelled or deleted. */
export async function extendLease(db: Queryable, lease: Lease, leaseSeconds: number): Promise<boolean> {
  return changed(
    await db.query(`UPDATE jobs SET locked_until = now() + make_interval(secs => $3) WHERE ${HELD}`, [
      lease.jobId,
      lease.holder,
      leaseSeconds,
    ]),
  );
}

export async function saveJobProgress(
  db: Queryable,
  lease: Lease,
  progress: Record<string, unknown>,
): Promise<boolean> {
  return changed(
    await db.query(`UPDATE jobs SET progress = $3 WHERE ${HELD}`, [
      lease.jobId,
      lease.holder,
      JSON.stringify(progress),
    ]),
  );
}

export async function completeJob(db: Queryable, lease: Lease): Promise<boolean> {
  return changed(
    await db.query(
      `UPDATE jobs SET state = 'done', finished_at = now(), locked_by = NULL, locked_until = NULL WHERE ${HELD}`,
      [lease.jobId, lease.holder],
    ),
  );
}

export type AttemptOutcome = 'retry' | 'failed' | 'lease lost';

/** Puts a failed attempt back in the queue after `delaySeconds`, or marks the job failed when none are left. */
export async function failJobAttempt(
  db: Queryable,
  lease: Lease,
  job: JobRow,
  error: string,
  delaySeconds: number,
): Promise<AttemptOutcome> {
  const retry = job.attempts < job.max_attempts;
  const result = await db.query(
    `UPDATE jobs SET state = $3, last_error = $4, locked_by = NULL, locked_until = NULL,
            run_after = now() + make_interval(secs => $5), finished_at = CASE WHEN $3 = 'failed' THEN now() END
     WHERE ${HELD}`,
    [lease.jobId, lease.holder, retry ? 'queued' : 'failed', error, delaySeconds],
  );
  if (!changed(result)) return 'lease lost';
  return retry ? 'retry' : 'failed';
}

/** On the embedded database only one process runs jobs: whatever was running when it stopped is resumed now. */
export async function releaseRunningJobs(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE jobs SET state = 'queued', locked_by = NULL, locked_until = NULL, run_after = now() WHERE state = 'running'`,
  );
  return rowCount ?? 0;
}

const CANCEL = `UPDATE jobs SET state = 'cancelled', last_error = 'cancelled', finished_at = now(), locked_by = NULL, locked_until = NULL`;

/** Cancels a job that has not finished; false when it had (or does not exist). */
export async function cancelJob(db: Queryable, jobId: number): Promise<boolean> {
  return changed(await db.query(`${CANCEL} WHERE id = $1 AND state IN ('queued', 'running')`, [jobId]));
}

/** Cancels every unfinished job of an investigation; returns their ids. */
export async function cancelInvestigationJobs(db: Queryable, investigationId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `${CANCEL} WHERE investigation_id = $1 AND state IN ('queued', 'running') RETURNING id`,
    [investigationId],
  );
  return rows.map((row) => Number(row.id));
}

export async function findJob(db: Queryable, jobId: number): Promise<JobRow | undefined> {
  const { rows } = await db.query<JobRow>(
    'SELECT id, kind, payload, investigation_id, state, attempts, max_attempts, progress, last_error FROM jobs WHERE id = $1',
    [jobId],
  );
  return rows[0];
}

/** Jobs running or due now. */
export async function countDueJobs(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*) AS n FROM jobs WHERE state = 'running' OR (state = 'queued' AND run_after <= now())`,
  );
  return rows[0]!.n;
}

/** Whether an investigation has a job of this kind waiting or running. */
export async function hasPendingJob(db: Queryable, investigationId: number, kind: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM jobs WHERE investigation_id = $1 AND kind = $2 AND state IN ('queued', 'running') LIMIT 1`,
    [investigationId, kind],
  );
  return rows.length > 0;
}

/** Unfinished jobs of one kind in one state, and how long the oldest due one has waited (queued only). */
export interface UnfinishedJobs {
  kind: string;
  state: 'queued' | 'running';
  count: number;
  oldestWaitingSeconds: number | null;
}

/**
 * The unfinished jobs of these kinds by kind and state: the health check's one query, answered from the partial
 * index of unfinished jobs (migration 026) however many finished jobs the table keeps.
 */
export async function unfinishedJobs(db: Queryable, kinds: readonly string[]): Promise<UnfinishedJobs[]> {
  const { rows } = await db.query<{ kind: string; state: 'queued' | 'running'; n: number; waited: number | null }>(
    `SELECT kind, state, count(*)::int AS n,
            extract(epoch FROM now() - min(run_after) FILTER (WHERE state = 'queued' AND run_after <= now()))::float8 AS waited
     FROM jobs WHERE state IN ('queued', 'running') AND kind = ANY($1::text[])
     GROUP BY kind, state`,
    [kinds],
  );
  return rows.map((row) => ({
    kind: row.kind,
    state: row.state,
    count: row.n,
    oldestWaitingSeconds: row.waited === null ? null : Number(row.waited),
  }));
}
