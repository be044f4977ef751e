import type { Queryable } from '../../../db/database.js';

/** An entity's labels, alphabetically (case-insensitive). */
export async function entityLabelsOf(
  db: Queryable,
  investigationId: number,
  kind: string,
  name: string,
): Promise<string[]> {
  const { rows } = await db.query<{ label: string }>(
    'SELECT label FROM entity_labels WHERE investigation_id = $1 AND kind = $2 AND name = $3 ORDER BY lower(label), label',
    [investigationId, kind, name],
  );
  return rows.map((row) => row.label);
}

/** Adds labels to an entity; one it has already (in any case) is kept as it is. */
export async function addEntityLabels(
  db: Queryable,
  investigationId: number,
  kind: string,
  name: string,
  labels: string[],
): Promise<void> {
  await db.query(
    `INSERT INTO entity_labels (investigation_id, kind, name, label) SELECT $1, $2, $3, unnest($4::text[])
     ON CONFLICT (investigation_id, kind, name, lower(label)) DO NOTHING`,
    [investigationId, kind, name, labels],
  );
}

export async function removeEntityLabels(
  db: Queryable,
  investigationId: number,
  kind: string,
  name: string,
  labels: string[],
): Promise<void> {
  await db.query(
    `DELETE FROM entity_labels WHERE investigation_id = $1 AND kind = $2 AND name = $3
     AND lower(label) = ANY(SELECT lower(l) FROM unnest($4::text[]) AS l)`,
    [investigationId, kind, name, labels],
  );
}

/**
 * Renames a label on every entity of the investigation; an entity that has the new label already keeps one.
 * Answers how many entities had the old one.
 */
export async function renameEntityLabel(
  tx: Queryable,
  investigationId: number,
  oldLabel: string,
  newLabel: string,
): Promise<number> {
  const { rows } = await tx.query<{ kind: string; name: string }>(
    'DELETE FROM entity_labels WHERE investigation_id = $1 AND lower(label) = lower($2) RETURNING kind, name',
    [investigationId, oldLabel],
  );
  await tx.query(
    `INSERT INTO entity_labels (investigation_id, kind, name, label)
     SELECT $1, unnest($2::text[]), unnest($3::text[]), $4
     ON CONFLICT (investigation_id, kind, name, lower(label)) DO NOTHING`,
    [investigationId, rows.map((row) => row.kind), rows.map((row) => row.name), newLabel],
  );
  return rows.length;
}

export async function deleteEntityLabel(db: Queryable, investigationId: number, label: string): Promise<void> {
  await db.query('DELETE FROM entity_labels WHERE investigation_id = $1 AND lower(label) = lower($2)', [
    investigationId,
    label,
  ]);
}

/** The labels of merged entities go to the one kept (doc 3 §4: the first's is kept). */
export async function moveEntityLabels(
  tx: Queryable,
  investigationId: number,
  kind: string,
  kept: string,
  merged: string[],
): Promise<void> {
  await tx.query(
    `INSERT INTO entity_labels (investigation_id, kind, name, label)
     SELECT investigation_id, kind, $3, label FROM entity_labels WHERE investigation_id = $1 AND kind = $2 AND name = ANY($4::text[])
     ON CONFLICT (investigation_id, kind, name, lower(label)) DO NOTHING`,
    [investigationId, kind, kept, merged],
  );
  await tx.query('DELETE FROM entity_labels WHERE investigation_id = $1 AND kind = $2 AND name = ANY($3::text[])', [
    investigationId,
    kind,
    merged,
  ]);
}

/** A duplicated investigation keeps its entities' labels. */
export async function copyEntityLabels(tx: Queryable, sourceId: number, copyId: number): Promise<void> {
  await tx.query(
    'INSERT INTO entity_labels (investigation_id, kind, name, label) SELECT $1, kind, name, label FROM entity_labels WHERE investigation_id = $2',
    [copyId, sourceId],
  );
}
