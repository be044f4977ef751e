import type { EditableDocumentType } from '@quarry/contract';
import type { DocumentRecord, EntityRecord, SourceRecord } from '../../engines/harvest/document-store.js';
import { dedupeKey } from '../../engines/harvest/pipeline/dedupe-key.js';
import { type DocumentMining, mineDocument } from '../../text/mine.js';
import type { EditableValues } from './document-overwrites.js';

/*
 * A document a user writes, made as the harvest makes one (ingest-write.ts toRecord): a record under the
 * investigation's dedupe key for that work, its text mined for entities, and a provenance row naming the user.
 */

/** The harvester type of a document a user wrote (doc 2 §3 names four; a user's is the generic one). */
export const USER_HARVESTER_TYPE = 'GENERIC';
/** Where a user's document came from, as its sources list shows it. */
export const USER_SOURCE = 'user';

/** What mining reads of a document's editable columns (its title and abstract; a web page's text stays its own). */
export const miningOf = (type: string, values: Pick<EditableValues, 'title' | 'abstract' | 'language'>) =>
  mineDocument({
    type,
    title: values.title ?? '',
    abstract: values.abstract ?? '',
    language: values.language ?? undefined,
    concepts: [],
  });

/** The dedupe key the harvest would give the work, so a later harvest of it finds this document. */
export const creationKey = (type: EditableDocumentType, values: Partial<EditableValues>): string =>
  dedupeKey({
    type,
    title: values.title ?? '',
    doi: values.doi ?? undefined,
    url: values.url ?? undefined,
    date: values.date ?? undefined,
  });

export function creationRecord(
  type: EditableDocumentType,
  values: Partial<EditableValues>,
  key: string,
  mining: DocumentMining,
): DocumentRecord {
  const value = (column: keyof EditableValues) => values[column] ?? null;
  return {
    dedupe_key: key,
    type,
    title: values.title ?? '',
    abstract: values.abstract ?? '',
    doi: value('doi'),
    journal: value('journal'),
    publisher: value('publisher'),
    volume: value('volume'),
    issue: value('issue'),
    first_page: value('first_page'),
    last_page: value('last_page'),
    date: value('date'),
    date_precision: value('date_precision'),
    publication_type: value('publication_type'),
    language: values.language ?? mining.language ?? null,
    citation_number: null,
    harvester_type: USER_HARVESTER_TYPE,
    url: value('url'),
    full_text_url: value('full_text_url'),
    text: '',
    keywords: [],
    related_dois: [],
    raw: null,
  };
}

/** The entities mined from a document's text (the source's concepts aside), as the harvest stores them. */
export function minedEntities(documentId: number, mining: DocumentMining): EntityRecord[] {
  const kinds = [
    ['person', mining.persons],
    ['organization', mining.organizations],
    ['location', mining.locations],
    ['email', mining.emails],
  ] as const;
  return kinds.flatMap(([kind, values]) => values.map((value) => ({ document_id: documentId, kind, value, score: 1 })));
}

/** The provenance of a document a user created. */
export const creationSource = (documentId: number): SourceRecord => ({
  document_id: documentId,
  source: USER_SOURCE,
  query: 'created',
  source_id: null,
  identifiers: {},
});
