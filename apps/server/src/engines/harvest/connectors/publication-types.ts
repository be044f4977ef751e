import type { DocumentType } from '../document.js';

/**
 * Source types (OpenAlex, Crossref, CSL, RIS and BibTeX spellings alike) mapped to doc 2 §3's four document
 * types. Anything not listed is an Article, the spec's generic type; the source's own type is kept as
 * publicationType.
 */
const byType: Record<string, DocumentType> = {
  book: 'Book',
  monograph: 'Book',
  'reference-book': 'Book',
  'edited-book': 'Book',
  'book-set': 'Book',
  'book-series': 'Book',
  // a proceedings *volume* (the book of a conference), not a paper in it
  proceedings: 'Book',
  'book-chapter': 'Book Chapter',
  'book-section': 'Book Chapter',
  'book-part': 'Book Chapter',
  'reference-entry': 'Book Chapter',
  chapter: 'Book Chapter',
  'entry-encyclopedia': 'Book Chapter',
  'entry-dictionary': 'Book Chapter',
  webpage: 'Web Page',
  'post-weblog': 'Web Page',
  post: 'Web Page',
};

export function documentTypeOf(sourceType: string | undefined): DocumentType {
  return (sourceType && byType[sourceType.toLowerCase()]) || 'Article';
}
