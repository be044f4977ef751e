import type { Queryable } from '../../db/database.js';

export interface IndexDocumentRow {
  id: number;
  date: Date | null;
  citation_number: number | null;
  relevancy: 'Relevant' | 'Irrelevant' | 'Neutral';
  starred: boolean;
  touched: boolean;
  noted: boolean;
  labels: string[];
  title: string;
  abstract: string;
  keywords: string[];
  /** A web page's text, cut to PAGE_TEXT_CHARS. */
  page_text: string;
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

export async function loadIndexDocuments(db: Queryable, investigationId: number): Promise<IndexDocumentRow[]> {
  const { rows } = await db.query<IndexDocumentRow>(
    `SELECT id, date, citation_number, relevancy, starred, touched, coalesce(note, '') <> '' AS noted, labels, title,
       abstract, keywords, left(text, $2) AS page_text, type, language, journal, publisher, publication_type, volume, url
     FROM documents WHERE investigation_id = $1 ORDER BY id`,
    [investigationId, PAGE_TEXT_CHARS],
  );
  return rows;
}

export interface IndexAuthorRow {
  document_id: number;
  person_id: number;
  person_name: string;
  affiliations: Array<{ name?: string; countryCode?: string }>;
}

export async function loadIndexAuthors(db: Queryable, investigationId: number): Promise<IndexAuthorRow[]> {
  const { rows } = await db.query<IndexAuthorRow>(
    `SELECT a.document_id, a.person_id, p.name AS person_name, a.affiliations
     FROM document_authors a JOIN persons p ON p.id = a.person_id
     WHERE p.investigation_id = $1`,
    [investigationId],
  );
  return rows;
}

export interface IndexEntityRow {
  document_id: number;
  kind: string;
  value: string;
}

export async function loadIndexEntities(db: Queryable, investigationId: number): Promise<IndexEntityRow[]> {
  const { rows } = await db.query<IndexEntityRow>(
    `SELECT e.document_id, e.kind, e.value FROM document_entities e JOIN documents d ON d.id = e.document_id
     WHERE d.investigation_id = $1`,
    [investigationId],
  );
  return rows;
}
