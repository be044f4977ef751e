import type { Queryable } from '../../db/database.js';

/**
 * Keeps what a disambiguation job left: the person of every mention of the investigation now (keyed
 * "<document_id>:<position>"), then drops all but the investigation's last `keep` runs.
 */
export async function recordClusteringRun(db: Queryable, investigationId: number, keep: number): Promise<void> {
  await db.query(
    `INSERT INTO clustering_runs (investigation_id, assignments)
     SELECT $1, coalesce(jsonb_object_agg(a.document_id || ':' || a.position, a.person_id), '{}'::jsonb)
     FROM persons p JOIN document_authors a ON a.person_id = p.id WHERE p.investigation_id = $1`,
    [investigationId],
  );
  await db.query(
    `DELETE FROM clustering_runs WHERE investigation_id = $1
     AND id NOT IN (SELECT id FROM clustering_runs WHERE investigation_id = $1 ORDER BY id DESC LIMIT $2)`,
    [investigationId, keep],
  );
}
