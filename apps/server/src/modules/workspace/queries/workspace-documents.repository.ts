import type { Queryable } from '../../../db/database.js';
import { PAGE_TEXT_CHARS } from '../index/workspace-index.repository.js';

export async function saveLastFilter(
  db: Queryable,
  userId: number,
  investigationId: number,
  spec: unknown,
): Promise<void> {
  await db.query(
    `INSERT INTO investigation_filters (user_id, investigation_id, spec) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, investigation_id) DO UPDATE SET spec = EXCLUDED.spec, updated_at = now()`,
    [userId, investigationId, JSON.stringify(spec)],
  );
}

export async function findLastFilter(db: Queryable, userId: number, investigationId: number): Promise<unknown> {
  const { rows } = await db.query<{ spec: unknown }>(
    'SELECT spec FROM investigation_filters WHERE user_id = $1 AND investigation_id = $2',
    [userId, investigationId],
  );
  return rows[0]?.spec;
}

/** The mentioned entities (persons, organizations, locations, concepts) of documents, for highlighting. */
export async function mentionedEntities(
  db: Queryable,
  documentIds: number[],
): Promise<Map<number, Array<{ value: string; kind: string }>>> {
  const { rows } = await db.query<{ document_id: number; value: string; kind: string }>(
    `SELECT document_id, value, kind FROM document_entities
     WHERE document_id = ANY($1::bigint[]) AND kind IN ('person', 'organization', 'location', 'concept')`,
    [documentIds],
  );
  const byDocument = new Map<number, Array<{ value: string; kind: string }>>();
  for (const row of rows)
    byDocument.set(row.document_id, [...(byDocument.get(row.document_id) ?? []), { value: row.value, kind: row.kind }]);
  return byDocument;
}

/** Which of `ids` are documents of the investigation. */
export async function documentIdsIn(db: Queryable, investigationId: number, ids: number[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM documents WHERE investigation_id = $1 AND id = ANY($2::bigint[]) ORDER BY id',
    [investigationId, ids],
  );
  return rows.map((row) => row.id);
}

export async function lastDocumentId(db: Queryable, investigationId: number): Promise<number> {
  const { rows } = await db.query<{ last: number }>(
    'SELECT coalesce(max(id), 0) AS last FROM documents WHERE investigation_id = $1',
    [investigationId],
  );
  return Number(rows[0]!.last);
}

/** The page texts of these documents (cut as the index cuts them), for those that have one. */
export async function pageTexts(db: Queryable, investigationId: number, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: number; text: string }>(
    `SELECT id, left(text, $3) AS text FROM documents WHERE investigation_id = $1 AND id = ANY($2::bigint[]) AND text <> ''`,
    [investigationId, ids, PAGE_TEXT_CHARS],
  );
  return new Map(rows.map((row) => [Number(row.id), row.text]));
}

export async function documentIdsWithLabel(db: Queryable, investigationId: number, label: string): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM documents d WHERE investigation_id = $1 AND EXISTS (SELECT 1 FROM unnest(d.labels) l WHERE lower(l) = lower($2))',
    [investigationId, label],
  );
  return rows.map((row) => row.id);
}

/** The affiliations (and affiliation lines as printed) of these persons, over all their authorships (researcher cues). */
export async function personAffiliations(
  db: Queryable,
  investigationId: number,
  personIds: number[],
): Promise<Map<number, string[]>> {
  if (personIds.length === 0) return new Map();
  const { rows } = await db.query<{ person_id: number; affiliation: string | null }>(
    `SELECT DISTINCT a.person_id, f.value->>'name' AS affiliation
     FROM document_authors a
     JOIN documents d ON d.id = a.document_id
     CROSS JOIN LATERAL jsonb_array_elements(a.affiliations) f
     WHERE d.investigation_id = $1 AND a.person_id = ANY($2::bigint[]) AND jsonb_typeof(f.value) = 'object'
     UNION
     SELECT a.person_id, a.raw_affiliation
     FROM document_authors a
     JOIN documents d ON d.id = a.document_id
     WHERE d.investigation_id = $1 AND a.person_id = ANY($2::bigint[]) AND a.raw_affiliation IS NOT NULL`,
    [investigationId, personIds],
  );
  const byPerson = new Map<number, string[]>();
  for (const row of rows) {
    if (!row.affiliation) continue;
    const person = Number(row.person_id);
    byPerson.set(person, [...(byPerson.get(person) ?? []), row.affiliation]);
  }
  return byPerson;
}
