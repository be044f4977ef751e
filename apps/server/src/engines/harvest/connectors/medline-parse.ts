import { dateFromParts, type PartialDate } from './dates.js';
import type { FlatRecord } from './local-record.js';
import { allOf, firstOf, taggedRecords, type TaggedRecord, type TaggedSyntax } from './tagged-records.js';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** MEDLINE tags are up to four letters, padded to four, then "- ": "PMID- 123", "AU  - Smith J". */
const MEDLINE_TAG = /^([A-Z][A-Z0-9]{0,3}) *- ?(.*)$/;

const MEDLINE: TaggedSyntax = {
  tagLine: (line) => {
    const found = MEDLINE_TAG.exec(line);
    return found ? { tag: found[1]!, value: found[2] ?? '' } : undefined;
  },
  startTags: new Set(['PMID']),
  listTags: new Set(),
};

/** PubMed publication types → the type names documentTypeOf knows; other types are journal articles. */
// prettier-ignore
const PUBMED_TYPES: Record<string, string> = {
  'book': 'book', 'book chapter': 'book-chapter', 'preprint': 'posted-content', 'dataset': 'dataset',
  'congress': 'proceedings-article', 'meeting abstract': 'proceedings-article', 'review': 'review',
  'systematic review': 'review', 'meta-analysis': 'review', 'editorial': 'editorial', 'letter': 'letter',
  'comment': 'letter', 'case reports': 'journal-article', 'journal article': 'journal-article',
};

/** The first PubMed publication type we map ("Review" before "Journal Article"), else a journal article. */
export function pubmedType(types: string[]): string {
  const known = types.map((type) => PUBMED_TYPES[type.toLowerCase()]).filter((type) => type !== undefined);
  return known.find((type) => type !== 'journal-article') ?? 'journal-article';
}

/** A PubMed date: "2006 Mar 1", "2001 Jun", "2005 Spring", "2001 Jan-Feb", "2006". */
export function pubmedDate(value: string | undefined): PartialDate | undefined {
  const parts = value?.trim().match(/^(\d{4})(?:\s+([A-Za-z]{3})[a-z]*(?:\s+(\d{1,2})\b)?)?/);
  if (!parts) return undefined;
  const month = parts[2] ? MONTHS.indexOf(parts[2].toLowerCase()) + 1 || undefined : undefined;
  const singleMonth = month !== undefined && !/^\d{4}\s+[A-Za-z]+-/.test(value!.trim());
  return dateFromParts(Number(parts[1]), month, singleMonth && parts[3] ? Number(parts[3]) : undefined);
}

/** MEDLINE writes page ranges short: "616-7" is 616–617, "1453-4" is 1453–1454; "e1234" stays. */
export function medlinePages(pages: string | undefined): string | undefined {
  const range = pages?.trim().match(/^(\d+)-(\d+)$/);
  if (!range) return pages?.trim() || undefined;
  const [, first, last] = range as unknown as [string, string, string];
  return last.length < first.length ? `${first}-${first.slice(0, first.length - last.length)}${last}` : pages!.trim();
}

/** The value an AID/LID line gives for an id kind: "10.1186/1471-2105-7-10 [doi]" → "10.1186/1471-2105-7-10". */
function articleId(record: TaggedRecord, kind: string): string | undefined {
  const suffix = ` [${kind}]`;
  return allOf(record, 'AID', 'LID')
    .find((value) => value.endsWith(suffix))
    ?.slice(0, -suffix.length)
    .trim();
}

/** A MeSH heading as a keyword: "Information Storage and Retrieval/*methods" → "Information Storage and Retrieval". */
const meshKeyword = (heading: string) => heading.split('/')[0]!.replace(/^\*/, '').trim();

function toRecord(record: TaggedRecord): FlatRecord {
  const pmid = firstOf(record, 'PMID');
  const fullNames = allOf(record, 'FAU');
  return {
    id: pmid,
    reference: pmid ? `PMID ${pmid}` : `line ${record.line}`,
    type: pubmedType(allOf(record, 'PT')),
    title: firstOf(record, 'TI', 'BTI', 'TT'),
    abstract: firstOf(record, 'AB'),
    authors: fullNames.length > 0 ? fullNames : allOf(record, 'AU'),
    date: pubmedDate(firstOf(record, 'DP')),
    journal: firstOf(record, 'JT', 'TA'),
    publisher: firstOf(record, 'PB'),
    volume: firstOf(record, 'VI'),
    issue: firstOf(record, 'IP'),
    pages: medlinePages(firstOf(record, 'PG')),
    doi: articleId(record, 'doi'),
    url: pmid ? `https://pubmed.ncbi.nlm.nih.gov/${pmid}/` : undefined,
    keywords: [...allOf(record, 'MH').map(meshKeyword), ...allOf(record, 'OT')],
    language: firstOf(record, 'LA'),
    identifiers: { pubmed: pmid, pmc: firstOf(record, 'PMC') },
  };
}

/** MEDLINE / PubMed (.nbib): records from "PMID- " to the blank line, wrapped lines indented. */
export function* medlineRecords(text: string): Generator<FlatRecord | string> {
  for (const record of taggedRecords(text, MEDLINE)) yield toRecord(record);
}
