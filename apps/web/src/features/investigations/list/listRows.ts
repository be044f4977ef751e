import {
  containsAllWords,
  investigationKindInfo,
  searchWords,
  statusLabel,
  type Investigation,
} from '@quarry/contract';

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
  ].join('\n');
  return containsAllWords(haystack, words);
}

/** The columns a click on their header sorts by (Alerts and Actions do not sort). */
export type SortColumn = '#' | 'Type' | 'Name' | 'Status' | 'Created On' | 'Last Visited' | 'Created By' | '# Of Docs';
export interface RowSort {
  column: SortColumn;
  direction: 'ascending' | 'descending';
}
/** The table's own order (doc 1 §2): newest first. */
export const NEWEST_FIRST: RowSort = { column: '#', direction: 'descending' };

const sortKey: Record<SortColumn, (row: NumberedRow) => string | number> = {
  '#': (row) => row.number,
  Type: (row) => investigationKindInfo[row.investigation.investigationSubType].label,
  Name: (row) => row.investigation.title,
  Status: (row) => statusLabel[row.investigation.status],
  'Created On': (row) => row.number,
  'Last Visited': (row) =>
    row.investigation.lastUserInteractionTime ? Date.parse(row.investigation.lastUserInteractionTime) : 0,
  'Created By': (row) => row.investigation.createdBy,
  '# Of Docs': (row) => row.investigation.totalDocuments,
};

export const isSortColumn = (column: string): column is SortColumn => column in sortKey;

/** The rows in the order of a column header, ties kept newest first. */
export function sortRows(rows: readonly NumberedRow[], sort: RowSort): NumberedRow[] {
  const key = sortKey[sort.column];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const compare = (a: NumberedRow, b: NumberedRow) => {
    const [x, y] = [key(a), key(b)];
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return order * sign || b.number - a.number;
  };
  return [...rows].sort(compare);
}

/** A click on a header: the same column turns around, another starts descending for numbers and dates, else ascending. */
export function nextSort(current: RowSort, column: SortColumn): RowSort {
  if (current.column === column)
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  const numeric = column === '#' || column === 'Created On' || column === 'Last Visited' || column === '# Of Docs';
  return { column, direction: numeric ? 'descending' : 'ascending' };
}
