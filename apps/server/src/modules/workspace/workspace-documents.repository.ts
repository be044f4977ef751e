import {
  documentIdentifiers,
  type DocumentIdentifier,
  type KnownIdentifiers,
  type WorkspaceDocument,
} from '@quarry/contract';
import type { Queryable } from '../../db/database.js';
import { PAGE_TEXT_CHARS } from './workspace-index.repository.js';

interface DocumentRow {
  id: number;
  type: string;
  title: string;
  abstract: string;
  doi: string | null;
  publisher: string | null;
  volume: string | null;
  issue: string | null;
  first_page: string | null;
  last_page: string | null;
  url: string | null;
  full_text_url: string | null;
  journal: string | null;
  /** YYYY-MM-DD as the database holds it: a JS Date would be local midnight, a day early east of UTC. */
  date: string | null;
  date_precision: string | null;
  publication_type: string | null;
  language: string | null;
  citation_number: number | null;
  harvester_type: string;
  labels: string[];
  relevancy: WorkspaceDocument['relevancy'];
  starred: boolean;
  touched: boolean;
  note: string | null;
  keywords: string[];
  merged_sources: number;
}

const DOCUMENT_COLUMNS = `id, type, title, abstract, doi, publisher, volume, issue, first_page, last_page, url, full_text_url, journal,
  to_char(date, 'YYYY-MM-DD') AS date, date_precision, publication_type, language, citation_number, harvester_type, labels, relevancy, starred, touched, note, keywords`;

/** One harvested record as the identifiers read it: where it came from, its DOI, the ids it gave. */
interface RecordIds {
  source: string | null;
  sourceId: string | null;
  doi?: string | null;
  ids: Omit<KnownIdentifiers, 'doi'> | null;
}

/** A record's identifiers; records stored before they were kept still name their own OpenAlex or arXiv id. */
function identifiersOfRecord({ source, sourceId, doi, ids }: RecordIds): KnownIdentifiers {
  const own = source === 'openalex' ? { openalex: sourceId } : source === 'arxiv' ? { arxiv: sourceId } : {};
  return { ...own, ...ids, doi };
}

type LoadedRow = DocumentRow & {
  authors: Array<{ id: number; name: string; affiliations: Array<{ name?: string }> | null }>;
  /** The document's provenance rows and the records merged into it. */
  records: RecordIds[];
};

export async function loadDocuments(
  db: Queryable,
  investigationId: number,
  ids: number[],
): Promise<WorkspaceDocument[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<LoadedRow>(documentsQuery('documents'), [investigationId, ids]);
  return inOrderOf(ids, rows);
}

export type ReviewColumn = 'relevancy' | 'starred' | 'note' | 'touched';

/**
 * Sets one review field of a document and answers the document as stored, in one statement (one round trip: a
 * review click is the most frequent write). Any review change also marks the document touched. Undefined when the
 * investigation has no such document.
 */
export async function setReviewFieldAndLoad(
  db: Queryable,
  investigationId: number,
  documentId: number,
  field: ReviewColumn,
  value: unknown,
): Promise<WorkspaceDocument | undefined> {
  // The column name comes from the union above, never from input; touched itself is that one assignment
  // (PostgreSQL refuses a column assigned twice).
  const also = field === 'touched' ? '' : ', touched = true';
  const { rows } = await db.query<LoadedRow>(
    `WITH written AS (UPDATE documents SET ${field} = $3${also} WHERE investigation_id = $1 AND id = ANY($2::bigint[]) RETURNING *)
     ${documentsQuery('written')}`,
    [investigationId, [documentId], value],
  );
  return inOrderOf([documentId], rows)[0];
}

/**
 * The documents of `$2` (of investigation `$1`) with their authors and identifiers, read from `source` (the table,
 * or the rows a write returned). One query (authors and records aggregated per document) and only the columns
 * shown, not the page text: this read is on every list page and review write, and under load each extra round trip
 * to the database is felt (bench/load.mjs).
 */
function documentsQuery(source: 'documents' | 'written'): string {
  return `SELECT ${DOCUMENT_COLUMNS}, coalesce((
        SELECT json_agg(json_build_object('id', a.person_id, 'name', a.name, 'affiliations', a.affiliations) ORDER BY a.position)
        FROM document_authors a WHERE a.document_id = d.id), '[]'::json) AS authors,
       coalesce(m.merged_sources, 0) AS merged_sources, coalesce(s.records, '[]'::jsonb) || coalesce(m.records, '[]'::jsonb) AS records
     FROM ${source} d
     LEFT JOIN LATERAL (SELECT count(*)::int AS merged_sources, jsonb_agg(jsonb_build_object('source', m.source, 'sourceId', m.source_id,
         'doi', m.doi, 'ids', m.record->'provenance'->'identifiers') ORDER BY m.id) AS records
       FROM document_merges m WHERE m.document_id = d.id) m ON true
     LEFT JOIN LATERAL (SELECT jsonb_agg(jsonb_build_object('source', s.source, 'sourceId', s.source_id, 'ids', s.identifiers)
         ORDER BY s.harvested_at, s.source) AS records
       FROM document_sources s WHERE s.document_id = d.id) s ON true
     WHERE investigation_id = $1 AND id = ANY($2::bigint[])`;
}

