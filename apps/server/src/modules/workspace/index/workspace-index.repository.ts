import type { QueryResult } from 'pg';
import type { Database, Queryable } from '../../../db/database.js';

export interface IndexDocumentRow {
  id: number;
  /** Days since 1970-01-01, null when the date is unknown (an int parses far faster than a Date). */
  day: number | null;
  citation_number: number | null;
  relevancy: 'Relevant' | 'Irrelevant' | 'Neutral';
  starred: boolean;
  touched: boolean;
  noted: boolean;
  labels: string[];
  /** Title, abstract, keywords and page text (cut to PAGE_TEXT_CHARS), one per line, as stored (not lower-cased). */
  text: string;
  type: string;
  language: string | null;
  journal: string | null;
  publisher: string | null;
  publication_type: string | null;
  volume: string | null;
  url: string | null;
}

/** How much of a web page's text the index keeps for scoring and free text (memory stays bounded per document). */
export const PAGE_TEXT_CHARS = 20_000;

/** One batch of the index build: documents with their authorships and entities. */
export interface IndexBatch {
  documents: IndexDocumentRow[];
  /** By document id then position; may hold other investigations' documents of the id range (skip them). */
  authors: IndexAuthorRow[];
  /** By document id; may hold other investigations' documents of the id range (skip them). */
  entities: IndexEntityRow[];
}

/**
 * The next `limit` documents of an investigation after document id `afterId` (keyset pagination by id), with the
 * authorships and entities of their id range: one round trip, the three reads sent as one multi-statement query
 * (its implicit transaction scopes the SET LOCALs), so the embedded engine reads a whole batch while the build
 * packs the previous one. Plans cannot sort or bitmap-scan: the embedded engine keeps no statistics (no
 * autovacuum), and without them the planner chose to scan every remaining document and sort it for each batch —
 * quadratic at 1M. Index scans deliver each batch in id order. Authorships name their person by id (the build
 * reads the names once: a lookup per authorship was half of this read).
 */
export async function loadIndexBatch(
  db: Database,
  investigationId: number,
  afterId: number,
  limit: number,
): Promise<IndexBatch> {
  const [investigation, after, size] = [investigationId, afterId, limit].map(asInteger);
  const batch = `SELECT id FROM documents WHERE investigation_id = ${investigation} AND id > ${after} ORDER BY id LIMIT ${size}`;
  const lastId = `(SELECT max(id) FROM (${batch}) batch)`;
  const results = (await db.query(
    `SET LOCAL enable_bitmapscan = off; SET LOCAL enable_sort = off;
     SELECT id, date - DATE '1970-01-01' AS day, citation_number, relevancy, starred, touched, coalesce(note, '') <> '' AS noted,
       labels, concat_ws(E'\\n', title, abstract, array_to_string(keywords, ', '), left(text, ${PAGE_TEXT_CHARS})) AS text,
       type, language, journal, publisher, publication_type, volume, url
     FROM documents WHERE investigation_id = ${investigation} AND id > ${after} ORDER BY id LIMIT ${size};
     SELECT document_id, person_id, affiliations FROM document_authors
     WHERE document_id > ${after} AND document_id <= ${lastId} ORDER BY document_id, position;
     SELECT document_id, kind, value FROM document_entities
     WHERE document_id > ${after} AND document_id <= ${lastId} ORDER BY document_id, kind, value`,
  )) as unknown as Array<QueryResult>;
  const [documents, authors, entities] = results.slice(-3).map((result) => result.rows);
  return {
    documents: documents as IndexDocumentRow[],
    authors: authors as IndexAuthorRow[],
    entities: entities as IndexEntityRow[],
  };
}

/** How many persons one read of their names takes. */
const NAMES_BATCH = 20_000;

/** Every person of the investigation by id, with its name (read in batches, as the documents are). */
export async function loadPersonNames(db: Queryable, investigationId: number): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  for (let after = 0; ;) {
    const { rows } = await db.query<{ id: number; name: string }>(
      'SELECT id, name FROM persons WHERE investigation_id = $1 AND id > $2 ORDER BY id LIMIT $3',
      [investigationId, after, NAMES_BATCH],
    );
    for (const row of rows) names.set(row.id, row.name);
    if (rows.length < NAMES_BATCH) return names;
    after = rows[rows.length - 1]!.id;
  }
}

/** A number written into SQL text: only ever an integer (the multi-statement query takes no parameters). */
function asInteger(value: number): number {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
  return value;
}

export interface IndexAuthorRow {
  document_id: number;
  person_id: number;
  affiliations: Array<{ name?: string; countryCode?: string }>;
}

export interface IndexEntityRow {
  document_id: number;
  kind: string;
  value: string;
}
