import type { ImportedDecisions, NormalizedDocument, RecordIdentifiers } from '../document.js';
import { parseLooseDate, type PartialDate } from './dates.js';
import { documentFromRecord, type FlatRecord } from './local-record.js';
import { columnMapOf, type ColumnMap, type TabularField, type TabularKind } from './tabular-columns.js';
import type { Table, TableRow } from './tabular-read.js';

/** A list pandas wrote as Python's repr: "['Marx, Karl', 'Lindgren, Astrid']". */
function pythonList(value: string): string[] | undefined {
  if (!/^\[.*\]$/s.test(value)) return undefined;
  const items = [...value.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g)].map((match) =>
    (match[1] ?? match[2] ?? '').replace(/\\(.)/g, '$1'),
  );
  return items.length > 0 || /^\[\s*\]$/.test(value) ? items : undefined;
}

const splitOn = (value: string, separator: RegExp) =>
  value
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * Names in one cell: a Python list, names between semicolons, or names between commas when each part is a whole
 * name ("Liu R., Adler D.G."); "Smith, John" (one name, family first) stays one.
 */
function splitNames(value: string): string[] {
  const listed = pythonList(value);
  if (listed) return listed;
  if (value.includes(';')) return splitOn(value, /;/);
  // Rayyan and BibTeX-minded tools: "Bergman, H. and Smith, J."
  if (/\s+and\s+/.test(value) && value.includes(',')) return splitOn(value, /\s+and\s+/);
  const parts = splitOn(value, /,/);
  return parts.length > 1 && parts.every((part) => /\s/.test(part)) ? parts : [value.trim()];
}

/** "Skeel R.D." (family name, then initials) → "Skeel, R.D.", which the name reader turns around. */
const initialsLast = (name: string) => name.replace(/^(\S.*?)\s+((?:\p{Lu}\.-?\s?)+)$/u, '$1, $2').trim();

