import { decisionNote } from './decision-notes.js';
import { crossrefType, dateParts, pageRange, splitName, type ExportedDocument } from './export-record.js';

/** Crossref type names that are not CSL's (CSL 1.0.2 types). */
const CSL_TYPES: Record<string, string> = {
  'journal-article': 'article-journal',
  'magazine-article': 'article-magazine',
  'newspaper-article': 'article-newspaper',
  'edited-book': 'book',
  'book-chapter': 'chapter',
  'proceedings-article': 'paper-conference',
  proceedings: 'book',
  'post-weblog': 'post-weblog',
  other: 'document',
};
const CSL_NAMES = new Set(['book', 'chapter', 'thesis', 'report', 'webpage', 'patent', 'dataset', 'article']);

const cslType = (type: string) => CSL_TYPES[type] ?? (CSL_NAMES.has(type) ? type : 'document');

/** Leaves out what is unknown, so that the item holds only the fields the document has. */
const known = (item: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(item).filter(
      ([, value]) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && !value.length),
    ),
  );

function cslItem(document: ExportedDocument): Record<string, unknown> {
  const date = dateParts(document);
  return known({
    id: `quarry${document.id}`,
    type: cslType(crossrefType(document)),
    title: document.title,
    author: document.authors.map((author) => known({ ...splitName(author.name) })),
    issued: date ? { 'date-parts': [date] } : undefined,
    'container-title': document.journal,
    publisher: document.publisher,
    volume: document.volume,
    issue: document.issue,
    page: pageRange(document),
    DOI: document.doi,
    URL: document.url,
    language: document.originalLanguage,
    keyword: document.keywords.join(', '),
    abstract: document.abstract,
    note: decisionNote(document),
  });
}

/**
 * The documents as CSL-JSON (Zotero, Mendeley, pandoc): an array of items with the standard fields; the user's
 * note, ASReview's marker and Rayyan's inclusion and labels in `note`, the keywords in `keyword`.
 */
export function documentsCslJson(documents: readonly ExportedDocument[]): string {
  return JSON.stringify(documents.map(cslItem), null, 2);
}
