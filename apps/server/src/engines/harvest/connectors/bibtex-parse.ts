import { readBibtexEntries, type BibtexEntry } from './bibtex-entries.js';
import { dateFromParts, parseLooseDate } from './dates.js';
import { latexToText } from './latex-text.js';
import { collectRecords, type FlatRecord, type ParsedRecords } from './local-record.js';

// prettier-ignore
const BIBTEX_TYPES: Record<string, string> = {
  article: 'journal-article', book: 'book', inbook: 'book-chapter', incollection: 'book-chapter',
  inproceedings: 'proceedings-article', conference: 'proceedings-article', proceedings: 'proceedings',
  phdthesis: 'thesis', mastersthesis: 'thesis', thesis: 'thesis', techreport: 'report', report: 'report',
  online: 'webpage', electronic: 'webpage', www: 'webpage', webpage: 'webpage',
};

const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Splits an author list at " and " outside braces ("{Barnes and Noble} and Smith, J."). */
function splitAuthors(value: string): string[] {
  const names: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < value.length; index++) {
    const char = value[index];
    if (char === '{') depth++;
    else if (char === '}') depth--;
    else if (depth === 0 && /\s/.test(char!)) {
      const separator = /^\s+and\s+/i.exec(value.slice(index, index + 16));
      if (separator) {
        names.push(value.slice(start, index));
        index += separator[0].length - 1;
        start = index + 1;
      }
    }
  }
  names.push(value.slice(start));
  return names.map((name) => latexToText(name).trim()).filter((name) => name !== '' && name.toLowerCase() !== 'others');
}

function dateOf(fields: Map<string, string>) {
  const full = fields.get('date');
  if (full) return parseLooseDate(full);
  const year = Number(fields.get('year')?.match(/\d{4}/)?.[0]);
  if (!year) return undefined;
  const month = fields.get('month')?.trim().toLowerCase();
  const monthNumber = month
    ? /^\d{1,2}$/.test(month)
      ? Number(month)
      : MONTH_NAMES.indexOf(month.slice(0, 3)) + 1 || undefined
    : undefined;
  return dateFromParts(year, monthNumber);
}

function notesOf(...notes: Array<string | undefined>): FlatRecord['decisions'] {
  const given = notes.filter((note): note is string => note !== undefined && note.trim() !== '');
  return given.length > 0 ? { notes: given } : undefined;
}

function toRecord(entry: BibtexEntry): FlatRecord {
  const field = (...names: string[]) => {
    const raw = names.map((name) => entry.fields.get(name)).find((value) => value !== undefined && value.trim() !== '');
    return raw === undefined ? undefined : latexToText(raw);
  };
  return {
    id: entry.key || undefined,
    type: BIBTEX_TYPES[entry.type] ?? entry.type,
    title: field('title'),
    abstract: field('abstract'),
    authors: splitAuthors(entry.fields.get('author') ?? ''),
    date: dateOf(entry.fields),
    journal: field('journal', 'journaltitle', 'booktitle', 'series'),
    publisher: field('publisher', 'school', 'institution', 'organization'),
    volume: field('volume'),
    issue: field('number', 'issue'),
    pages: field('pages'),
    doi: field('doi'),
    url: entry.fields.get('url')?.trim(),
    keywords: (field('keywords') ?? '').split(/\s*[,;]\s*/).filter(Boolean),
    language: field('langid', 'language'),
    // Zotero writes its notes in annote, the item's Extra in note; the screening tools' markers are read out of both.
    decisions: notesOf(field('note'), field('annote')),
    identifiers: {
      pubmed: field('pmid'),
      pmc: field('pmcid'),
      arxiv: /^arxiv$/i.test(field('archiveprefix', 'eprinttype') ?? '') ? field('eprint') : undefined,
    },
  };
}

/** BibTeX and BibLaTeX files: one record per entry, LaTeX resolved to plain Unicode. */
export function* bibtexRecords(text: string): Generator<FlatRecord | string> {
  for (const entry of readBibtexEntries(text)) yield typeof entry === 'string' ? entry : toRecord(entry);
}

export function parseBibtex(text: string, fileName: string): ParsedRecords {
  return collectRecords(bibtexRecords(text), fileName);
}
