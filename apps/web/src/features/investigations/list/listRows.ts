import { containsAllWords, investigationKindInfo, searchWords, statusLabel, type Investigation } from '@quarry/contract';

export interface NumberedRow {
  /** The # column: the newest row gets the row total, the oldest 1. */
  number: number;
  investigation: Investigation;
}

const newestFirst = (a: Investigation, b: Investigation): number =>
  Date.parse(b.createdOn) - Date.parse(a.createdOn) || b.id - a.id;

/**
 * The rows of the table, newest first, numbered counting down from the row total (doc 1 §2). Numbers are given
 * before filtering, so a row keeps its number while the filter narrows the table.
 */
export function numberRows(investigations: readonly Investigation[]): NumberedRow[] {
  const sorted = [...investigations].sort(newestFirst);
  return sorted.map((investigation, index) => ({ number: sorted.length - index, investigation }));
}

/**
 * The free-text filter (doc 1 §2): every word of the text must occur, case and accents aside, in the title, the type
 * label, the status label, the creator (nickname or e-mail) or the id.
 */
export function matchesFilter(investigation: Investigation, text: string): boolean {
  const words = searchWords(text);
  if (words.length === 0) return true;
  const haystack = [
    investigation.title,
    investigationKindInfo[investigation.investigationSubType].label,
    statusLabel[investigation.status],
    investigation.createdBy,
    investigation.email ?? '',
    String(investigation.id),
  ]
    .join('\n');
  return containsAllWords(haystack, words);
}
