import type { DocumentSource } from '@quarry/contract';
import type { Database } from '../../../db/database.js';
import { mineDocument } from '../../../text/mine.js';
import type { NormalizedDocument } from '../document.js';
import { cleanRecord } from './clean-metadata.js';
import type { DocumentStore } from '../document-store.js';
import type { AuthorMentions, HarvestPorts } from '../harvest-ports.js';
import { writeFreshDocuments, writeProvenance } from './ingest-write.js';
import { documentSourceRows, findMerge, personIdsOf } from './merges.repository.js';

/** The records a document is made of (its first, then each merged into it); undefined when it is not the investigation's. */
export async function listDocumentSources(
  db: Database,
  investigationId: number,
  documentId: number,
): Promise<DocumentSource[] | undefined> {
  const rows = await documentSourceRows(db, investigationId, documentId);
  if (rows.length === 0) return undefined;
  return rows.map((row) => ({
    mergeId: row.merge_id,
    source: row.source ?? 'unknown',
    sourceId: row.source_id,
    title: row.title,
    doi: row.doi,
    url: row.url,
    journal: row.journal,
    year: row.year,
    harvesterType: row.harvester_type,
    reason: row.reason as DocumentSource['reason'],
    mergedAt: row.merged_at ? row.merged_at.toISOString() : null,
  }));
}

/**
 * Undoes a merge: the merged record becomes a document of its own again — cleaned, mined and stored as a harvest
 * would have stored it, its authors the persons of the document it leaves where the names fit (they were taken
 * for one work) — and the document it leaves loses what that record alone gave it: the empty fields it filled
 * (unless changed since) and its provenance. One transaction. Answers the new document's id, or undefined when
 * there is no such merge on that document.
 */
export async function splitMergedRecord(
  db: Database,
  mentions: Pick<AuthorMentions, 'open'>,
  store: DocumentStore,
  addToDocumentCount: HarvestPorts['addToDocumentCount'],
  investigationId: number,
  documentId: number,
  mergeId: number,
): Promise<number | undefined> {
  const merge = await findMerge(db, investigationId, documentId, mergeId);
  if (!merge) return undefined;
  const original = merge.record as NormalizedDocument;
  const { doc, raw } = cleanRecord(original);
  const session = await mentions.open(db, investigationId, await personIdsOf(db, documentId));
  const fresh = { key: merge.dedupe_key, doc, raw, mining: mineDocument(doc), persons: session.place(doc.authors) };
  return db.transaction(async (tx) => {
    if (!(await store.deleteMerge(tx, mergeId))) return undefined;
    await store.emptyFilled(tx, documentId, merge.filled);
    const { provenance } = original;
    await store.deleteProvenance(tx, documentId, provenance.source, provenance.query, provenance.sourceId);
    const { idByKey } = await writeFreshDocuments(tx, store, session, investigationId, [fresh], [fresh.key]);
    const newId = idByKey.get(fresh.key);
    if (newId === undefined) throw new Error(`The split record's key ${fresh.key} was not stored`);
    await writeProvenance(tx, store, [{ documentId: newId, provenance }], null);
    await addToDocumentCount(tx, investigationId, 1);
    return newId;
  });
}
