import type { Queryable } from '../../../db/database.js';
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
 * Removals of the merged values go with them (the documents module moved their mentions to `kept`), their labels
 * to `kept`.
 */
export async function mergeEntityReviews(
  tx: Queryable,
  investigationId: number,
  kind: string,
  kept: string,
  merged: string[],
  category: string,
): Promise<void> {
  await tx.query(
    'DELETE FROM removed_values WHERE investigation_id = $1 AND category = $2 AND value = ANY($3::text[])',
    [investigationId, category, merged],
  );
  await moveEntityLabels(tx, investigationId, kind, kept, merged);
}
