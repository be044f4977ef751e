import type { Queryable } from '../../db/database.js';
import { moveEntityLabels } from './entity-labels.repository.js';

/** Of these values of an entity kind, those some document of the investigation mentions. */
export async function mentionedEntityValues(
  db: Queryable,
  investigationId: number,
  kind: string,
  values: string[],
): Promise<string[]> {
  const { rows } = await db.query<{ value: string }>(
    `SELECT DISTINCT e.value FROM document_entities e JOIN documents d ON d.id = e.document_id
     WHERE d.investigation_id = $1 AND e.kind = $2 AND e.value = ANY($3::text[])`,
    [investigationId, kind, values],
  );
  return rows.map((row) => row.value);
}

/**
 * Every document mentioning one of `merged` mentions `kept` instead (once); removals of the merged values go with
 * them, their labels to `kept`. Answers the documents changed.
 */
export async function mergeEntityValues(
  tx: Queryable,
  investigationId: number,
  kind: string,
  kept: string,
  merged: string[],
  category: string,
): Promise<number[]> {
  const { rows } = await tx.query<{ document_id: number }>(
    `DELETE FROM document_entities e USING documents d
     WHERE d.id = e.document_id AND d.investigation_id = $1 AND e.kind = $2 AND e.value = ANY($3::text[])
     RETURNING e.document_id`,
    [investigationId, kind, merged],
  );
  const documentIds = [...new Set(rows.map((row) => Number(row.document_id)))];
  await tx.query(
    `INSERT INTO document_entities (document_id, kind, value) SELECT unnest($1::bigint[]), $2, $3 ON CONFLICT DO NOTHING`,
    [documentIds, kind, kept],
  );
  await tx.query(
    'DELETE FROM removed_values WHERE investigation_id = $1 AND category = $2 AND value = ANY($3::text[])',
    [investigationId, category, merged],
  );
  await moveEntityLabels(tx, investigationId, kind, kept, merged);
  return documentIds;
}
