import type { Queryable } from '../../db/database.js';
import type { MentionRow } from '../persons/index.js';

export interface ReportedInvestigation {
  id: number;
  type: string;
  definition: Record<string, unknown>;
}

export async function findInvestigation(db: Queryable, id: number): Promise<ReportedInvestigation | undefined> {
  const { rows } = await db.query<ReportedInvestigation>(
    'SELECT id, type, definition FROM investigations WHERE id = $1',
    [id],
  );
  return rows[0] && { ...rows[0], id: Number(rows[0].id) };
}

export interface ReportedDocument {
  id: number;
  title: string;
  type: string;
  doi: string | null;
}

export async function documentsOf(db: Queryable, investigationId: number): Promise<ReportedDocument[]> {
  const { rows } = await db.query<ReportedDocument>(
    'SELECT id, title, type, doi FROM documents WHERE investigation_id = $1 ORDER BY id',
    [investigationId],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** Every authorship of the investigation's documents, by name only (which of them is the investigated author's is the caller's to tell). */
export async function authorshipNames(
  db: Queryable,
  investigationId: number,
): Promise<Array<{ document_id: number; position: number; name: string }>> {
  const { rows } = await db.query<{ document_id: number; position: number; name: string }>(
    `SELECT a.document_id, a.position, a.name FROM document_authors a JOIN documents d ON d.id = a.document_id
     WHERE d.investigation_id = $1 ORDER BY a.document_id, a.position`,
    [investigationId],
  );
  return rows.map((row) => ({ ...row, document_id: Number(row.document_id) }));
}

/** These authorships with what the disambiguation scorer compares of them and their person's name. */
export async function mentionsAt(
  db: Queryable,
  keys: ReadonlyArray<{ document_id: number; position: number }>,
): Promise<Array<MentionRow & { person_name: string }>> {
  if (keys.length === 0) return [];
  const { rows } = await db.query<MentionRow & { person_name: string }>(
    `SELECT a.document_id, a.position, a.person_id, a.name, a.affiliations, a.orcid, a.openalex_id, a.clustered,
       d.title, d.abstract, d.keywords, d.journal, extract(year FROM d.date)::int AS year, p.name AS person_name,
       (SELECT array_agg(o.name ORDER BY o.position) FROM document_authors o
         WHERE o.document_id = a.document_id AND o.position <> a.position) AS coauthors
     FROM jsonb_to_recordset($1::jsonb) AS k(document_id bigint, position int)
     JOIN document_authors a ON a.document_id = k.document_id AND a.position = k.position
     JOIN documents d ON d.id = a.document_id JOIN persons p ON p.id = a.person_id
     ORDER BY a.document_id, a.position`,
    [JSON.stringify(keys)],
  );
  return rows.map((row) => ({ ...row, document_id: Number(row.document_id), person_id: Number(row.person_id) }));
}

/** The investigation each of these persons belongs to (persons missing are left out). */
export async function investigationsOfPersons(db: Queryable, personIds: number[]): Promise<Map<number, number>> {
  const { rows } = await db.query<{ id: number; investigation_id: number }>(
    'SELECT id, investigation_id FROM persons WHERE id = ANY($1::bigint[])',
    [personIds],
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.investigation_id)]));
}

interface Counted {
  name: string;
  documents: number;
  last_year: number | null;
}

/** The e-mail addresses mined from the person's documents (of the investigation), most documents first. */
export async function emailsOfPerson(db: Queryable, investigationId: number, personId: number): Promise<Counted[]> {
  const { rows } = await db.query<Counted>(
    `SELECT e.value AS name, count(DISTINCT d.id)::int AS documents, max(extract(year FROM d.date))::int AS last_year
     FROM documents d JOIN document_entities e ON e.document_id = d.id AND e.kind = 'email'
     WHERE d.investigation_id = $1 AND EXISTS (SELECT 1 FROM document_authors a WHERE a.document_id = d.id AND a.person_id = $2)
     GROUP BY e.value ORDER BY documents DESC, last_year DESC NULLS LAST, e.value`,
    [investigationId, personId],
  );
  return rows;
}

/** The affiliations the person's mentions print (their institutions, else the raw affiliation), most documents first. */
export async function affiliationsOfPerson(
  db: Queryable,
  investigationId: number,
  personId: number,
): Promise<Counted[]> {
  const { rows } = await db.query<Counted>(
    `SELECT x.name, count(DISTINCT x.document_id)::int AS documents, max(x.year)::int AS last_year FROM (
       SELECT a.document_id, extract(year FROM d.date) AS year,
         coalesce(NULLIF(i->>'name', ''), a.raw_affiliation) AS name
       FROM document_authors a JOIN documents d ON d.id = a.document_id
       LEFT JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_array_length(a.affiliations) > 0 THEN a.affiliations ELSE '[{}]'::jsonb END) AS i ON true
       WHERE d.investigation_id = $1 AND a.person_id = $2) x
     WHERE x.name IS NOT NULL AND x.name <> ''
     GROUP BY x.name ORDER BY documents DESC, last_year DESC NULLS LAST, x.name`,
    [investigationId, personId],
  );
  return rows;
}

export async function personExists(db: Queryable, investigationId: number, personId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM persons WHERE id = $1 AND investigation_id = $2', [
    personId,
    investigationId,
  ]);
  return rows.length > 0;
}
