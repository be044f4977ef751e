import type { ImportedDecisions } from '../document.js';

/** EndNote reference type names (EndNote XML's ref-type name, .enw's %0) → the type names documentTypeOf knows. */
// prettier-ignore
const ENDNOTE_TYPES: Record<string, string> = {
  'journal article': 'journal-article', 'journal': 'journal-article', 'electronic article': 'journal-article',
  'magazine article': 'magazine-article', 'newspaper article': 'newspaper-article', 'book': 'book',
  'electronic book': 'book', 'edited book': 'edited-book', 'book section': 'book-chapter',
  'electronic book section': 'book-chapter', 'conference paper': 'proceedings-article',
  'conference proceedings': 'proceedings', 'conference': 'proceedings-article', 'thesis': 'thesis',
  'report': 'report', 'web page': 'webpage', 'blog': 'post-weblog', 'patent': 'patent', 'dataset': 'dataset',
  'review': 'review', 'generic': 'other',
};

/** The type of an EndNote reference type name; a name we do not know is kept in lower case. */
export function endnoteType(name: string | undefined): string | undefined {
  const type = name?.trim().toLowerCase();
  return type ? (ENDNOTE_TYPES[type] ?? type) : undefined;
}

/** Notes and labels as the record's imported decisions; undefined when it has neither. */
export function decisionsOf(notes: string[], labels: string[]): ImportedDecisions | undefined {
  if (notes.length === 0 && labels.length === 0) return undefined;
  return { ...(notes.length > 0 && { notes }), ...(labels.length > 0 && { labels }) };
}
