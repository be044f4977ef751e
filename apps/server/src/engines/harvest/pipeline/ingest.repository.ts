import type { Queryable } from '../../../db/database.js';

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

/**
 * The identifiers a re-harvest asks the sources by: each document's DOI and URL, of these documents of the
 * investigation, or of all its documents when no ids are given.
 */
export async function identifiersOf(db: Queryable, investigationId: number, documentIds?: number[]) {
  const { rows } = await db.query<{ id: number; doi: string | null; url: string | null }>(
    `SELECT id, doi, url FROM documents
     WHERE investigation_id = $1 AND ($2::bigint[] IS NULL OR id = ANY($2::bigint[])) ORDER BY id`,
    [investigationId, documentIds ?? null],
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

/** How many documents the investigation holds now (the document number limit counts them). */
export async function documentCount(db: Queryable, investigationId: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM documents WHERE investigation_id = $1',
    [investigationId],
  );
  return rows[0]?.count ?? 0;
}
