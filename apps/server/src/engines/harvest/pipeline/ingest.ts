import { MAX_RECORDS_NAMED } from '@quarry/contract';
import type { Database } from '../../../db/database.js';
import { type DocumentMining, mineDocument } from '../../../text/mine.js';
import type { NormalizedDocument } from '../document.js';
import type { DocumentStore } from '../document-store.js';
import type { HarvestPorts, MentionSession } from '../harvest-ports.js';
import type { RawValues } from './clean-metadata.js';
import { dedupeKey, earlierKey } from './dedupe-key.js';
import { cleanedOf, signatureOfRecord } from './prepared-records.js';
import { isRefusedValue, refusedRecord } from './refused-records.js';
import type { DuplicateFinder } from './duplicate-finder.js';
import { decisionsToImport } from './ingest-decisions.js';
import { fillKnownDocuments, type PendingMerge, writeMerges } from './ingest-merges.js';
import { beginIngest, type EarlierKeyed, knownKeys, titlesOf } from './ingest.repository.js';
import { type FreshDocument, toRecord, writeFreshDocuments, writeProvenance } from './ingest-write.js';
import {
  accountFor,
  type BatchAccount,
  joinAccounts,
  keyReason,
  recordMessages,
  type RecordOutcome,
  rejectedRecord,
} from './record-accounting.js';

export interface IngestTarget {
  db: Database;
  investigationId: number;
  /** Where the batch's author mentions go (the persons module's session for this harvest). */
  mentions: MentionSession;
  /** Where the batch's documents, merges, provenance and entities are written (the documents module's store). */
  documents: DocumentStore;
  /** The investigation's document count follows each batch (the investigations module's port). */
  addToDocumentCount: HarvestPorts['addToDocumentCount'];
  /** The investigation's works, by dedupe key (investigation-works.ts loadDuplicateFinder). */
  duplicates: DuplicateFinder<string>;
  /** The harvest job storing the batch, recorded with each record's source so its additions can be undone. */
  harvestJobId?: number;
  /** How many merged records the account names with their document (the rest are counted); MAX_RECORDS_NAMED when not given. */
  recordsToName?: number;
  /** What the investigation's configuration lets a harvest keep; everything when not given. */
  keep?: KeepRules;
  /** A re-harvest: a record of a work already there (same key) fills its document's empty fields. */
  fillKnown?: boolean;
}

/** The configuration's limits on what a harvest keeps (doc 2 §3), as the harvest job works them out. */
export interface KeepRules {
  /** The start-date cutoff (YYYY-MM-DD) when enabled: a record dated before it is not kept (an undated one is). */
  publishedSince?: string;
  /** The document number limit when set, and how many more documents the investigation may take. */
  limit?: { documents: number; roomLeft: number };
}

