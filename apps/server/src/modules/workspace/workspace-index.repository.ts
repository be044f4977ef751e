import type { Database, Queryable } from '../../db/database.js';

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
 * authorships and entities of their id range. In one short transaction whose plans cannot sort or bitmap-scan:
 * the embedded engine keeps no statistics (no autovacuum), and without them the planner chose to scan every
 * remaining document and sort it for each batch — quadratic at 1M. Index scans deliver each batch in id order.
 */
export function loadIndexBatch(db: Database, investigationId: number, afterId: number, limit: number): Promise<IndexBatch> {
  return db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_bitmapscan = off; SET LOCAL enable_sort = off');
    const documents = await loadIndexDocuments(tx, investigationId, afterId, limit);
    if (documents.length === 0) return { documents, authors: [], entities: [] };
    const range = [documents[0]!.id, documents[documents.length - 1]!.id];
    const authors = await tx.query<IndexAuthorRow>(
      `SELECT a.document_id, a.person_id, (SELECT p.name FROM persons p WHERE p.id = a.person_id) AS person_name, a.affiliations
       FROM document_authors a WHERE a.document_id BETWEEN $1 AND $2 ORDER BY a.document_id, a.position`,
      range,
    );
    const entities = await tx.query<IndexEntityRow>(
      `SELECT document_id, kind, value FROM document_entities WHERE document_id BETWEEN $1 AND $2 ORDER BY document_id, kind, value`,
      range,
    );
    return { documents, authors: authors.rows, entities: entities.rows };
  });
}

async function loadIndexDocuments(db: Queryable, investigationId: number, afterId: number, limit: number): Promise<IndexDocumentRow[]> {
  const { rows } = await db.query<IndexDocumentRow>(
    `SELECT id, date - DATE '1970-01-01' AS day, citation_number, relevancy, starred, touched, coalesce(note, '') <> '' AS noted,
       labels, concat_ws(E'\\n', title, abstract, array_to_string(keywords, ', '), left(text, $3)) AS text,
       type, language, journal, publisher, publication_type, volume, url
     FROM documents WHERE investigation_id = $1 AND id > $2 ORDER BY id LIMIT $4`,
    [investigationId, afterId, PAGE_TEXT_CHARS, limit],
  );
  return rows;
}

export interface IndexAuthorRow {
  document_id: number;
  person_id: number;
  person_name: string;
  affiliations: Array<{ name?: string; countryCode?: string }>;
}

export interface IndexEntityRow {
  document_id: number;
  kind: string;
  value: string;
}
