import {
  documentIdentifiers,
  type DocumentIdentifier,
  type KnownIdentifiers,
  type WorkspaceDocument,
} from '@quarry/contract';
import type { Queryable } from '../../db/database.js';

// The review writes on documents (labels, read marks, one review field) and the document as a list shows it.

/** Adds and removes labels (case-insensitively) on the documents; answers the changed documents' labels. */
export async function changeLabels(
  db: Queryable,
  investigationId: number,
  documentIds: number[],
  add: string[],
  remove: string[],
): Promise<Array<{ id: number; labels: string[] }>> {
  const { rows } = await db.query<{ id: number; labels: string[] }>(
    `UPDATE documents d SET labels = ARRAY(
        SELECT DISTINCT ON (lower(l)) l FROM unnest(d.labels || $3::text[]) AS l
        WHERE lower(l) <> ALL (SELECT lower(r) FROM unnest($4::text[]) AS r)
        ORDER BY lower(l)), touched = true
     WHERE investigation_id = $1 AND id = ANY($2::bigint[])
     RETURNING id, labels`,
    [investigationId, documentIds, add, remove],
  );
  return rows;
}

export async function renameLabelEverywhere(
  db: Queryable,
  investigationId: number,
  oldLabel: string,
  newLabel: string,
) {
  const { rows } = await db.query<{ id: number; labels: string[] }>(
    `UPDATE documents d SET labels = ARRAY(
        SELECT DISTINCT ON (lower(x)) x FROM unnest(ARRAY(SELECT CASE WHEN lower(l) = lower($2) THEN $3 ELSE l END FROM unnest(d.labels) AS l)) AS x
        ORDER BY lower(x))
     WHERE investigation_id = $1 AND EXISTS (SELECT 1 FROM unnest(d.labels) AS l WHERE lower(l) = lower($2))
     RETURNING id, labels`,
    [investigationId, oldLabel, newLabel],
  );
  return rows;
}

export async function markRead(db: Queryable, investigationId: number, documentIds: number[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    'UPDATE documents SET touched = true WHERE investigation_id = $1 AND id = ANY($2::bigint[]) RETURNING id',
    [investigationId, documentIds],
  );
  return rows.map((row) => row.id);
}

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
  cover_image_id: number | null;
  abstract_image_id: number | null;
  cover_image_source_url: string | null;
  abstract_image_source_url: string | null;
  journal_image: boolean;
  has_full_text: boolean;
}

const DOCUMENT_COLUMNS = `id, type, title, abstract, doi, publisher, volume, issue, first_page, last_page, url, full_text_url, journal,
  to_char(date, 'YYYY-MM-DD') AS date, date_precision, publication_type, language, citation_number, harvester_type, labels, relevancy, starred, touched, note, keywords,
  cover_image_id, abstract_image_id, cover_image_source_url, abstract_image_source_url, journal_image,
  EXISTS (SELECT 1 FROM document_full_texts f WHERE f.document_id = d.id) AS has_full_text`;

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
    coverImageId: row.cover_image_id,
    abstractImageId: row.abstract_image_id,
    coverImageSourceUrl: row.cover_image_source_url,
    abstractImageSourceUrl: row.abstract_image_source_url,
    journalImage: row.journal_image,
    hasFullText: row.has_full_text,
  };
}