/** Surname prefixes written against a capital ("McDonald", "LeCun", "MacKay", "DiCaprio"): not a name's end. */
const GLUED_SURNAME_PREFIX = /(?:^|[\s'’-])(?:Mc|Mac|Le|La|De|Di|Du|Da|Del|Van|Von|Fitz|St)$/u;

/**
 * Springer writes its authors run together ("Aiman NazJunaid Ali", "Karin L RileyIsaac C Grenfell"): a capital
 * after a small letter starts a name, unless what comes before is a surname prefix or no whole name (a given name
 * and a surname) yet.
 */
function splitRunTogether(value: string): string[] {
  const names: string[] = [];
  let start = 0;
  for (const boundary of value.matchAll(/(?<=\p{Ll}|\.)(?=\p{Lu}\p{Ll})/gu)) {
    const name = value.slice(start, boundary.index);
    if (!/\S\s+\S/u.test(name) || GLUED_SURNAME_PREFIX.test(name)) continue;
    names.push(name);
    start = boundary.index;
  }
  names.push(value.slice(start));
  return names.map((name) => name.trim()).filter(Boolean);
}

/** Scopus's "Author full names": "Hao, Jie (57221302630); High, Robin (6701683718)". */
const withoutScopusIds = (names: string[]) => names.map((name) => name.replace(/\s*\(\d+\)$/, ''));

function authorsOf(kind: TabularKind, value: string | undefined): string[] {
  if (!value) return [];
  if (kind === 'springer-csv') return splitRunTogether(value);
  if (kind === 'wos-tab' || kind === 'ieee-csv' || kind === 'dimensions-csv') return splitOn(value, /;/);
  if (kind === 'scopus-csv')
    return withoutScopusIds(value.includes(';') ? splitOn(value, /;/) : splitNames(value)).map(initialsLast);
  return splitNames(value).map(initialsLast);
}

/**
 * Embase's Emtree terms, between commas, each with its subheadings in brackets: "colonic duplication cyst
 * (diagnosis, surgery), colonoscopy" → the terms without their subheadings.
 */
const emtreeTerms = (value: string) => splitOn(value.replace(/\s*\([^()]*\)/g, ''), /,/);

const keywordsOf = (kind: TabularKind, value: string) =>
  pythonList(value) ?? (kind === 'embase-csv' && !value.includes(';') ? emtreeTerms(value) : splitOn(value, /;/));

/** Each keyword once (Embase repeats its index terms in its keywords column), in the order first met, case kept. */
function distinctKeywords(keywords: string[]): string[] {
  const seen = new Set<string>();
  return keywords.filter((keyword) => {
    const key = keyword.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** ASReview's labels: 1 relevant, 0 irrelevant, empty or -1 not yet screened; spelled out by other tools. */
function voteOf(value: string | undefined): ImportedDecisions['vote'] {
  const label = value?.trim().toLowerCase();
  if (!label) return undefined;
  if (/^(1(\.0+)?|true|yes|y|included?|relevant)$/.test(label)) return 'RELEVANT';
  if (/^(0(\.0+)?|false|no|n|excluded?|irrelevant)$/.test(label)) return 'IRRELEVANT';
  return undefined;
}

function decisionsOf(row: Cells, columns: ColumnMap): ImportedDecisions | undefined {
  const vote = voteOf(row.first('included'));
  const notes = columns.notes.map((index) => row.at(index)).filter((note): note is string => !!note);
  const labels = [
    ...new Set(
      columns.labels.flatMap((index) => pythonList(row.at(index) ?? '') ?? splitOn(row.at(index) ?? '', /[;|]/)),
    ),
  ];
  if (!vote && notes.length === 0 && labels.length === 0) return undefined;
  return { ...(vote && { vote }), ...(labels.length > 0 && { labels }), ...(notes.length > 0 && { notes }) };
}

/** Embase's Source cell: "Endoscopic Ultrasound (2014) 3:3 (152-160). Date of Publication: 2014". */
const EMBASE_SOURCE =
  /^(.+?)\s+\((\d{4})\)\s*([^\s:(]+)?(?::([^\s(]+))?\s*(?:\(([^)]*)\))?\.?\s*(?:Date of Publication:\s*(.+))?$/;

function embaseSource(value: string | undefined) {
  const match = value?.trim().match(EMBASE_SOURCE);
  if (!match) return {};
  const [, journal, year, volume, issue, pages, published] = match;
  const date = parseLooseDate(published);
  return {
    journal,
    date: date && date.date.startsWith(year!) ? date : parseLooseDate(year),
    volume,
    issue,
    pages,
  };
}

/** Embase's OpenURL link names the DOI: "…&id=doi:10.4103%2F2303-9027.138783&…". */
function doiInOpenUrl(value: string | undefined): string | undefined {
  const encoded = value?.match(/[?&]id=doi:([^&]+)/)?.[1];
  if (!encoded) return undefined;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}

/** A row's cells by column, blank cells read as absent. */
interface Cells {
  at(index: number): string | undefined;
  first(field: TabularField): string | undefined;
  byName(name: string): string | undefined;
}

function cellsOf(row: TableRow, header: string[], columns: ColumnMap): Cells {
  const at = (index: number) => {
    const value = row.cells[index]?.trim();
    return value && value !== 'NA' ? value : undefined;
  };
  const keys = header.map((name) => name.trim().toLowerCase());
  return {
    at,
    first: (field) => (columns.fields[field] ?? []).map(at).find((value) => value !== undefined),
    byName: (name) => {
      const index = keys.indexOf(name);
      return index >= 0 ? at(index) : undefined;
    },
  };
}

/** The year column, made more precise by a date column of the same year. */
function dateOf(yearText: string | undefined, dateText: string | undefined): PartialDate | undefined {
  const year = parseLooseDate(yearText);
  const full = parseLooseDate(dateText);
  if (!year || !full) return year ?? full;
  return full.date.slice(0, 4) === year.date.slice(0, 4) ? full : year;
}

function identifiersOf(cells: Cells): RecordIdentifiers | undefined {
  const pmid = cells.first('pmid');
  const pmcid = cells.first('pmcid');
  const identifiers: RecordIdentifiers = {};
  if (pmid && /^\d+$/.test(pmid)) identifiers.pubmed = pmid;
  if (pmcid) identifiers.pmc = pmcid;
  return Object.keys(identifiers).length > 0 ? identifiers : undefined;
}

/** "Book Chapter" → "book-chapter"; Web of Science's "Article; Proceedings Paper" → its first type. */
const typeName = (value: string | undefined) => value?.split(';')[0]!.trim().toLowerCase().replace(/\s+/g, '-');

const NO_ABSTRACT = /^\[no abstract available\]$/i;

function recordOf(kind: TabularKind, cells: Cells, columns: ColumnMap, reference: string): FlatRecord {
  const start = cells.first('startPage');
  const end = cells.first('endPage');
  const abstract = cells.first('abstract');
  const embase = kind === 'embase-csv' ? embaseSource(cells.byName('source')) : {};
  const wosDate = kind === 'wos-tab' && cells.byName('pd') ? `${cells.byName('pd')} ${cells.first('year')}` : undefined;
  return {
    id: cells.first('id'),
    type: typeName(cells.first('type')),
    title: cells.first('title'),
    abstract: abstract && !NO_ABSTRACT.test(abstract) ? abstract : undefined,
    authors: authorsOf(kind, cells.first('authors')),
    date: dateOf(cells.first('year'), wosDate ?? cells.first('date')) ?? embase.date,
    journal: cells.first('journal') ?? embase.journal,
    publisher: cells.first('publisher'),
    volume: cells.first('volume') ?? embase.volume,
    issue: cells.first('issue') ?? embase.issue,
    pages: start && end ? `${start}-${end}` : (start ?? cells.first('pages') ?? embase.pages),
    doi: cells.first('doi') ?? (kind === 'embase-csv' ? doiInOpenUrl(cells.byName('open url link')) : undefined),
    url: cells.first('url'),
    keywords: distinctKeywords(columns.keywords.flatMap((index) => keywordsOf(kind, cells.at(index) ?? ''))),
    language: cells.first('language'),
    identifiers: identifiersOf(cells),
    reference,
    decisions: decisionsOf(cells, columns),
  };
}

/** How a record is named in a message: Scopus's EID, Web of Science's UT, else its spreadsheet row. */
function referenceOf(kind: TabularKind, cells: Cells, row: number): string {
  const id = cells.first('id');
  if (id && kind === 'scopus-csv') return `EID ${id}`;
  if (id && kind === 'wos-tab') return `UT ${id}`;
  return `row ${row}`;
}

/**
 * The records of a table export in row order: each row a record, or the line that says why it is not one ("row 7:
 * 23 cells where the header names 20 columns"). Every row is accounted for.
 */
export function* tabularRecords(table: Table, kind: TabularKind): Generator<FlatRecord | string> {
  const columns = columnMapOf(kind, table.header);
  for (const row of table.rows) {
    if ('error' in row) {
      yield `row ${row.row}: ${row.error}`;
      continue;
    }
    const extra = row.cells.slice(table.header.length).filter((cell) => cell.trim() !== '');
    if (extra.length > 0) {
      yield `row ${row.row}: ${row.cells.length} cells where the header names ${table.header.length} columns`;
      continue;
    }
    const cells = cellsOf(row, table.header, columns);
    yield recordOf(kind, cells, columns, referenceOf(kind, cells, row.row));
  }
}

/** Each record as a document, or its error line named as the export names it ("EID 2-s2.0-…: no title"). */
export function* tabularDocuments(
  records: Iterable<FlatRecord | string>,
  fileName: string,
): Generator<NormalizedDocument | string> {
  for (const record of records) {
    if (typeof record === 'string') {
      yield record;
      continue;
    }
    const document = documentFromRecord(record, fileName);
    yield typeof document === 'string' ? `${record.reference}: ${document}` : document;
  }
}