function inOrderOf(ids: number[], rows: LoadedRow[]): WorkspaceDocument[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const authors = row.authors.map((a) => ({
      id: Number(a.id),
      name: a.name,
      affiliations: (a.affiliations ?? []).map((x) => x.name ?? '').filter(Boolean),
    }));
    const identifiers = documentIdentifiers([{ doi: row.doi }, ...row.records.map(identifiersOfRecord)]);
    return [toWorkspaceDocument(row, authors, identifiers)];
  });
}

function toWorkspaceDocument(
  row: DocumentRow,
  authors: WorkspaceDocument['authors'],
  identifiers: DocumentIdentifier[],
): WorkspaceDocument {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    abstract: row.abstract,
    doi: row.doi,
    publisher: row.publisher,
    volume: row.volume,
    issue: row.issue,
    firstPage: row.first_page,
    lastPage: row.last_page,
    url: row.url,
    fullTextUrl: row.full_text_url,
    journal: row.journal,
    date: row.date,
    datePrecision: row.date_precision,
    publicationType: row.publication_type,
    classification: row.type,
    originalLanguage: row.language,
    citationNumber: row.citation_number,
    harvesterType: row.harvester_type,
    authors,
    labels: row.labels,
    relevancy: row.relevancy,
    starred: row.starred,
    touched: row.touched,
    note: row.note,
    keywords: row.keywords,
    mergedSources: row.merged_sources,
    identifiers,
  };
}

export async function saveLastFilter(
  db: Queryable,
  userId: number,
  investigationId: number,
  spec: unknown,
): Promise<void> {
  await db.query(
    `INSERT INTO investigation_filters (user_id, investigation_id, spec) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, investigation_id) DO UPDATE SET spec = EXCLUDED.spec, updated_at = now()`,
    [userId, investigationId, JSON.stringify(spec)],
  );
}

export async function findLastFilter(db: Queryable, userId: number, investigationId: number): Promise<unknown> {
  const { rows } = await db.query<{ spec: unknown }>(
    'SELECT spec FROM investigation_filters WHERE user_id = $1 AND investigation_id = $2',
    [userId, investigationId],
  );
  return rows[0]?.spec;
}

export async function markInteraction(db: Queryable, investigationId: number): Promise<void> {
  await db.query('UPDATE investigations SET last_user_interaction_at = now() WHERE id = $1', [investigationId]);
}

/** The mentioned entities (persons, organizations, locations, concepts) of documents, for highlighting. */
export async function mentionedEntities(
  db: Queryable,
  documentIds: number[],
): Promise<Map<number, Array<{ value: string; kind: string }>>> {
  const { rows } = await db.query<{ document_id: number; value: string; kind: string }>(
    `SELECT document_id, value, kind FROM document_entities
     WHERE document_id = ANY($1::bigint[]) AND kind IN ('person', 'organization', 'location', 'concept')`,
    [documentIds],
  );
  const byDocument = new Map<number, Array<{ value: string; kind: string }>>();
  for (const row of rows)
    byDocument.set(row.document_id, [...(byDocument.get(row.document_id) ?? []), { value: row.value, kind: row.kind }]);
  return byDocument;
}

/** Which of `ids` are documents of the investigation. */
export async function documentIdsIn(db: Queryable, investigationId: number, ids: number[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM documents WHERE investigation_id = $1 AND id = ANY($2::bigint[]) ORDER BY id',
    [investigationId, ids],
  );
  return rows.map((row) => row.id);
}

export async function lastDocumentId(db: Queryable, investigationId: number): Promise<number> {
  const { rows } = await db.query<{ last: number }>(
    'SELECT coalesce(max(id), 0) AS last FROM documents WHERE investigation_id = $1',
    [investigationId],
  );
  return Number(rows[0]!.last);
}

/** The page texts of these documents (cut as the index cuts them), for those that have one. */
export async function pageTexts(db: Queryable, investigationId: number, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: number; text: string }>(
    `SELECT id, left(text, $3) AS text FROM documents WHERE investigation_id = $1 AND id = ANY($2::bigint[]) AND text <> ''`,
    [investigationId, ids, PAGE_TEXT_CHARS],
  );
  return new Map(rows.map((row) => [Number(row.id), row.text]));
}
