import type { WorkspaceDocument } from '@quarry/contract';
import { loadedDocuments, type DocumentPages } from './documentPages';
import { applyLabelOp } from './labelRules';

/** The fields a bulk change of the selected documents sets (doc 2 §4, §7: bulk read, bulk label). */
export type BulkField = 'touched' | 'labels';

/** The loaded documents of `ids` as every cached result list shows them now (the first copy found of each). */
export function snapshotDocuments(
  lists: readonly (DocumentPages | undefined)[],
  ids: ReadonlySet<number>,
): Map<number, WorkspaceDocument> {
  const found = new Map<number, WorkspaceDocument>();
  for (const pages of lists) {
    for (const document of loadedDocuments(pages)) {
      if (ids.has(document.id) && !found.has(document.id)) found.set(document.id, document);
    }
  }
  return found;
}

/** Mark as Read. */
export const markRead = (document: WorkspaceDocument): WorkspaceDocument =>
  document.touched ? document : { ...document, touched: true };

/** Adds or removes one label (case-insensitive; a label already there, or missing, is left as it is). */
export const changeLabel =
  (label: string, add: boolean) =>
  (document: WorkspaceDocument): WorkspaceDocument => {
    const labels = applyLabelOp(document.labels, { kind: add ? 'add' : 'remove', label });
    return labels.length === document.labels.length ? document : { ...document, labels };
  };

/** Undoes a failed bulk change: the field goes back to what it was before the change. */
export const restoreField =
  (field: BulkField, before: ReadonlyMap<number, WorkspaceDocument>) =>
  (document: WorkspaceDocument): WorkspaceDocument => {
    const previous = before.get(document.id);
    return previous ? { ...document, [field]: previous[field] } : document;
  };

/** The labels found on the documents, each once (case-insensitive, first spelling kept), sorted. */
export function labelsOf(documents: readonly WorkspaceDocument[]): string[] {
  const labels = new Map<string, string>();
  for (const document of documents) {
    for (const label of document.labels) if (!labels.has(label.toLowerCase())) labels.set(label.toLowerCase(), label);
  }
  return [...labels.values()].sort((a, b) => a.localeCompare(b));
}
