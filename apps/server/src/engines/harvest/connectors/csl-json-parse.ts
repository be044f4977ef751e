import { dateFromParts, type PartialDate, parseLooseDate } from './dates.js';
import { arr, num, obj, str, strings } from './json-read.js';
import { collectRecords, type FlatRecord, type ParsedRecords } from './local-record.js';

function cslName(value: unknown): string | undefined {
  const name = obj(value);
  if (!name) return str(value);
  const literal = str(name.literal);
  if (literal) return literal;
  const given = str(name.given);
  const family = [str(name['non-dropping-particle']), str(name.family)].filter(Boolean).join(' ');
  return [given, family, str(name.suffix)].filter(Boolean).join(' ') || undefined;
}

/**
 * A CSL date: its date-parts (a range's first date; a season written as month 21–24 keeps the year), else its raw,
 * EDTF or literal text ("Spring 2015": the year), or the EDTF string CSL 1.0.2 allows in place of the object.
 */
function cslDate(value: unknown): PartialDate | undefined {
  const date = obj(value);
  if (!date) return parseLooseDate(str(value));
  const first = arr(arr(date['date-parts'])[0]);
  const parts = first.map(num);
  return (
    dateFromParts(parts[0], parts[1], parts[2]) ??
    parseLooseDate(str(first[0])) ??
    parseLooseDate(str(date.raw)) ??
    parseLooseDate(str(date.edtf)) ??
    parseLooseDate(str(date.literal))
  );
}

function toRecord(raw: unknown): FlatRecord | string {
  const item = obj(raw);
  if (!item) return 'not a CSL-JSON item';
  const keywords = Array.isArray(item.keyword) ? strings(item.keyword) : (str(item.keyword)?.split(/\s*[,;]\s*/) ?? []);
  return {
    id: str(item.id),
    type: str(item.type),
    title: str(item.title),
    abstract: str(item.abstract),
    authors: arr(item.author)
      .map(cslName)
      .filter((name): name is string => name !== undefined),
    date: cslDate(item.issued) ?? cslDate(item['published-print']) ?? cslDate(item['published-online']),
    journal: str(item['container-title']) ?? strings(item['container-title'])[0],
    publisher: str(item.publisher),
    volume: str(item.volume),
    issue: str(item.issue),
    pages: str(item.page),
    doi: str(item.DOI) ?? str(item.doi),
    url: str(item.URL) ?? str(item.url),
    keywords,
    language: str(item.language),
    identifiers: { pubmed: str(item.PMID), pmc: str(item.PMCID) },
    // Zotero writes an item's Extra here; the screening tools' markers are read out of it (decision-notes.ts).
    decisions: str(item.note)?.trim() ? { notes: [str(item.note)!] } : undefined,
  };
}

/** CSL-JSON (Zotero, Mendeley, pandoc): an array of items, or one item. */
export function* cslRecords(data: unknown): Generator<FlatRecord | string> {
  for (const item of Array.isArray(data) ? data : [data]) yield toRecord(item);
}

export function parseCslJson(data: unknown, fileName: string): ParsedRecords {
  return collectRecords(cslRecords(data), fileName);
}
