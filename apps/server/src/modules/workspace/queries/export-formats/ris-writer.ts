import { decisionNotes } from './decision-notes.js';
import { crossrefType, dateParts, invertedName, splitName, type ExportedDocument } from './export-record.js';

/** Crossref type names (what the RIS reader stores) → RIS reference types. */
// prettier-ignore
const RIS_TYPES: Record<string, string> = {
  'journal-article': 'JOUR', 'magazine-article': 'MGZN', 'newspaper-article': 'NEWS', book: 'BOOK',
  'edited-book': 'EDBOOK', 'book-chapter': 'CHAP', proceedings: 'CONF', 'proceedings-article': 'CPAPER',
  thesis: 'THES', report: 'RPRT', webpage: 'ELEC', 'post-weblog': 'BLOG', patent: 'PAT', dataset: 'DATA',
};

const NEWLINE = '\r\n';

/**
 * One tag line; a value of several lines goes on in untagged lines (every RIS reader joins them to the field),
 * empty lines left out since an empty line ends nothing but may end a field for some readers.
 */
function tagLines(tag: string, value: string | number | null | undefined): string[] {
  if (value === null || value === undefined) return [];
  const lines = String(value)
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0) return [];
  return [`${tag}  - ${lines[0]}`, ...lines.slice(1)];
}

/** RIS DA: "2020/03/15/", "2020/03//". */
function risDate(parts: number[]): string {
  const [year, month, day] = parts.map((part) => String(part).padStart(2, '0'));
  return `${year}/${month ?? ''}/${day ?? ''}/`;
}

function risRecord(document: ExportedDocument): string[] {
  const date = dateParts(document);
  return [
    ...tagLines('TY', RIS_TYPES[crossrefType(document)] ?? 'GEN'),
    ...tagLines('ID', document.id),
    ...tagLines('TI', document.title),
    ...document.authors.flatMap((author) => tagLines('AU', invertedName(splitName(author.name)))),
    ...tagLines('PY', date?.[0]),
    ...(date && date.length > 1 ? tagLines('DA', risDate(date)) : []),
    ...tagLines('T2', document.journal),
    ...tagLines('PB', document.publisher),
    ...tagLines('VL', document.volume),
    ...tagLines('IS', document.issue),
    ...tagLines('SP', document.firstPage),
    ...tagLines('EP', document.lastPage),
    ...tagLines('DO', document.doi),
    ...tagLines('UR', document.url),
    ...tagLines('L1', document.fullTextUrl),
    ...tagLines('LA', document.originalLanguage),
    ...document.keywords.flatMap((keyword) => tagLines('KW', keyword)),
    ...tagLines('AB', document.abstract),
    ...decisionNotes(document).flatMap((note) => tagLines('N1', note)),
    'ER  - ',
  ];
}

/**
 * The documents as RIS: a record per document; the vote as ASReview's N1 marker and, with the labels, as Rayyan's
 * N1 note; the user's note its own N1; the keywords as KW.
 */
export function documentsRis(documents: readonly ExportedDocument[]): string {
  return documents.map((document) => risRecord(document).join(NEWLINE) + NEWLINE).join(NEWLINE);
}
