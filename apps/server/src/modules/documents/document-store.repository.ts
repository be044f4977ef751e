import { specialLabels } from '@quarry/contract';
import type { Queryable } from '../../db/database.js';
import {
  type DocumentRecord,
  type EntityRecord,
  FILLABLE_COLUMNS,
  type FillableColumn,
  type FillableValues,
  type MergeRow,
  type SourceRecord,
} from '../../engines/harvest/document-store.js';

// The writes of a harvest (ingest, merges) and of a split or an undo, on the tables this module owns.

/**
 * Inserts the documents whose dedupe key is new to the investigation (one statement for the batch) and
 * answers the id of every key in `allKeys`, new or already there, with which ones are new.
 */
export async function insertDocuments(
  db: Queryable,
  investigationId: number,
  records: DocumentRecord[],
  allKeys: string[],
) {
  const inserted = await db.query<{ id: number; dedupe_key: string }>(
    `INSERT INTO documents (investigation_id, dedupe_key, type, title, abstract, doi, journal, publisher, volume, issue,
       first_page, last_page, date, date_precision, publication_type, language, citation_number, harvester_type, url,
       full_text_url, text, keywords, related_dois, raw)
     SELECT $1, x.dedupe_key, x.type, x.title, x.abstract, x.doi, x.journal, x.publisher, x.volume, x.issue, x.first_page,
       x.last_page, x.date::date, x.date_precision, x.publication_type, x.language, x.citation_number, x.harvester_type,
       x.url, x.full_text_url, x.text, ARRAY(SELECT jsonb_array_elements_text(x.keywords)),
       coalesce(x.related_dois, '{}'), x.raw
     FROM jsonb_to_recordset($2::jsonb) AS x(dedupe_key text, type text, title text, abstract text, doi text, journal text,
       publisher text, volume text, issue text, first_page text, last_page text, date text, date_precision text,
       publication_type text, language text, citation_number integer, harvester_type text, url text, full_text_url text,
       text text, keywords jsonb, related_dois text[], raw jsonb)
     ON CONFLICT (investigation_id, dedupe_key) DO NOTHING
     RETURNING id, dedupe_key`,
    [investigationId, JSON.stringify(records)],
  );
  const newKeys = new Set(inserted.rows.map((row) => row.dedupe_key));
  const idByKey = new Map(inserted.rows.map((row) => [row.dedupe_key, row.id]));
  // the new documents' ids came back with them: only the keys already there are looked up
  const otherKeys = allKeys.filter((key) => !newKeys.has(key));
  if (otherKeys.length === 0) return { idByKey, newKeys };
  const others = await db.query<{ id: number; dedupe_key: string }>(
    'SELECT id, dedupe_key FROM documents WHERE investigation_id = $1 AND dedupe_key = ANY($2::text[])',
    [investigationId, otherKeys],
  );
  for (const row of others.rows) idByKey.set(row.dedupe_key, row.id);
  return { idByKey, newKeys };
}

/**
 * Where each record came from, with the harvest that brought it. A record found again by another harvest loses its
 * harvest (NULL): undoing either must not remove a document the other found too.
 */
export async function insertSources(db: Queryable, rows: SourceRecord[], harvestJobId: number | null) {
  rows = onePerKey(rows);
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO document_sources AS s (document_id, source, query, source_id, identifiers, harvest_job_id)
     SELECT d, src, q, sid, ids, $6::bigint FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::jsonb[]) AS r (d, src, q, sid, ids)
     ON CONFLICT (document_id, source, query) DO UPDATE SET harvest_job_id = NULL
       WHERE s.harvest_job_id IS DISTINCT FROM EXCLUDED.harvest_job_id`,
    [
      rows.map((r) => r.document_id),
      rows.map((r) => r.source),
      rows.map((r) => r.query),
      rows.map((r) => r.source_id),
      rows.map((r) => JSON.stringify(r.identifiers)),
      harvestJobId,
    ],
  );
}

/** One row per (document, source, query): an upsert may not touch a row twice in one statement. */
function onePerKey<R extends { document_id: number; source: string; query: string }>(rows: R[]): R[] {
  const byKey = new Map<string, R>();
  for (const row of rows) {
    const key = `${row.document_id}\u0000${row.source}\u0000${row.query}`;
    if (!byKey.has(key)) byKey.set(key, row);
  }
  return [...byKey.values()];
}

export async function insertEntities(db: Queryable, rows: EntityRecord[]) {
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO document_entities (document_id, kind, value, score)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::real[])
     ON CONFLICT DO NOTHING`,
    [rows.map((r) => r.document_id), rows.map((r) => r.kind), rows.map((r) => r.value), rows.map((r) => r.score)],
  );
}

