import { dateFromParts, type PartialDate } from './dates.js';
import type { FlatRecord } from './local-record.js';
import { allOf, firstOf, taggedRecords, type TaggedRecord, type TaggedSyntax } from './tagged-records.js';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Web of Science tags are two characters then a space ("PT J", "AU Smith, J"); "ER" and "EF" stand alone. */
const WOS_TAG = /^([A-Z][A-Z0-9])(?: (.*))?$/;

const WOS: TaggedSyntax = {
  tagLine: (line) => {
    const found = WOS_TAG.exec(line);
    return found ? { tag: found[1]!, value: found[2] ?? '' } : undefined;
  },
  startTags: new Set(['PT']),
  endTags: new Set(['ER']),
  fileTags: new Set(['FN', 'VR', 'EF']),
  // one name, address or cited reference a line
  listTags: new Set(['AU', 'AF', 'BA', 'BF', 'ED', 'CA', 'C1', 'C3', 'CR']),
};

/** Web of Science document types (DT) → the type names documentTypeOf knows. */
// prettier-ignore
const WOS_TYPES: Record<string, string> = {
  'article': 'journal-article', 'review': 'review', 'proceedings paper': 'proceedings-article',
  'meeting abstract': 'proceedings-article', 'book': 'book', 'book chapter': 'book-chapter',
  'editorial material': 'editorial', 'letter': 'letter', 'data paper': 'dataset',
};

/** Publication types (PT) when there is no DT: J journal, B book, S series, P patent, C conference. */
const WOS_PUBLICATION_TYPES: Record<string, string> = {
  J: 'journal-article',
  B: 'book',
  S: 'book-chapter',
  P: 'patent',
  C: 'proceedings-article',
};

function wosType(record: TaggedRecord): string | undefined {
  const documentTypes = (firstOf(record, 'DT') ?? '').split(/\s*;\s*/);
  const known = documentTypes.map((type) => WOS_TYPES[type.toLowerCase()]).find((type) => type !== undefined);
  return known ?? WOS_PUBLICATION_TYPES[firstOf(record, 'PT')?.toUpperCase() ?? ''];
}

/** PY 2006 with PD "JUN 14", "MAR", "SPR", "2006" or "JUN 14 2006". */
function wosDate(record: TaggedRecord): PartialDate | undefined {
  const year = Number(firstOf(record, 'PY') ?? firstOf(record, 'PD')?.match(/\b\d{4}\b/)?.[0]);
  const published = firstOf(record, 'PD')
    ?.toLowerCase()
    .match(/^([a-z]{3})[a-z]*(?:\s+(\d{1,2})\b)?/);
  const month = published ? MONTHS.indexOf(published[1]!) + 1 || undefined : undefined;
  return dateFromParts(year || undefined, month, month && published?.[2] ? Number(published[2]) : undefined);
}

const semicolonList = (values: string[]) => values.flatMap((value) => value.split(/\s*;\s*/)).filter(Boolean);

function toRecord(record: TaggedRecord): FlatRecord {
  const accession = firstOf(record, 'UT');
  const fullNames = allOf(record, 'AF', 'BF');
  const first = firstOf(record, 'BP');
  const last = firstOf(record, 'EP');
  return {
    id: accession,
    reference: accession ? `UT ${accession}` : `line ${record.line}`,
    type: wosType(record),
    title: firstOf(record, 'TI'),
    abstract: firstOf(record, 'AB'),
    authors: fullNames.length > 0 ? fullNames : allOf(record, 'AU', 'BA'),
    date: wosDate(record),
    journal: firstOf(record, 'SO', 'SE', 'JI', 'J9'),
    publisher: firstOf(record, 'PU'),
    volume: firstOf(record, 'VL'),
    issue: firstOf(record, 'IS'),
    pages: first && last ? `${first}-${last}` : (first ?? firstOf(record, 'AR')),
    doi: firstOf(record, 'DI'),
    keywords: semicolonList(allOf(record, 'DE', 'ID')),
    language: firstOf(record, 'LA'),
    identifiers: { pubmed: firstOf(record, 'PM') },
  };
}

/** Web of Science plain text (.txt, .ciw): "FN"/"VR" header, records from "PT" to "ER", "EF" at the end. */
export function* wosTextRecords(text: string): Generator<FlatRecord | string> {
  for (const record of taggedRecords(text, WOS)) yield toRecord(record);
}
