import type { Queryable } from '../../db/database.js';

/** Adds and removes labels (case-insensitively) on the documents; answers the changed documents' labels. */
export async function changeLabels(
  db: Queryable,
  investigationId: number,
  documentIds: number[],
  add: string[],
  remove: string[],
): Promise<Array<{ id: number; labels: string[] }>> {
  const { rows } = await db.query<{ id: number; labels: string[] }>(
    `UPDATE documents d SET labels = ARRAY(
        SELECT DISTINCT ON (lower(l)) l FROM unnest(d.labels || $3::text[]) AS l
        WHERE lower(l) <> ALL (SELECT lower(r) FROM unnest($4::text[]) AS r)
        ORDER BY lower(l)), touched = true
     WHERE investigation_id = $1 AND id = ANY($2::bigint[])
     RETURNING id, labels`,
    [investigationId, documentIds, add, remove],
  );
  return rows;
}

export async function renameLabelEverywhere(
  db: Queryable,
  investigationId: number,
  oldLabel: string,
  newLabel: string,
) {
  const { rows } = await db.query<{ id: number; labels: string[] }>(
    `UPDATE documents d SET labels = ARRAY(
        SELECT DISTINCT ON (lower(x)) x FROM unnest(ARRAY(SELECT CASE WHEN lower(l) = lower($2) THEN $3 ELSE l END FROM unnest(d.labels) AS l)) AS x
        ORDER BY lower(x))
     WHERE investigation_id = $1 AND EXISTS (SELECT 1 FROM unnest(d.labels) AS l WHERE lower(l) = lower($2))
     RETURNING id, labels`,
    [investigationId, oldLabel, newLabel],
  );
  return rows;
}

export async function markRead(db: Queryable, investigationId: number, documentIds: number[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    'UPDATE documents SET touched = true WHERE investigation_id = $1 AND id = ANY($2::bigint[]) RETURNING id',
    [investigationId, documentIds],
  );
  return rows.map((row) => row.id);
}

export async function documentIdsWithLabel(db: Queryable, investigationId: number, label: string): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM documents d WHERE investigation_id = $1 AND EXISTS (SELECT 1 FROM unnest(d.labels) l WHERE lower(l) = lower($2))',
    [investigationId, label],
  );
  return rows.map((row) => row.id);
}
