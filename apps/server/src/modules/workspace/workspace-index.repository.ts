import type { Queryable } from '../../db/database.js';

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

/** The next `limit` documents of an investigation after document id `afterId`, by id (keyset pagination). */
export async function loadIndexDocuments(db: Queryable, investigationId: number, afterId: number, limit: number): Promise<IndexDocumentRow[]> {
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

/** The authorships of the given documents, by document then position. */
export async function loadIndexAuthors(db: Queryable, investigationId: number, documentIds: readonly number[]): Promise<IndexAuthorRow[]> {
  const { rows } = await db.query<IndexAuthorRow>(
    `SELECT a.document_id, a.person_id, p.name AS person_name, a.affiliations
     FROM document_authors a JOIN persons p ON p.id = a.person_id
     WHERE a.document_id = ANY($2::bigint[]) AND p.investigation_id = $1
     ORDER BY a.document_id, a.position`,
    [investigationId, documentIds],
  );
  return rows;
}

export interface IndexEntityRow {
  document_id: number;
  kind: string;
  value: string;
}

/** The mined entities of the given documents, by document. */
export async function loadIndexEntities(db: Queryable, documentIds: readonly number[]): Promise<IndexEntityRow[]> {
  const { rows } = await db.query<IndexEntityRow>(
    `SELECT document_id, kind, value FROM document_entities WHERE document_id = ANY($1::bigint[]) ORDER BY document_id, kind, value`,
    [documentIds],
  );
  return rows;
}
