import type { Queryable } from '../../../db/database.js';
import { FILLABLE_COLUMNS, type FillableValues } from '../document-store.js';

/** A work of the investigation as the duplicate finder reads it: a document, or a record merged into one. */
export interface StoredWork {
  /** The dedupe key of the document (for a merged record, of the document it was merged into). */
  key: string;
  title: string;
  doi: string | null;
  related_dois: string[];
  year: number | null;
  journal: string | null;
  publication_type: string | null;
  authors: string[];
}

/** Every document of the investigation (web pages aside: their URL is their identity) and every record merged into one, for the duplicate finder. */
export async function storedWorks(db: Queryable, investigationId: number): Promise<StoredWork[]> {
  const { rows } = await db.query<StoredWork>(
    `SELECT d.dedupe_key AS key, d.title, d.doi, d.related_dois, extract(year FROM d.date)::int AS year, d.journal,
       d.publication_type, coalesce(a.names, '{}') AS authors
     FROM documents d LEFT JOIN (SELECT a.document_id, array_agg(a.name ORDER BY a.position) AS names FROM document_authors a
       JOIN documents x ON x.id = a.document_id WHERE x.investigation_id = $1 AND a.position < 12 GROUP BY a.document_id) a
       ON a.document_id = d.id
     WHERE d.investigation_id = $1 AND d.type <> 'Web Page'
     UNION ALL
     SELECT d.dedupe_key, m.title, m.doi, coalesce(ARRAY(SELECT jsonb_array_elements_text(m.record->'relatedDois')), '{}'),
       m.year, m.journal, m.record->>'publicationType',
       coalesce(ARRAY(SELECT a->>'name' FROM jsonb_array_elements(m.record->'authors') a LIMIT 12), '{}')
     FROM document_merges m JOIN documents d ON d.id = m.document_id WHERE m.investigation_id = $1`,
    [investigationId],
  );
  return rows;
}

/** The fillable columns of these documents as they are now, and the columns a user set or cleared (never filled). */
export async function fillableValues(
  db: Queryable,
  documentIds: number[],
): Promise<Map<number, { values: FillableValues; overwritten: string[] }>> {
  if (documentIds.length === 0) return new Map();
  const { rows } = await db.query<FillableValues & { id: number; overwritten: string[] }>(
    `SELECT id, overwritten, ${FILLABLE_COLUMNS.map((column) => (column === 'date' ? "to_char(date, 'YYYY-MM-DD') AS date" : column)).join(', ')}
     FROM documents WHERE id = ANY($1::bigint[])`,
    [documentIds],
  );
  return new Map(rows.map(({ id, overwritten, ...values }) => [Number(id), { values, overwritten }]));
}

export interface StoredMerge {
  dedupe_key: string;
  record: unknown;
  filled: Partial<FillableValues>;
}

/** A merge of the document, in the investigation. */
export async function findMerge(
  db: Queryable,
  investigationId: number,
  documentId: number,
  mergeId: number,
): Promise<StoredMerge | undefined> {
  const { rows } = await db.query<StoredMerge>(
    'SELECT dedupe_key, record, filled FROM document_merges WHERE id = $1 AND document_id = $2 AND investigation_id = $3',
    [mergeId, documentId, investigationId],
  );
  return rows[0];
}

export interface SourceRow {
  merge_id: number | null;
  source: string | null;
  source_id: string | null;
  title: string;
  doi: string | null;
  url: string | null;
  journal: string | null;
  year: number | null;
  harvester_type: string;
  reason: string | null;
  merged_at: Date | null;
}

/**
 * The records a document is made of: its first (the document's own values, less those a merge filled in), then
 * every merged one, oldest first. Empty when the document is not the investigation's.
 */
export async function documentSourceRows(
  db: Queryable,
  investigationId: number,
  documentId: number,
): Promise<SourceRow[]> {
  const ownUnlessFilled = (column: string, value = `d.${column}`) =>
    `CASE WHEN EXISTS (SELECT 1 FROM document_merges f WHERE f.document_id = d.id AND f.filled ? '${column}') THEN NULL ELSE ${value} END`;
  const { rows } = await db.query<SourceRow>(
    `SELECT NULL::bigint AS merge_id, s.source, s.source_id, d.title, ${ownUnlessFilled('doi')} AS doi, ${ownUnlessFilled('url')} AS url,
       ${ownUnlessFilled('journal')} AS journal, ${ownUnlessFilled('date', 'extract(year FROM d.date)::int')} AS year, d.harvester_type,
       NULL AS reason, NULL::timestamptz AS merged_at
     FROM documents d LEFT JOIN LATERAL (SELECT source, source_id FROM document_sources WHERE document_id = d.id
       ORDER BY harvested_at, source LIMIT 1) s ON true
     WHERE d.investigation_id = $1 AND d.id = $2
     UNION ALL
     SELECT m.id, m.source, m.source_id, m.title, m.doi, m.url, m.journal, m.year, m.harvester_type, m.reason, m.merged_at
     FROM document_merges m WHERE m.investigation_id = $1 AND m.document_id = $2
     ORDER BY merged_at NULLS FIRST, merge_id`,
    [investigationId, documentId],
  );
  return rows;
}

/** The persons of a document's authors. */
export async function personIdsOf(db: Queryable, documentId: number): Promise<number[]> {
  const { rows } = await db.query<{ person_id: number }>(
    'SELECT person_id FROM document_authors WHERE document_id = $1',
    [documentId],
  );
  return rows.map((row) => row.person_id);
}
