import type { Queryable } from '../../db/database.js';
import { HARVEST_JOB } from '../../engines/harvest/harvest-ports.js';

/** The names of the investigation's author enrichment harvests, and whether each harvest is still to finish. */
export async function enrichmentNames(
  db: Queryable,
  investigationId: number,
): Promise<Array<{ name: string; finished: boolean }>> {
  const { rows } = await db.query<{ name: string; finished: boolean }>(
    `SELECT DISTINCT name, j.state IN ('done', 'failed') AS finished
     FROM jobs j, jsonb_array_elements_text(j.payload->'request'->'names') AS name
     WHERE j.investigation_id = $1 AND j.kind = $2 AND j.payload->'request'->>'kind' = 'authors'`,
    [investigationId, HARVEST_JOB],
  );
  return rows;
}
