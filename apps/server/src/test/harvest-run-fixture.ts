import type { Database } from '../db/database.js';

let nextJobId = 9_000_000;

/** A finished requested harvest of the investigation (each call another), for the undo that uses one up. */
export async function insertFinishedRun(db: Database, investigationId: number): Promise<number> {
  const jobId = nextJobId++;
  await db.query(
    `INSERT INTO harvest_runs (job_id, investigation_id, title, state, added, finished_at) VALUES ($1, $2, 'One-time harvest of "peat"', 'done', 1, now())`,
    [jobId, investigationId],
  );
  return jobId;
}
