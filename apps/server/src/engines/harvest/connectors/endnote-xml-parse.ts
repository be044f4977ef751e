import { parseLooseDate, type PartialDate } from './dates.js';
import { decisionsOf, endnoteType } from './endnote-types.js';
import type { FlatRecord } from './local-record.js';
import {
  allElements,
  attributeOf,
  element,
  markupTextOf,
  textOf,
  xmlRecords,
  type XmlNode,
  type XmlRecord,
} from './xml-records.js';

const DOI = /10\.\d{4,9}\/\S+/;

/** <year>2015</year> with <pub-dates><date>Mar 3</date></pub-dates> when the date is of that year. */
function dateOf(record: XmlNode): PartialDate | undefined {
  const year = textOf(element(record, 'dates', 'year'));
  const date = textOf(element(record, 'dates', 'pub-dates', 'date'));
  if (!year) return parseLooseDate(date);
  const full = date && !/\b\d{4}\b/.test(date) ? parseLooseDate(`${date} ${year}`) : parseLooseDate(date);
  const yearOnly = parseLooseDate(year);
  return full && yearOnly && full.date.slice(0, 4) === yearOnly.date.slice(0, 4) ? full : yearOnly;
}

/** The first web address: related URLs first, then the PDF's when it is on the web (not file://). */
function urlsOf(record: XmlNode): { url?: string; fullTextUrl?: string } {
  const related = allElements(record, 'urls', 'related-urls', 'url').map(textOf);
  const pdf = allElements(record, 'urls', 'pdf-urls', 'url').map(textOf);
  const web = (value: string | undefined) => value !== undefined && /^https?:\/\//i.test(value);
  return { url: related.find(web), fullTextUrl: pdf.find(web) };
}

const texts = (nodes: XmlNode[]) => nodes.map(textOf).filter((value) => value !== undefined);

function recordOf(record: XmlNode, number: string | undefined, line: number): FlatRecord {
  const doi = textOf(element(record, 'electronic-resource-num'))?.match(DOI)?.[0];
  const pubmed = allElements(record, 'urls', 'related-urls', 'url')
    .map(textOf)
    .map((url) => url?.match(/ncbi\.nlm\.nih\.gov\/pubmed\/(\d+)/)?.[1])
    .find((id) => id !== undefined);
  const periodical = element(record, 'periodical');
  return {
    id: number,
    reference: number ? `record number ${number}` : `line ${line}`,
    type: endnoteType(attributeOf(element(record, 'ref-type'), 'name')),
    title: markupTextOf(element(record, 'titles', 'title')),
    abstract: markupTextOf(element(record, 'abstract')),
    authors: texts(allElements(record, 'contributors', 'authors', 'author')),
    date: dateOf(record),
    journal:
      textOf(element(periodical, 'full-title')) ??
      textOf(element(record, 'titles', 'secondary-title')) ??
      textOf(element(periodical, 'abbr-1')),
    publisher: textOf(element(record, 'publisher')),
    volume: textOf(element(record, 'volume')),
    issue: textOf(element(record, 'number')) ?? textOf(element(record, 'issue')),
    pages: textOf(element(record, 'pages')),
    doi,
    ...urlsOf(record),
    keywords: texts(allElements(record, 'keywords', 'keyword')).flatMap((keyword) => keyword.split(/\s*;\s*/)),
    language: textOf(element(record, 'language')),
    identifiers: { pubmed },
    decisions: decisionsOf(
      texts([...allElements(record, 'notes'), ...allElements(record, 'research-notes')]),
      texts(allElements(record, 'label')),
    ),
  };
}

function toRecord(record: XmlRecord): FlatRecord | string {
  const number = record.xml.match(/<rec-number>\s*(\d+)\s*</)?.[1];
  if (!record.element) return `${number ? `record number ${number}` : `line ${record.line}`}: ${record.error}`;
  return recordOf(record.element, number, record.line);
}

/** EndNote XML (<xml><records><record>…), as EndNote, Zotero, Bookends and Rayyan write it. */
export function* endnoteXmlRecords(text: string): Generator<FlatRecord | string> {
  for (const record of xmlRecords(text, ['record'])) yield toRecord(record);
}
