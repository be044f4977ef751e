import { decisionNote } from './decision-notes.js';
import { crossrefType, dateParts, invertedName, pageRange, splitName, type ExportedDocument } from './export-record.js';

/** Crossref type names → BibTeX entry types, and the field that names the container. */
// prettier-ignore
const BIBTEX_TYPES: Record<string, { type: string; container: string }> = {
  'journal-article': { type: 'article', container: 'journal' },
  book: { type: 'book', container: 'series' },
  'book-chapter': { type: 'incollection', container: 'booktitle' },
  'proceedings-article': { type: 'inproceedings', container: 'booktitle' },
  proceedings: { type: 'proceedings', container: 'series' },
  thesis: { type: 'phdthesis', container: 'journal' },
  report: { type: 'techreport', container: 'journal' },
  webpage: { type: 'online', container: 'journal' },
};
const OTHER = { type: 'misc', container: 'journal' };

const LATEX_SPECIALS: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  $: '\\$',
  '&': '\\&',
  '%': '\\%',
  '#': '\\#',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
};

/** Text as a braced BibTeX value: LaTeX's special characters escaped, line breaks as spaces, Unicode kept. */
export function bibtexText(text: string): string {
  return text
    .replace(/[\\{}$&%#_~^]/g, (char) => LATEX_SPECIALS[char]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A URL or DOI as a value read verbatim (the url and doi fields are not LaTeX): only what would unbalance the
 * braces or break the line is percent-encoded.
 */
export const bibtexVerbatim = (text: string): string =>
  text.trim().replace(/[{}\s]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);

/** A name for the author list: "Family, Given"; a name holding " and " (a corporate name) braced whole as it is. */
const bibtexName = (name: string): string =>
  /\sand\s/i.test(name) ? `{${bibtexText(name)}}` : bibtexText(invertedName(splitName(name)));

function bibtexEntry(document: ExportedDocument): string {
  const kind = BIBTEX_TYPES[crossrefType(document)] ?? OTHER;
  const date = dateParts(document);
  const fields: Array<[string, string | undefined]> = [
    ['title', bibtexText(document.title)],
    ['author', document.authors.map((author) => bibtexName(author.name)).join(' and ') || undefined],
    [kind.container, document.journal ? bibtexText(document.journal) : undefined],
    ['year', date ? String(date[0]) : undefined],
    ['month', date?.[1] ? String(date[1]) : undefined],
    ['date', date && date.length > 1 ? date.map((part) => String(part).padStart(2, '0')).join('-') : undefined],
    ['publisher', document.publisher ? bibtexText(document.publisher) : undefined],
    ['volume', document.volume ? bibtexText(document.volume) : undefined],
    ['number', document.issue ? bibtexText(document.issue) : undefined],
    ['pages', pageRange(document, '--') && bibtexText(pageRange(document, '--')!)],
    ['doi', document.doi ? bibtexVerbatim(document.doi) : undefined],
    ['url', document.url ? bibtexVerbatim(document.url) : undefined],
    ['language', document.originalLanguage ? bibtexText(document.originalLanguage) : undefined],
    ['keywords', document.keywords.length > 0 ? bibtexText(document.keywords.join(', ')) : undefined],
    ['abstract', document.abstract ? bibtexText(document.abstract) : undefined],
    ['note', decisionNote(document) && bibtexText(decisionNote(document)!)],
  ];
  const body = fields
    .filter((field): field is [string, string] => field[1] !== undefined && field[1] !== '')
    .map(([name, value]) => `  ${name} = {${value}}`)
    .join(',\n');
  return `@${kind.type}{quarry${document.id},\n${body}\n}\n`;
}

/**
 * The documents as BibTeX (UTF-8, as biber, JabRef and Zotero read it): an entry per document keyed quarry<id>;
 * the user's note, ASReview's marker and Rayyan's inclusion and labels in `note`, the keywords in `keywords`.
 */
export function documentsBibtex(documents: readonly ExportedDocument[]): string {
  return documents.map(bibtexEntry).join('\n');
}
