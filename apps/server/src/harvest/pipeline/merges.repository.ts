import type { Queryable } from '../../db/database.js';

/** The columns a merged record may fill on its document when they are empty, and a split empties again. */
export const FILLABLE_COLUMNS = [
  'abstract',
  'doi',
  'journal',
  'publisher',
  'volume',
  'issue',
  'first_page',
  'last_page',
  'date',
  'date_precision',
  'publication_type',
  'language',
  'citation_number',
  'url',
  'full_text_url',
  'keywords',
] as const;
export type FillableColumn = (typeof FILLABLE_COLUMNS)[number];
export type FillableValues = {
  [C in FillableColumn]: C extends 'keywords' ? string[] : C extends 'citation_number' ? number | null : string | null;
};

export interface MergeRow {
  document_id: number;
  dedupe_key: string;
  source: string;
  source_id: string | null;
  doi: string | null;
  url: string | null;
  harvester_type: string;
  title: string;
  year: number | null;
  journal: string | null;
  reason: string;
  record: unknown;
  filled: Partial<FillableValues>;
}

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

/** The fillable columns of these documents as they are now. */
export async function fillableValues(db: Queryable, documentIds: number[]): Promise<Map<number, FillableValues>> {
  if (documentIds.length === 0) return new Map();
  const { rows } = await db.query<FillableValues & { id: number }>(
    `SELECT id, ${FILLABLE_COLUMNS.map((column) => (column === 'date' ? "to_char(date, 'YYYY-MM-DD') AS date" : column)).join(', ')}
     FROM documents WHERE id = ANY($1::bigint[])`,
    [documentIds],
  );
  return new Map(rows.map(({ id, ...values }) => [Number(id), values]));
}

/** Writes the filled columns of each document (a column absent from `values` stays as it is). */
export async function fillDocuments(
  db: Queryable,
  fills: Array<{ id: number; values: Partial<FillableValues> }>,
): Promise<void> {
  const changed = fills.filter((fill) => Object.keys(fill.values).length > 0);
  if (changed.length === 0) return;
  const set = FILLABLE_COLUMNS.map((column) => {
    if (column === 'keywords')
      return "keywords = CASE WHEN x.v ? 'keywords' THEN ARRAY(SELECT jsonb_array_elements_text(x.v->'keywords')) ELSE d.keywords END";
    const cast = column === 'date' ? '::date' : column === 'citation_number' ? '::integer' : '';
    return `${column} = CASE WHEN x.v ? '${column}' THEN (x.v->>'${column}')${cast} ELSE d.${column} END`;
  });
  await db.query(
    `UPDATE documents d SET ${set.join(', ')}
     FROM jsonb_to_recordset($1::jsonb) AS x(id bigint, v jsonb) WHERE d.id = x.id`,
    [JSON.stringify(changed.map((fill) => ({ id: fill.id, v: fill.values })))],
  );
}

export async function insertMerges(db: Queryable, investigationId: number, merges: MergeRow[]): Promise<void> {
  if (merges.length === 0) return;
  await db.query(
    `INSERT INTO document_merges (investigation_id, document_id, dedupe_key, source, source_id, doi, url, harvester_type, title,
       year, journal, reason, record, filled)
     SELECT $1, x.document_id, x.dedupe_key, x.source, x.source_id, x.doi, x.url, x.harvester_type, x.title, x.year, x.journal,
       x.reason, x.record, x.filled
     FROM jsonb_to_recordset($2::jsonb) AS x(document_id bigint, dedupe_key text, source text, source_id text, doi text,
       url text, harvester_type text, title text, year integer, journal text, reason text, record jsonb, filled jsonb)
     ON CONFLICT (investigation_id, dedupe_key) DO NOTHING`,
    [investigationId, JSON.stringify(merges)],
  );
}

const EMPTY: Record<FillableColumn, string> = {
  abstract: "''",
  keywords: "'{}'",
  doi: 'NULL',
  journal: 'NULL',
  publisher: 'NULL',
  volume: 'NULL',
  issue: 'NULL',
  first_page: 'NULL',
  last_page: 'NULL',
  date: 'NULL',
  date_precision: 'NULL',
  publication_type: 'NULL',
  language: 'NULL',
  citation_number: 'NULL',
  url: 'NULL',
  full_text_url: 'NULL',
};

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

/** Removes a merge; false when it was gone already. */
export async function deleteMerge(db: Queryable, mergeId: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM document_merges WHERE id = $1', [mergeId]);
  return (rowCount ?? 0) > 0;
}

/** Empties the columns a merge filled, where they still hold what it wrote (a date takes its precision along). */
export async function emptyFilled(db: Queryable, documentId: number, filled: Partial<FillableValues>): Promise<void> {
  const columns = FILLABLE_COLUMNS.filter((column) => column in filled && column !== 'date_precision');
  if (columns.length === 0) return;
  const written = (column: FillableColumn) =>
    column === 'keywords'
      ? "ARRAY(SELECT jsonb_array_elements_text(x.f->'keywords'))"
      : `(x.f->>'${column}')${column === 'date' ? '::date' : column === 'citation_number' ? '::integer' : ''}`;
  const set = columns.map(
    (column) => `${column} = CASE WHEN d.${column} = ${written(column)} THEN ${EMPTY[column]} ELSE d.${column} END`,
  );
  if (columns.includes('date'))
    set.push(`date_precision = CASE WHEN d.date = ${written('date')} THEN NULL ELSE d.date_precision END`);
  await db.query(`UPDATE documents d SET ${set.join(', ')} FROM (SELECT $2::jsonb AS f) x WHERE d.id = $1`, [
    documentId,
    JSON.stringify(filled),
  ]);
}

/** The provenance a merged record added to its document (it has a source id of its own; rows without one may be the document's). */
export async function deleteProvenance(
  db: Queryable,
  documentId: number,
  source: string,
  query: string,
  sourceId: string | undefined,
): Promise<void> {
  if (!sourceId) return;
  await db.query(
    'DELETE FROM document_sources WHERE document_id = $1 AND source = $2 AND query = $3 AND source_id = $4',
    [documentId, source, query, sourceId],
  );
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
