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

/** Whether the investigation holds any document (a re-harvest of its current documents needs one). */
export async function hasDocuments(db: Queryable, investigationId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM documents WHERE investigation_id = $1 LIMIT 1', [investigationId]);
  return rows.length > 0;
}
