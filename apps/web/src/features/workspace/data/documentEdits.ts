import type { WorkspaceDocument } from '@quarry/contract';

/** The fields an edit sets on a document (relevancy, starred, note, touched). */
export type DocumentPatch = Partial<Pick<WorkspaceDocument, 'relevancy' | 'starred' | 'note' | 'touched'>>;

export const applyPatch = (document: WorkspaceDocument, patch: DocumentPatch): WorkspaceDocument => ({
  ...document,
  ...patch,
});

/** The values a patch replaces, to put back if the call fails. */
export function previousValues(document: WorkspaceDocument, patch: DocumentPatch): DocumentPatch {
  return Object.fromEntries(Object.keys(patch).map((key) => [key, document[key as keyof DocumentPatch]]));
}

/**
 * Undoes a failed edit: each field goes back to its previous value unless a later edit already changed it
 * again (that edit's own outcome decides it).
 */
export function revertPatch(document: WorkspaceDocument, patch: DocumentPatch, previous: DocumentPatch): WorkspaceDocument {
  const reverted = { ...document };
  for (const key of Object.keys(patch) as (keyof DocumentPatch)[]) {
    if (document[key] === patch[key]) Object.assign(reverted, { [key]: previous[key] });
  }
  return reverted;
}

/** After a successful edit, the server's values of the edited fields (and the read state it sets). */
export function confirmPatch(document: WorkspaceDocument, patch: DocumentPatch, answer: WorkspaceDocument): WorkspaceDocument {
  const confirmed: WorkspaceDocument = { ...document, touched: answer.touched };
  for (const key of Object.keys(patch) as (keyof DocumentPatch)[]) {
    if (document[key] === patch[key]) Object.assign(confirmed, { [key]: answer[key] });
  }
  return confirmed;
}

/** Clicking the current relevancy resets it to Neutral (doc 2 §4). */
export const nextRelevancy = (current: WorkspaceDocument['relevancy'], clicked: 'Relevant' | 'Irrelevant') =>
  current === clicked ? 'Neutral' : clicked;