export interface IngestResult {
  added: number;
  /** Records already there (same dedupe key) or merged into a document as near-duplicates. */
  duplicates: number;
  /** Of the duplicates, those merged into a document as near-duplicates or stated versions. */
  merged: number;
  /**
   * Every record not added: into which document it was merged (same key or near-duplicate), or why it was rejected
   * (among them the records the database refused, each stored apart from the others and left out).
   */
  account: BatchAccount;
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

interface Incoming {
  /** Cleaned. */
  doc: NormalizedDocument;
  original: NormalizedDocument;
  raw: RawValues | undefined;
  provenances: NormalizedDocument['provenance'][];
  /** Later records of the batch with the same key: they join this record's document. */
  repeats: NormalizedDocument[];
}

/**
 * The batch cleaned and without repeats: the first record of each key, with every provenance of that key and the
 * records that repeat it; and the records without a title, which cannot be kept.
 */
function uniqueByKey(docs: NormalizedDocument[]): { unique: Map<string, Incoming>; untitled: NormalizedDocument[] } {
  const unique = new Map<string, Incoming>();
  const untitled: NormalizedDocument[] = [];
  for (const original of docs) {
    const cleaned = cleanedOf(original);
    if (!cleaned) {
      untitled.push(original);
      continue;
    }
    const { doc, raw } = cleaned;
    const key = dedupeKey(doc);
    const entry = unique.get(key);
    if (entry) {
      entry.provenances.push(doc.provenance);
      entry.repeats.push(original);
    } else unique.set(key, { doc, original, raw, provenances: [doc.provenance], repeats: [] });
  }
  return { unique, untitled };
}

/**
 * What became of each record not added: a record whose key was there already joined that document, a near-duplicate
 * the document it was merged into, a repeat within the batch its first record's document.
 */
function outcomesOf(
  unique: Map<string, Incoming>,
  newKeys: Set<string>,
  merges: PendingMerge[],
  documentOf: (key: string) => number | undefined,
): RecordOutcome[] {
  const mergeReasons = new Map(merges.map((merge) => [merge.key, merge.reason]));
  return [...unique].flatMap(([key, { original, repeats }]) => {
    const documentId = documentOf(key);
    const repeated = repeats.map((record) => ({ record, documentId, reason: keyReason(key) }));
    if (newKeys.has(key)) return repeated;
    return [{ record: original, documentId, reason: mergeReasons.get(key) ?? keyReason(key) }, ...repeated];
  });
}

/** The last day a document may have been published on, by its date's precision (a year's date is its 1 January). */
function latestDayOf(doc: NormalizedDocument): string | undefined {
  if (!doc.date) return undefined;
  if (doc.datePrecision === 'Year') return `${doc.date.slice(0, 4)}-12-31`;
  if (doc.datePrecision === 'MonthYear') return `${doc.date.slice(0, 7)}-31`;
  return doc.date;
}

/** Takes a key's records out of the batch (the first and its repeats): a keep rule left them out. */
function takeOut(unique: Map<string, Incoming>, key: string): NormalizedDocument[] {
  const { original, repeats } = unique.get(key)!;
  unique.delete(key);
  return [original, ...repeats];
}

/**
 * The records published before the start-date cutoff leave `unique` (an undated one stays: nothing says it is
 * older). Answers the records left out.
 */
function publishedBefore(unique: Map<string, Incoming>, since: string): NormalizedDocument[] {
  return [...unique].flatMap(([key, { doc }]) => {
    const latest = latestDayOf(doc);
    return latest === undefined || latest >= since ? [] : takeOut(unique, key);
  });
}

/**
 * Once the investigation holds its document number limit, the records that would be new documents are not kept:
 * they leave `unique` (a record whose key is there already still joins its document). Answers the records left out.
 */
function beyondLimit(
  unique: Map<string, Incoming>,
  known: ReadonlyMap<string, unknown>,
  limit: KeepRules['limit'],
): NormalizedDocument[] {
  if (!limit) return [];
  const newcomers = [...unique.keys()].filter((key) => !known.has(key));
  return newcomers.slice(Math.max(0, limit.roomLeft)).flatMap((key) => takeOut(unique, key));
}

/** The records of `unique` known by their source's id, with the key an earlier harvest would have stored them under. */
const earlierKeyed = (unique: Map<string, Incoming>): EarlierKeyed[] =>
  [...unique].flatMap(([key, { doc }]) => {
    const before = earlierKey(doc);
    return before && doc.provenance.sourceId
      ? [{ key, before, source: doc.provenance.source, sourceId: doc.provenance.sourceId }]
      : [];
  });

/**
 * Which new records are near-duplicates of a work already there or earlier in the batch (merged into it), and
 * which are works of their own. The finder learns both at once, so later records compare with them.
 */
function splitNearDuplicates(duplicates: DuplicateFinder<string>, incoming: Array<[string, Incoming]>) {
  const fresh: Array<[string, Incoming]> = [];
  const merges: PendingMerge[] = [];
  /** Keys of the new works the finder was unsure of, with the works each fits about as well. */
  const suspected: string[] = [];
  for (const [key, entry] of incoming) {
    // a web page is known by its URL: one titled like a paper (its news, its landing page) is not that paper
    if (entry.doc.type === 'Web Page') {
      fresh.push([key, entry]);
      continue;
    }
    const signature = signatureOfRecord(entry.doc);
    const { duplicate: found, suspects } = duplicates.match(signature);
    if (suspects.length > 0) suspected.push(key, ...suspects);
    if (found) {
      duplicates.absorb(found.id, signature);
      merges.push({
        key,
        into: found.id,
        reason: found.reason,
        original: entry.original,
        record: toRecord(entry.doc, key, undefined, entry.raw),
      });
    } else {
      duplicates.add(key, signature);
      fresh.push([key, entry]);
    }
  }
  return { fresh, merges, suspected };
}

/** The records of `unique` whose key a document already holds, with that document (a re-harvest fills it from them). */
const knownRecords = (unique: Map<string, Incoming>, known: ReadonlyMap<string, number>) =>
  [...unique].flatMap(([key, { doc, raw }]) => {
    const documentId = known.get(key);
    return documentId === undefined ? [] : [{ documentId, record: toRecord(doc, key, undefined, raw) }];
  });

/** The keep rules once `added` more documents were stored: less room under the document number limit. */
export const afterAdding = (keep: KeepRules | undefined, added: number): KeepRules | undefined =>
  keep?.limit ? { ...keep, limit: { ...keep.limit, roomLeft: keep.limit.roomLeft - added } } : keep;

/**
 * Stores one batch of harvested records (ingestTogether). When the database refuses a value of one of them, the
 * batch is stored again in halves, and so on down to the record refused, which alone is left out and named: one bad
 * value never loses the other records. A batch that goes in costs nothing more; one bad record among n costs about
 * 2·log2(n) smaller transactions.
 */
export async function ingestBatch(target: IngestTarget, docs: NormalizedDocument[]): Promise<IngestResult> {
  try {
    return await ingestTogether(target, docs);
  } catch (error) {
    if (!isRefusedValue(error)) throw error;
    if (docs.length === 1)
      return {
        added: 0,
        duplicates: 0,
        merged: 0,
        account: { merged: 0, mergedRecords: [], rejected: 1, rejectedRecords: [refusedRecord(docs[0]!, error)] },
      };
    const middle = Math.ceil(docs.length / 2);
    const first = await ingestBatch(target, docs.slice(0, middle));
    const toName = (target.recordsToName ?? MAX_RECORDS_NAMED) - first.account.mergedRecords.length;
    const second = await ingestBatch(
      { ...target, recordsToName: toName, keep: afterAdding(target.keep, first.added) },
      docs.slice(middle),
    );
    return {
      added: first.added + second.added,
      duplicates: first.duplicates + second.duplicates,
      merged: first.merged + second.merged,
      account: joinAccounts(first.account, second.account),
    };
  }
}

/**
 * Stores one batch of harvested records: cleans them (keeping the raw values of what changed), dedupes them
 * against the batch and the investigation by key, merges near-duplicates and stated versions into the document
 * they belong to (filling its empty fields, keeping the record for an undo), mines the new ones and places their
 * authors, and writes documents, merges, provenance, persons, author links and entities in one transaction —
 * a failure leaves nothing of the batch behind, in the database or in the duplicate finder.
 */
async function ingestTogether(target: IngestTarget, docs: NormalizedDocument[]): Promise<IngestResult> {
  const { db, investigationId, mentions, documents, duplicates } = target;
  const { unique, untitled } = uniqueByKey(docs);
  const since = target.keep?.publishedSince;
  const early = since ? publishedBefore(unique, since) : [];
  const known = await knownKeys(db, investigationId, [...unique.keys()], earlierKeyed(unique));
  const overLimit = beyondLimit(unique, known, target.keep?.limit);
  const notKept = [
    ...untitled.map((record) => rejectedRecord(record, recordMessages.noTitle)),
    ...early.map((record) => rejectedRecord(record, recordMessages.beforeCutoff(since!))),
    ...overLimit.map((record) => rejectedRecord(record, recordMessages.overLimit(target.keep!.limit!.documents))),
  ];
  duplicates.begin();
  try {
    const { fresh, merges, suspected } = splitNearDuplicates(
      duplicates,
      [...unique].filter(([key]) => !known.has(key)),
    );
    const prepared: FreshDocument[] = fresh.map(([key, { doc, original, raw }]) => ({
      key,
      doc,
      raw,
      mining: minedAlready.get(original) ?? mineDocument(doc),
      persons: mentions.place(doc.authors),
    }));
    const result = await db.transaction(async (tx) => {
      if (!(await beginIngest(tx, investigationId, db.kind === 'embedded')))
        throw new Error('The investigation was deleted');
      const allKeys = [...new Set([...unique.keys(), ...merges.map((merge) => merge.into), ...suspected])];
      const { idByKey, newKeys } = await writeFreshDocuments(
        tx,
        documents,
        mentions,
        investigationId,
        prepared,
        allKeys,
      );
      const idOf = (key: string) => idByKey.get(key) ?? known.get(key);
      const written = await writeMerges(tx, documents, investigationId, merges, idOf);
      if (target.fillKnown) await fillKnownDocuments(tx, documents, knownRecords(unique, known));
      // A newcomer that fits two works about as well is its own work; it and they are offered to the user as dup-suspects.
      await documents.labelDupSuspects(
        tx,
        investigationId,
        suspected.map(idOf).filter((id) => id !== undefined),
      );
      const mergedInto = new Map(written.map((merge) => [merge.key, merge.documentId]));
      const documentOf = (key: string) => (mergedInto.has(key) ? mergedInto.get(key) : idOf(key));
      await writeProvenance(
        tx,
        documents,
        [...unique].flatMap(([key, { provenances }]) =>
          provenances.map((provenance) => ({ documentId: documentOf(key), provenance })),
        ),
        target.harvestJobId ?? null,
      );
      const decisions = decisionsToImport(unique, documentOf);
      const imported =
        decisions.length > 0
          ? await documents.importDecisions(tx, investigationId, target.harvestJobId ?? null, decisions)
          : undefined;
      await target.addToDocumentCount(tx, investigationId, countToWrite(investigationId, newKeys.size));
      const account = await accountFor(
        outcomesOf(unique, newKeys, merges, documentOf),
        notKept,
        target.recordsToName ?? MAX_RECORDS_NAMED,
        (ids) => titlesOf(tx, ids),
      );
      if (imported) account.imported = imported;
      return { added: newKeys.size, duplicates: docs.length - newKeys.size, merged: written.length, account };
    });
    duplicates.commit();
    return result;
  } catch (error) {
    duplicates.rollback();
    throw error;
  }
}
