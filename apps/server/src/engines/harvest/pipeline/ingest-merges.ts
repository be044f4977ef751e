import type { Queryable } from '../../../db/database.js';
import type { NormalizedDocument } from '../document.js';
import {
  type DocumentRecord,
  type DocumentStore,
  FILLABLE_COLUMNS,
  type FillableValues,
  type MergeRow,
} from '../document-store.js';
import { fillableValues } from './merges.repository.js';
import type { MatchReason } from './work-match.js';

/** A record found to be a work already there (or coming in the same batch), to merge into its document. */
export interface PendingMerge {
  key: string;
  /** The dedupe key of the document it joins. */
  into: string;
  reason: MatchReason;
  /** The record as harvested, kept for a split. */
  original: NormalizedDocument;
  /** The record cleaned, as the document's columns would hold it. */
  record: DocumentRecord;
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The document's empty columns a merged record fills, with the values it brings: the document keeps every value it
 * has (the first record stays the reference), and gains what only the newcomer knew — an abstract, a DOI, pages.
 * A date comes with its precision. A column a user set or cleared (`overwritten`) is never filled.
 */
export function fieldsToFill(
  current: FillableValues,
  incoming: FillableValues,
  overwritten: readonly string[] = [],
): Partial<FillableValues> {
  const filled: Partial<FillableValues> = {};
  for (const column of FILLABLE_COLUMNS) {
    if (column === 'date_precision' || overwritten.includes(column)) continue;
    if (!isEmpty(current[column]) || isEmpty(incoming[column])) continue;
    (filled as Record<string, unknown>)[column] = incoming[column];
    if (column === 'date') filled.date_precision = incoming.date_precision;
  }
  return filled;
}

const fillableOf = (record: DocumentRecord): FillableValues =>
  Object.fromEntries(FILLABLE_COLUMNS.map((column) => [column, record[column]])) as FillableValues;

/**
 * Merges records into their documents inside the caller's transaction: fills the documents' empty columns and keeps
 * each record (its identifiers, what it filled) in document_merges. Answers the merges made, each with its document
 * (a document gone meanwhile takes none).
 */
export async function writeMerges(
  tx: Queryable,
  store: DocumentStore,
  investigationId: number,
  merges: PendingMerge[],
  idOf: (key: string) => number | undefined,
): Promise<Array<{ key: string; documentId: number }>> {
  const targets = merges.map((merge) => idOf(merge.into));
  const current = await fillableValues(tx, [...new Set(targets.filter((id): id is number => id !== undefined))]);
  const fills = new Map<number, Partial<FillableValues>>();
  const rows: MergeRow[] = [];
  const made: Array<{ key: string; documentId: number }> = [];
  merges.forEach((merge, index) => {
    const documentId = targets[index];
    const target = documentId === undefined ? undefined : current.get(documentId);
    if (documentId === undefined || !target) return;
    const filled = fieldsToFill(target.values, fillableOf(merge.record), target.overwritten);
    Object.assign(target.values, filled);
    fills.set(documentId, { ...fills.get(documentId), ...filled });
    const { record, original } = merge;
    made.push({ key: merge.key, documentId });
    rows.push({
      document_id: documentId,
      dedupe_key: merge.key,
      source: original.provenance.source,
      source_id: original.provenance.sourceId ?? null,
      doi: record.doi,
      url: record.url,
      harvester_type: record.harvester_type,
      title: record.title,
      year: record.date ? Number(record.date.slice(0, 4)) : null,
      journal: record.journal,
      reason: merge.reason,
      record: original,
      filled,
    });
  });
  await store.fillDocuments(
    tx,
    [...fills].map(([id, values]) => ({ id, values })),
  );
  await store.insertMerges(tx, investigationId, rows);
  return made;
}

/**
 * A re-harvest's records of works already there (same dedupe key) fill their documents' empty columns, inside the
 * caller's transaction, as a merged record would; a column a user set or cleared stays as the user left it. Unlike
 * a merge, nothing is kept for a split: the record is the document's own, asked again.
 */
export async function fillKnownDocuments(
  tx: Queryable,
  store: DocumentStore,
  records: Array<{ documentId: number; record: DocumentRecord }>,
): Promise<void> {
  const current = await fillableValues(tx, [...new Set(records.map(({ documentId }) => documentId))]);
  const fills = new Map<number, Partial<FillableValues>>();
  for (const { documentId, record } of records) {
    const target = current.get(documentId);
    if (!target) continue;
    const filled = fieldsToFill(target.values, fillableOf(record), target.overwritten);
    if (Object.keys(filled).length === 0) continue;
    Object.assign(target.values, filled);
    fills.set(documentId, { ...fills.get(documentId), ...filled });
  }
  if (fills.size === 0) return;
  await store.fillDocuments(
    tx,
    [...fills].map(([id, values]) => ({ id, values })),
  );
}
