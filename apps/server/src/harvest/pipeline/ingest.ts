import type { Database } from '../../db/database.js';
import { type DocumentMining, mineDocument } from '../../text/mine.js';
import type { NormalizedDocument } from '../document.js';
import type { AuthorClusterer, PersonSignature } from './author-clusterer.js';
import { dedupeKey } from './dedupe-key.js';
import {
  addToDocumentCount,
  type AuthorLink,
  beginIngest,
  type DocumentRecord,
  existingKeys,
  insertAuthorLinks,
  insertDocuments,
  insertEntities,
  insertSources,
  reservePersonIds,
  upsertPersons,
} from './ingest.repository.js';

export interface IngestTarget {
  db: Database;
  investigationId: number;
  clusterer: AuthorClusterer;
}

export interface IngestResult {
  added: number;
  duplicates: number;
}

/** Mining done before the ingest (in the worker thread that parsed the document), so it is not done again here. */
const minedAlready = new WeakMap<NormalizedDocument, DocumentMining>();

export function withMining(doc: NormalizedDocument, mining: DocumentMining): NormalizedDocument {
  minedAlready.set(doc, mining);
  return doc;
}

/**
 * The investigation's document count is written at most once a second (its first batch at once): rewriting the
 * investigation's row after every batch slowed the ingest by a third on the embedded engine (each write leaves a
 * row version that every later read of the row steps over). The status change at the end of a harvest counts the
 * documents exactly, so what a harvest left unwritten is dropped after a while rather than added to the next one.
 */
const COUNT_EVERY_MS = 1000;
const FORGET_UNWRITTEN_MS = 5000;
const unwrittenCounts = new Map<number, { added: number; since: number }>();

function countToWrite(investigationId: number, added: number): number {
  const now = performance.now();
  const entry = unwrittenCounts.get(investigationId);
  if (entry && now - entry.since < COUNT_EVERY_MS) {
    entry.added += added;
    return 0;
  }
  unwrittenCounts.set(investigationId, { added: 0, since: now });
  const carried = entry && now - entry.since < FORGET_UNWRITTEN_MS ? entry.added : 0;
  return carried + added;
}

const nullable = <T>(value: T | undefined): T | null => value ?? null;

function toRecord(doc: NormalizedDocument, key: string, language: string | undefined): DocumentRecord {
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
  };
}

/** The batch without repeats: the first document of each key, with every provenance of that key. */
function uniqueByKey(docs: NormalizedDocument[]) {
  const byKey = new Map<string, { doc: NormalizedDocument; provenances: NormalizedDocument['provenance'][] }>();
  for (const doc of docs) {
    if (!doc.title.trim()) continue;
    const key = dedupeKey(doc);
    const entry = byKey.get(key);
    if (entry) entry.provenances.push(doc.provenance);
    else byKey.set(key, { doc, provenances: [doc.provenance] });
  }
  return byKey;
}

/**
 * Stores one batch of harvested documents: dedupes them against the batch and the investigation, mines and
 * clusters the authors of the new ones, and writes documents, provenance, persons, author links and
 * entities in one transaction — a failure leaves nothing of the batch behind.
 */
export async function ingestBatch(target: IngestTarget, docs: NormalizedDocument[]): Promise<IngestResult> {
  const { db, investigationId, clusterer } = target;
  const unique = uniqueByKey(docs);
  const known = await existingKeys(db, investigationId, [...unique.keys()]);
  const fresh = [...unique].filter(([key]) => !known.has(key));

  const mined = fresh.map(([key, { doc }]) => ({ key, doc, mining: minedAlready.get(doc) ?? mineDocument(doc), persons: clusterer.assign(doc.authors) }));
  const touched = new Set<PersonSignature>(mined.flatMap((entry) => entry.persons));

  return db.transaction(async (tx) => {
    if (!(await beginIngest(tx, investigationId, db.kind === 'embedded'))) throw new Error('The investigation was deleted');
    const records = mined.map(({ key, doc, mining }) => toRecord(doc, key, mining.language));
    const { idByKey, newKeys } = await insertDocuments(tx, investigationId, records, [...unique.keys()]);

    const newPersons = [...touched].filter((person) => person.id < 0);
    const ids = await reservePersonIds(tx, newPersons.length);
    newPersons.forEach((person, index) => clusterer.resolve(person, ids[index]!));
    await upsertPersons(tx, investigationId, [...touched]);

    const links: AuthorLink[] = [];
    const entities: Array<{ document_id: number; kind: string; value: string; score: number }> = [];
    for (const { key, doc, mining, persons } of mined) {
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

    const sources = [...unique].flatMap(([key, { provenances }]) => {
      const documentId = idByKey.get(key);
      return documentId === undefined
        ? []
        : provenances.map((p) => ({ document_id: documentId, source: p.source, query: p.query, source_id: nullable(p.sourceId) }));
    });
    await insertSources(tx, sources);
    await addToDocumentCount(tx, investigationId, countToWrite(investigationId, newKeys.size));
    return { added: newKeys.size, duplicates: docs.length - newKeys.size };
  });
}
