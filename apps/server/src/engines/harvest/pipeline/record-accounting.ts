import { MAX_RECORDS_NAMED, type MergedRecord, type RecordMergeReason, type RejectedInput } from '@quarry/contract';
import type { NormalizedDocument } from '../document.js';
import type { ImportedCounts } from '../document-store.js';

/**
 * What became of the records of a stored batch that were not added: merged into a document (the first `named` of
 * them with their document's title, the rest counted), or rejected with a reason. A batch's records are
 * added + merged + rejected.
 */
export interface BatchAccount {
  merged: number;
  mergedRecords: MergedRecord[];
  rejected: number;
  rejectedRecords: RejectedInput[];
  /** The screening decisions the batch's records brought (votes, labels, notes written), when they brought any. */
  imported?: ImportedCounts;
}

/** A record not added, before its document's title is read: the record, the document it joined (undefined: none), and why. */
export interface RecordOutcome {
  record: NormalizedDocument;
  documentId: number | undefined;
  reason: RecordMergeReason;
}

export const recordMessages = {
  noTitle: 'no title',
  documentGone: 'the document it matches was removed meanwhile',
  untitledRecord: 'a record without title or identifier',
  beforeCutoff: (date: string) => `published before the start-date cutoff (${date})`,
  overLimit: (limit: number) => `the investigation holds its document number limit (${limit})`,
};

/** How the source names a record: its DOI, else its URL, else its id at the source, else how its file's format names it. */
export const identifierOf = (
  record: Pick<NormalizedDocument, 'doi' | 'url' | 'provenance' | 'reference'>,
): string | null => record.doi ?? record.url ?? record.provenance.sourceId ?? record.reference ?? null;

/** Why a record with the dedupe key of a document already there is that document: what the key is made of (dedupe-key.ts). */
export function keyReason(key: string): RecordMergeReason {
  if (key.startsWith('doi:')) return 'same DOI';
  if (key.startsWith('url:')) return 'same address';
  if (key.startsWith('record:')) return 'same source record';
  return 'same title and year';
}

/** A record the ingest cannot keep, as the summary names it. */
export const rejectedRecord = (record: NormalizedDocument, reason: string): RejectedInput => {
  const named = record.title.trim() || identifierOf(record) || recordMessages.untitledRecord;
  // a file's record is named as its format names it first ("PMID 31452104: Peat carbon…")
  return { input: record.reference && named !== record.reference ? `${record.reference}: ${named}` : named, reason };
};

/**
 * The batch's account: records whose document was found are merged, the others rejected; `titlesOf` reads the
 * titles of the documents of the first `named` merged records (the step names no more).
 */
export async function accountFor(
  outcomes: RecordOutcome[],
  rejected: RejectedInput[],
  named: number,
  titlesOf: (documentIds: number[]) => Promise<Map<number, string>>,
): Promise<BatchAccount> {
  const merged = outcomes.filter(
    (outcome): outcome is RecordOutcome & { documentId: number } => outcome.documentId !== undefined,
  );
  const gone = outcomes
    .filter((outcome) => outcome.documentId === undefined)
    .map((outcome) => rejectedRecord(outcome.record, recordMessages.documentGone));
  const shown = merged.slice(0, Math.max(0, named));
  const titles =
    shown.length > 0
      ? await titlesOf([...new Set(shown.map((outcome) => outcome.documentId))])
      : new Map<number, string>();
  const allRejected = [...rejected, ...gone];
  return {
    merged: merged.length,
    mergedRecords: shown.map(({ record, documentId, reason }) => ({
      title: record.title,
      identifier: identifierOf(record),
      reason,
      documentId,
      documentTitle: titles.get(documentId) ?? '',
    })),
    rejected: allRejected.length,
    rejectedRecords: allRejected.slice(0, MAX_RECORDS_NAMED),
  };
}

/** The account of two parts of a batch stored apart: counts summed, the records named in order (at most MAX_RECORDS_NAMED rejected). */
export const joinAccounts = (first: BatchAccount, second: BatchAccount): BatchAccount => ({
  merged: first.merged + second.merged,
  mergedRecords: [...first.mergedRecords, ...second.mergedRecords],
  rejected: first.rejected + second.rejected,
  rejectedRecords: [...first.rejectedRecords, ...second.rejectedRecords].slice(0, MAX_RECORDS_NAMED),
  ...(first.imported || second.imported ? { imported: addCounts(first.imported, second.imported) } : {}),
});

const none: ImportedCounts = { votes: 0, labels: 0, notes: 0 };

/** Imported votes, labels and notes of two batches (or of a step and a batch) together. */
export const addCounts = (a: ImportedCounts = none, b: ImportedCounts = none): ImportedCounts => ({
  votes: a.votes + b.votes,
  labels: a.labels + b.labels,
  notes: a.notes + b.notes,
});
