import { dateFromParts, parseLooseDate, type PartialDate } from './dates.js';
import { collectRecords, type FlatRecord, type ParsedRecords } from './local-record.js';
import { lines } from './text-lines.js';

/** RIS reference types → the type names documentTypeOf knows. */
// prettier-ignore
const RIS_TYPES: Record<string, string> = {
  JOUR: 'journal-article', JFULL: 'journal-article', EJOUR: 'journal-article', MGZN: 'magazine-article',
  NEWS: 'newspaper-article', BOOK: 'book', EBOOK: 'book', EDBOOK: 'edited-book', CHAP: 'book-chapter',
  ECHAP: 'book-chapter', CONF: 'proceedings', CPAPER: 'proceedings-article', THES: 'thesis', RPRT: 'report',
  ELEC: 'webpage', WEB: 'webpage', BLOG: 'post-weblog', PAT: 'patent', DATA: 'dataset', GEN: 'other',
};

const TAG_LINE = /^([A-Z][A-Z0-9])\s{1,2}-(?: (.*))?$/;

/** One RIS date: "2015", "2015/06/05/", "2015/06//", "2015///Spring". */
function risDate(value: string | undefined): PartialDate | undefined {
  if (!value) return undefined;
  const [year, month, day] = value.split('/').map((part) => part.trim());
  if (!year || !/^\d{4}$/.test(year)) return parseLooseDate(value);
  const asNumber = (part: string | undefined) => (part && /^\d{1,2}$/.test(part) ? Number(part) : undefined);
  const monthNumber = asNumber(month);
  return dateFromParts(Number(year), monthNumber, monthNumber ? asNumber(day) : undefined);
}

const precisionRank = { Year: 0, MonthYear: 1, DayMonthYear: 2 } as const;

/**
 * The publication date of a record: reference managers write the year in PY (or Y1) and the full date in DA, so
 * the year comes from PY and the month and day from DA when DA is of the same year (a DA of another year is not
 * this publication's date).
 */
function publicationDate(yearField: string | undefined, dateField: string | undefined): PartialDate | undefined {
  const year = risDate(yearField);
  const full = risDate(dateField);
  if (!year || !full) return year ?? full;
  const sameYear = full.date.slice(0, 4) === year.date.slice(0, 4);
  return sameYear && precisionRank[full.datePrecision] > precisionRank[year.datePrecision] ? full : year;
}

function toRecord(fields: Map<string, string[]>, line: number): FlatRecord | string {
  const first = (...tags: string[]) =>
    tags.map((tag) => fields.get(tag)?.[0]).find((value) => value !== undefined && value !== '');
  const all = (...tags: string[]) => tags.flatMap((tag) => fields.get(tag) ?? []);
  const type = first('TY');
  const start = first('SP');
  const end = first('EP');
  return {
    id: first('ID'),
    type: type ? (RIS_TYPES[type.toUpperCase()] ?? type.toLowerCase()) : undefined,
    title: first('TI', 'T1', 'CT', 'BT'),
    abstract: first('AB', 'N2'),
    authors: all('AU', 'A1'),
    date: publicationDate(first('PY', 'Y1'), first('DA')),
    journal: first('T2', 'JO', 'JF', 'JA', 'J2', 'T3'),
    publisher: first('PB'),
    volume: first('VL'),
    issue: first('IS'),
    pages: start && end ? `${start}-${end}` : start,
    doi: first('DO'),
    url: first('UR'),
    fullTextUrl: first('L1'),
    keywords: all('KW').flatMap((keyword) => keyword.split(/\s*;\s*/)),
    language: first('LA'),
    reference: `line ${line}`,
    // the notes (Rayyan's and ASReview's decisions among them, read out by documentFromRecord)
    decisions: fields.has('N1') ? { notes: all('N1') } : undefined,
  };
}

/**
 * RIS (the tagged format every reference manager exports): records from "TY  -" to "ER  -"; lines without a tag
 * continue the previous field (long abstracts). One record at a time, so a large file streams.
 */
export function* risRecords(text: string): Generator<FlatRecord | string> {
  let fields: Map<string, string[]> | undefined;
  let last: { tag: string; index: number } | undefined;
  let lineNumber = 0;
  let startLine = 0;
  for (const rawLine of lines(text)) {
    lineNumber++;
    const line = rawLine.replace(/^\uFEFF/, '');
    const tagged = line.match(TAG_LINE);
    if (!tagged) {
      const list = last && fields?.get(last.tag);
      if (list && line.trim()) list[last!.index] = `${list[last!.index]} ${line.trim()}`;
      continue;
    }
    const [, tag, value = ''] = tagged as unknown as [string, string, string | undefined];
    if (tag === 'TY') {
      if (fields) yield toRecord(fields, startLine); // a missing "ER  -" is forgiven
      fields = new Map();
      startLine = lineNumber;
    }
    if (!fields) continue;
    if (tag === 'ER') {
      yield toRecord(fields, startLine);
      fields = undefined;
      last = undefined;
      continue;
    }
    const list = fields.get(tag) ?? [];
    list.push(value.trim());
    fields.set(tag, list);
    last = { tag, index: list.length - 1 };
  }
  if (fields) yield toRecord(fields, startLine);
}

export function parseRis(text: string, fileName: string): ParsedRecords {
  return collectRecords(risRecords(text), fileName);
}
