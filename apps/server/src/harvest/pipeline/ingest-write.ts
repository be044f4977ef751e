import type { Queryable } from '../../db/database.js';
import type { DocumentMining } from '../../text/mine.js';
import type { NormalizedDocument, Provenance } from '../document.js';
import type { AuthorClusterer, PersonSignature } from './author-clusterer.js';
import type { RawValues } from './clean-metadata.js';
import {
  type AuthorLink,
  type DocumentRecord,
  insertAuthorLinks,
  insertDocuments,
  insertEntities,
  insertSources,
  reservePersonIds,
  upsertPersons,
} from './ingest.repository.js';

/** A record that becomes a document of its own, mined and with its authors clustered before the transaction. */
export interface FreshDocument {
  key: string;
  doc: NormalizedDocument;
  raw: RawValues | undefined;
  mining: DocumentMining;
  persons: PersonSignature[];
}

const nullable = <T>(value: T | undefined): T | null => value ?? null;

export function toRecord(doc: NormalizedDocument, key: string, language: string | undefined, raw: RawValues | undefined): DocumentRecord {
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
 * Writes new documents with their persons, author links and mined entities, inside the caller's transaction, and
 * answers the id of every key of `allKeys` (new or already there) with which ones are new.
 */
export async function writeFreshDocuments(
  tx: Queryable,
  investigationId: number,
  clusterer: AuthorClusterer,
  fresh: FreshDocument[],
  allKeys: string[],
): Promise<{ idByKey: Map<string, number>; newKeys: Set<string> }> {
  const records = fresh.map(({ key, doc, mining, raw }) => toRecord(doc, key, mining.language, raw));
  const { idByKey, newKeys } = await insertDocuments(tx, investigationId, records, allKeys);

  const touched = new Set<PersonSignature>(fresh.flatMap((entry) => entry.persons));
  const newPersons = [...touched].filter((person) => person.id < 0);
  const ids = await reservePersonIds(tx, newPersons.length);
  newPersons.forEach((person, index) => clusterer.resolve(person, ids[index]!));
  await upsertPersons(tx, investigationId, [...touched]);

  const links: AuthorLink[] = [];
  const entities: Array<{ document_id: number; kind: string; value: string; score: number }> = [];
  for (const { key, doc, mining, persons } of fresh) {
    const documentId = idByKey.get(key);
    if (documentId === undefined || !newKeys.has(key)) continue;
    doc.authors.forEach((author, index) =>
      links.push({
        document_id: documentId,
        position: index,
        person_id: persons[index]!.id,
        name: author.name,
        raw_affiliation: nullable(author.rawAffiliation),
        affiliations: author.affiliations,
      }),
    );
    const add = (kind: string, values: Iterable<string>) => {
      for (const value of values) entities.push({ document_id: documentId, kind, value, score: 1 });
    };
    add('person', mining.persons);
    add('organization', mining.organizations);
    add('location', mining.locations);
    add('email', mining.emails);
    for (const concept of mining.concepts) entities.push({ document_id: documentId, kind: 'concept', value: concept.name, score: concept.score });
  }
  await insertAuthorLinks(tx, links);
  await insertEntities(tx, entities);
  return { idByKey, newKeys };
}

/** Where each record came from (source, query, the source's id and the ids it gave), on the document it is now part of, with the harvest that brought it. */
export async function writeProvenance(
  tx: Queryable,
  rows: Array<{ documentId: number | undefined; provenance: Provenance }>,
  harvestJobId: number | null,
): Promise<void> {
  await insertSources(
    tx,
    rows.flatMap(({ documentId, provenance: p }) =>
      documentId === undefined
        ? []
        : [{ document_id: documentId, source: p.source, query: p.query, source_id: nullable(p.sourceId), identifiers: p.identifiers ?? {} }],
    ),
    harvestJobId,
  );
}
