import type { Queryable } from '../db/database.js';

export interface JobRow {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  investigation_id: number | null;
  state: 'queued' | 'running' | 'done' | 'failed';
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
}

export async function insertJob(db: Queryable, job: NewJob): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO jobs (kind, payload, investigation_id, max_attempts) VALUES ($1, $2, $3, $4) RETURNING id`,
    [job.kind, JSON.stringify(job.payload ?? {}), job.investigationId ?? null, job.maxAttempts ?? 3],
  );
  return rows[0]!.id;
}

/**
 * Claims the next job that is due: queued ones, and running ones whose lease ran out (their worker died).
 * SKIP LOCKED lets several workers on one PostgreSQL server claim different jobs at once.
 */
export async function claimNextJob(db: Queryable, workerId: string, leaseSeconds: number): Promise<JobRow | undefined> {
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
    [workerId, leaseSeconds],
  );
  return rows[0];
}

export async function extendLease(db: Queryable, jobId: number, workerId: string, leaseSeconds: number): Promise<void> {
  await db.query(
    `UPDATE jobs SET locked_until = now() + make_interval(secs => $3) WHERE id = $1 AND locked_by = $2 AND state = 'running'`,
    [jobId, workerId, leaseSeconds],
  );
}

export async function saveJobProgress(db: Queryable, jobId: number, progress: Record<string, unknown>): Promise<void> {
  await db.query('UPDATE jobs SET progress = $2 WHERE id = $1', [jobId, JSON.stringify(progress)]);
}

export async function completeJob(db: Queryable, jobId: number): Promise<void> {
  await db.query(`UPDATE jobs SET state = 'done', finished_at = now(), locked_by = NULL, locked_until = NULL WHERE id = $1`, [jobId]);
}

/** Puts a failed attempt back in the queue after `delaySeconds`, or marks the job failed when none are left. */
export async function failJobAttempt(db: Queryable, job: JobRow, error: string, delaySeconds: number): Promise<'retry' | 'failed'> {
  const retry = job.attempts < job.max_attempts;
  await db.query(
    `UPDATE jobs SET state = $2, last_error = $3, locked_by = NULL, locked_until = NULL,
            run_after = now() + make_interval(secs => $4), finished_at = CASE WHEN $2 = 'failed' THEN now() END
     WHERE id = $1`,
    [job.id, retry ? 'queued' : 'failed', error, delaySeconds],
  );
  return retry ? 'retry' : 'failed';
}

/** On the embedded database only one process runs jobs: whatever was running when it stopped is resumed now. */
export async function releaseRunningJobs(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(`UPDATE jobs SET state = 'queued', locked_by = NULL, locked_until = NULL, run_after = now() WHERE state = 'running'`);
  return rowCount ?? 0;
}

export async function cancelInvestigationJobs(db: Queryable, investigationId: number): Promise<void> {
  await db.query(`UPDATE jobs SET state = 'failed', last_error = 'cancelled', finished_at = now() WHERE investigation_id = $1 AND state IN ('queued', 'running')`, [
    investigationId,
  ]);
}

/** Jobs running or due now. */
export async function countDueJobs(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*) AS n FROM jobs WHERE state = 'running' OR (state = 'queued' AND run_after <= now())`,
  );
  return rows[0]!.n;
}
