import type { Queryable } from '../../db/database.js';

export interface DocumentRecord {
  dedupe_key: string;
  type: string;
  title: string;
  abstract: string;
  doi: string | null;
  journal: string | null;
  publisher: string | null;
  volume: string | null;
  issue: string | null;
  first_page: string | null;
  last_page: string | null;
  date: string | null;
  date_precision: string | null;
  publication_type: string | null;
  language: string | null;
  citation_number: number | null;
  harvester_type: string;
  url: string | null;
  full_text_url: string | null;
  text: string;
  keywords: string[];
  related_dois: string[];
  /** The raw values of the fields the cleaning changed (clean-metadata.ts), or null. */
  raw: unknown;
}

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
  const all = await db.query<{ id: number; dedupe_key: string }>(
    'SELECT id, dedupe_key FROM documents WHERE investigation_id = $1 AND dedupe_key = ANY($2::text[])',
    [investigationId, allKeys],
  );
  return { idByKey: new Map(all.rows.map((row) => [row.dedupe_key, row.id])), newKeys };
}

export interface SourceRecord {
  document_id: number;
  source: string;
  query: string;
  source_id: string | null;
  /** The record's ids in other services (Provenance.identifiers), {} when none. */
  identifiers: object;
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

export async function insertEntities(
  db: Queryable,
  rows: Array<{ document_id: number; kind: string; value: string; score: number }>,
) {
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO document_entities (document_id, kind, value, score)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::real[])
     ON CONFLICT DO NOTHING`,
    [rows.map((r) => r.document_id), rows.map((r) => r.kind), rows.map((r) => r.value), rows.map((r) => r.score)],
  );
}

/** A record now known by its source's id (dedupe-key.ts), with the key an earlier harvest stored it under. */
export interface EarlierKeyed {
  key: string;
  before: string;
  source: string;
  sourceId: string;
}

const BY_KEY = `SELECT dedupe_key, id, false AS earlier FROM documents WHERE investigation_id = $1 AND dedupe_key = ANY($2::text[])
  UNION ALL
  SELECT dedupe_key, document_id, false FROM document_merges WHERE investigation_id = $1 AND dedupe_key = ANY($2::text[])`;

const BY_EARLIER_KEY = `WITH x AS (SELECT * FROM jsonb_to_recordset($3::jsonb) AS x(key text, before text, source text, source_id text))
  ${BY_KEY}
  UNION ALL
  SELECT x.key, d.id, true FROM x CROSS JOIN LATERAL (
    SELECT d.id FROM documents d JOIN document_sources s ON s.document_id = d.id AND s.source = x.source AND s.source_id = x.source_id
     WHERE d.investigation_id = $1 AND d.dedupe_key = x.before LIMIT 1) d
  UNION ALL
  SELECT x.key, m.document_id, true FROM x
    JOIN document_merges m ON m.investigation_id = $1 AND m.dedupe_key = x.before AND m.source = x.source AND m.source_id = x.source_id`;

/**
 * The document of each of `keys` the investigation already holds: the document with that key, or the one a record
 * with that key was merged into. For an `earlier` record whose key is not held, the document that holds it under its
 * earlier key — only where that document has the record from the same source and id (another record of that title
 * and year is another record). One query: it runs for every batch. (Per record, through the unique key: a plain
 * join let the planner read every provenance row of the investigation, once per batch.)
 */
export async function knownKeys(
  db: Queryable,
  investigationId: number,
  keys: string[],
  earlier: EarlierKeyed[] = [],
): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const { rows } =
    earlier.length === 0
      ? await db.query<{ dedupe_key: string; id: number; earlier: boolean }>(BY_KEY, [investigationId, keys])
      : await db.query<{ dedupe_key: string; id: number; earlier: boolean }>(BY_EARLIER_KEY, [
          investigationId,
          keys,
          JSON.stringify(
            earlier.map(({ key, before, source, sourceId }) => ({ key, before, source, source_id: sourceId })),
          ),
        ]);
  const known = new Map(rows.filter((row) => !row.earlier).map((row) => [row.dedupe_key, Number(row.id)]));
  for (const row of rows) if (row.earlier && !known.has(row.dedupe_key)) known.set(row.dedupe_key, Number(row.id));
  return known;
}

/**
 * Opens an ingest transaction: false when the investigation is gone. On the embedded engine the per-row
 * foreign-key checks are then skipped for this transaction only — they took half the ingest's time, and every
 * reference the batch writes is to a row the same transaction wrote or saw (documents it inserted or selected,
 * persons it upserts, this investigation); the engine runs one session, so nothing else can delete them meanwhile
 * (which is also why no row lock is taken: locking the investigation cost 8 ms a batch). PostgreSQL keeps its
 * checks (and its user may not be a superuser).
 */
export async function beginIngest(tx: Queryable, investigationId: number, embedded: boolean): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM investigations WHERE id = $1', [investigationId]);
  if (rows.length === 0) return false;
  if (embedded) await tx.query('SET LOCAL session_replication_role = replica');
  return true;
}

/** The investigation's document count follows each batch in its own transaction, without counting them all again. */
export async function addToDocumentCount(tx: Queryable, investigationId: number, added: number): Promise<void> {
  if (added > 0)
    await tx.query('UPDATE investigations SET total_documents = total_documents + $2 WHERE id = $1', [
      investigationId,
      added,
    ]);
}

/** The OpenAlex work ids of the chosen documents (from their provenance), with their titles. */
export async function openAlexWorksOf(db: Queryable, investigationId: number, documentIds: number[]) {
  const { rows } = await db.query<{ source_id: string; title: string }>(
    `SELECT DISTINCT ON (d.id) s.source_id, d.title FROM documents d JOIN document_sources s ON s.document_id = d.id
     WHERE d.investigation_id = $1 AND d.id = ANY($2::bigint[]) AND s.source = 'openalex' AND s.source_id LIKE 'W%'
     ORDER BY d.id, s.harvested_at`,
    [investigationId, documentIds],
  );
  return rows;
}

/** The titles of documents, by id (a harvest summary names the document a record joined). */
export async function titlesOf(db: Queryable, documentIds: number[]): Promise<Map<number, string>> {
  if (documentIds.length === 0) return new Map();
  const { rows } = await db.query<{ id: number; title: string }>(
    'SELECT id, title FROM documents WHERE id = ANY($1::bigint[])',
    [documentIds],
  );
  return new Map(rows.map((row) => [Number(row.id), row.title]));
}