/**
 * Writes the filled columns of each document (a column absent from `values` stays as it is, and so does a column a
 * user set or cleared: `overwritten`).
 */
export async function fillDocuments(
  db: Queryable,
  fills: Array<{ id: number; values: Partial<FillableValues> }>,
): Promise<void> {
  const changed = fills.filter((fill) => Object.keys(fill.values).length > 0);
  if (changed.length === 0) return;
  const fillsColumn = (column: FillableColumn) => `x.v ? '${column}' AND NOT ('${column}' = ANY(d.overwritten))`;
  const set = FILLABLE_COLUMNS.map((column) => {
    if (column === 'keywords')
      return `keywords = CASE WHEN ${fillsColumn(column)} THEN ARRAY(SELECT jsonb_array_elements_text(x.v->'keywords')) ELSE d.keywords END`;
    const cast = column === 'date' ? '::date' : column === 'citation_number' ? '::integer' : '';
    return `${column} = CASE WHEN ${fillsColumn(column)} THEN (x.v->>'${column}')${cast} ELSE d.${column} END`;
  });
  await db.query(
    `UPDATE documents d SET ${set.join(', ')}
     FROM jsonb_to_recordset($1::jsonb) AS x(id bigint, v jsonb) WHERE d.id = x.id`,
    [JSON.stringify(changed.map((fill) => ({ id: fill.id, v: fill.values })))],
  );
}

export async function labelDupSuspects(db: Queryable, investigationId: number, documentIds: number[]): Promise<void> {
  if (documentIds.length === 0) return;
  await db.query(
    `UPDATE documents SET labels = labels || $3::text
     WHERE investigation_id = $1 AND id = ANY($2::bigint[]) AND lower($3) <> ALL (SELECT lower(l) FROM unnest(labels) AS l)`,
    [investigationId, [...new Set(documentIds)], specialLabels.dupSuspect],
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

/** Removes a merge; false when it was gone already. */
export async function deleteMerge(db: Queryable, mergeId: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM document_merges WHERE id = $1', [mergeId]);
  return (rowCount ?? 0) > 0;
}

/**
 * Empties the columns a merge filled, where they still hold what it wrote (a date takes its precision along) and no
 * user has set them since (`overwritten`).
 */
export async function emptyFilled(db: Queryable, documentId: number, filled: Partial<FillableValues>): Promise<void> {
  const columns = FILLABLE_COLUMNS.filter((column) => column in filled && column !== 'date_precision');
  if (columns.length === 0) return;
  const written = (column: FillableColumn) =>
    column === 'keywords'
      ? "ARRAY(SELECT jsonb_array_elements_text(x.f->'keywords'))"
      : `(x.f->>'${column}')${column === 'date' ? '::date' : column === 'citation_number' ? '::integer' : ''}`;
  const stillFilled = (column: FillableColumn) =>
    `d.${column} = ${written(column)} AND NOT ('${column}' = ANY(d.overwritten))`;
  const set = columns.map(
    (column) => `${column} = CASE WHEN ${stillFilled(column)} THEN ${EMPTY[column]} ELSE d.${column} END`,
  );
  if (columns.includes('date'))
    set.push(`date_precision = CASE WHEN ${stillFilled('date')} THEN NULL ELSE d.date_precision END`);
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

/** Deletes documents of the investigation (their sources, merges, entities and authorships go with them). */
export async function deleteDocuments(tx: Queryable, investigationId: number, documentIds: number[]): Promise<void> {
  await tx.query('DELETE FROM documents WHERE investigation_id = $1 AND id = ANY($2::bigint[])', [
    investigationId,
    documentIds,
  ]);
}
