import { MENTIONED_TERMS, type WorkspaceIndex } from '../index/workspace-index.js';

/** A document an alert may report: its id, how relevant the investigation finds it, and the tracked terms it contains. */
export interface AlertCandidate {
  documentId: number;
  score: number;
  terms: string[];
}

/** A learned probability at or above this makes a document relevant for alerts. */
export const ALERT_MIN_PROBABILITY = 0.5;

/** The tracked terms document `d` contains (the Mentioned Terms list), as their captions. */
function termsOf(index: WorkspaceIndex, d: number): string[] {
  const facet = index.facets.get(MENTIONED_TERMS);
  if (!facet) return [];
  const terms: string[] = [];
  for (let k = facet.offsets[d]!; k < facet.offsets[d + 1]!; k++)
    terms.push(facet.dictionary.captions[facet.values[k]!]!);
  return terms;
}

/**
 * The relevant documents newer than `sinceDocumentId`, most relevant first (issue 14 alerts): with a learned model,
 * those it gives at least ALERT_MIN_PROBABILITY; without one, those the search terms score (a term found, no
 * Exclude term).
 */
export function alertCandidates(index: WorkspaceIndex, sinceDocumentId: number): AlertCandidate[] {
  const found: AlertCandidate[] = [];
  index.ids.forEach((id, d) => {
    if (id <= sinceDocumentId || index.excluded[d] !== 0) return;
    const score = index.learned ? index.learned[d]! : index.termScore[d]!;
    const relevant = index.learned ? score >= ALERT_MIN_PROBABILITY : score > 0;
    if (relevant) found.push({ documentId: id, score, terms: termsOf(index, d) });
  });
  return found.sort((a, b) => b.score - a.score || b.documentId - a.documentId);
}
