import type { Queryable } from '../../../db/database.js';
import type { DocumentMining } from '../../../text/mine.js';
import type { NormalizedDocument, Provenance } from '../document.js';
import type { DocumentRecord, DocumentStore, EntityRecord } from '../document-store.js';
import type { MentionSession, PlacedPerson } from '../harvest-ports.js';
import type { RawValues } from './clean-metadata.js';

/** A record that becomes a document of its own, mined and with its authors placed before the transaction. */
export interface FreshDocument {
  key: string;
  doc: NormalizedDocument;
  raw: RawValues | undefined;
  mining: DocumentMining;
  persons: PlacedPerson[];
}

const nullable = <T>(value: T | undefined): T | null => value ?? null;

export function toRecord(
  doc: NormalizedDocument,
  key: string,
  language: string | undefined,
  raw: RawValues | undefined,
): DocumentRecord {
  return {
    dedupe_key: key,
    type: doc.type,
    title: doc.title,
    abstract: doc.abstract,
    doi: nullable(doc.doi),
    journal: nullable(doc.journal),
    publisher: nullable(doc.publisher),
    volume: nullable(doc.volume),
    issue: nullable(doc.issue),
    first_page: nullable(doc.firstPage),
    last_page: nullable(doc.lastPage),
    date: nullable(doc.date),
    date_precision: nullable(doc.datePrecision),
    publication_type: nullable(doc.publicationType),
    language: nullable(doc.language ?? language),
    citation_number: nullable(doc.citationNumber),
    harvester_type: doc.harvesterType,
    url: nullable(doc.url),
    full_text_url: nullable(doc.fullTextUrl),
    text: doc.text ?? '',
    keywords: doc.keywords,
    related_dois: doc.relatedDois ?? [],
    raw: raw ?? null,
  };
}

/**
 * Writes new documents (through the documents module's store) with their authors (through the persons module's
 * session) and mined entities, inside the
 * caller's transaction, and answers the id of every key of `allKeys` (new or already there) with which ones are new.
 */
export async function writeFreshDocuments(
  tx: Queryable,
  store: DocumentStore,
  mentions: MentionSession,
  investigationId: number,
  fresh: FreshDocument[],
  allKeys: string[],
): Promise<{ idByKey: Map<string, number>; newKeys: Set<string> }> {
  const records = fresh.map(({ key, doc, mining, raw }) => toRecord(doc, key, mining.language, raw));
  const { idByKey, newKeys } = await store.insertDocuments(tx, investigationId, records, allKeys);
  const stored = fresh.flatMap((entry) => {
    const documentId = idByKey.get(entry.key);
    return documentId === undefined || !newKeys.has(entry.key) ? [] : [{ ...entry, documentId }];
  });
  await mentions.write(
    tx,
    stored.map(({ documentId, doc, persons }) => ({ documentId, authors: doc.authors, persons })),
  );
  await store.insertEntities(
    tx,
    stored.flatMap(({ documentId, mining }) => entityRecordsOf(documentId, mining)),
  );
  return { idByKey, newKeys };
}

/** The entity rows of what mining found in a document (a harvested one's, or an uploaded full text's). */
export function entityRecordsOf(documentId: number, mining: DocumentMining): EntityRecord[] {
  const entities: EntityRecord[] = [];
  const add = (kind: string, values: Iterable<string>) => {
    for (const value of values) entities.push({ document_id: documentId, kind, value, score: 1 });
  };
  add('person', mining.persons);
  add('organization', mining.organizations);
  add('location', mining.locations);
  add('email', mining.emails);
  for (const concept of mining.concepts)
    entities.push({ document_id: documentId, kind: 'concept', value: concept.name, score: concept.score });
  return entities;
}

/** Where each record came from (source, query, the source's id and the ids it gave), on the document it is now part of, with the harvest that brought it. */
export async function writeProvenance(
  tx: Queryable,
  store: DocumentStore,
  rows: Array<{ documentId: number | undefined; provenance: Provenance }>,
  harvestJobId: number | null,
): Promise<void> {
  await store.insertSources(
    tx,
    rows.flatMap(({ documentId, provenance: p }) =>
      documentId === undefined
        ? []
        : [
            {
              document_id: documentId,
              source: p.source,
              query: p.query,
              source_id: nullable(p.sourceId),
              identifiers: p.identifiers ?? {},
            },
          ],
    ),
    harvestJobId,
  );
}
