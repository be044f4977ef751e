import type { Database } from '../db/database.js';

let nextJobId = 9_000_000;

/** A finished harvest of the investigation with nothing to undo yet (each call another), for calls that use one up. */
export async function insertFinishedRun(db: Database, investigationId: number): Promise<number> {
  const jobId = nextJobId++;
  await db.query(
    `INSERT INTO harvest_runs (job_id, investigation_id, title, state, finished_at) VALUES ($1, $2, 'First harvest', 'done', now())`,
    [jobId, investigationId],
  );
  return jobId;
}
