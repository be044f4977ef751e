import { parseLooseDate, type PartialDate } from './dates.js';
import { decisionsOf, endnoteType } from './endnote-types.js';
import type { FlatRecord } from './local-record.js';
import { allOf, firstOf, taggedRecords, type TaggedRecord, type TaggedSyntax } from './tagged-records.js';

/** A refer / EndNote tag is "%" and one character, then a space: "%0 Journal Article", "%A Smith, J.". */
const REFER_TAG = /^%(\S)(?:\s(.*))?$/;

const REFER: TaggedSyntax = {
  tagLine: (line) => {
    const found = REFER_TAG.exec(line);
    return found ? { tag: found[1]!, value: found[2] ?? '' } : undefined;
  },
  startTags: new Set(['0']),
  blankLineEnds: true,
  // EndNote writes one keyword a line after a single %K
  listTags: new Set(['K']),
};

/** %D holds the year ("2015"), %8 the full date ("March 3, 2015", "2015/03/03") when the tool has one. */
function referDate(record: TaggedRecord): PartialDate | undefined {
  const year = parseLooseDate(firstOf(record, 'D'));
  const full = parseLooseDate(firstOf(record, '8'));
  if (!year) return full;
  if (!full || full.date.slice(0, 4) !== year.date.slice(0, 4)) return year;
  return year.datePrecision === 'Year' ? full : year;
}

const DOI = /10\.\d{4,9}\/\S+/;

function toRecord(record: TaggedRecord): FlatRecord {
  const notes = allOf(record, 'Z', '<');
  const labels = allOf(record, 'F');
  const pmcid = firstOf(record, '2');
  return {
    id: firstOf(record, 'M'),
    reference: `line ${record.line}`,
    type: endnoteType(firstOf(record, '0')),
    title: firstOf(record, 'T'),
    abstract: firstOf(record, 'X'),
    authors: allOf(record, 'A'),
    date: referDate(record),
    journal: firstOf(record, 'J', 'B'),
    publisher: firstOf(record, 'I'),
    volume: firstOf(record, 'V'),
    issue: firstOf(record, 'N'),
    pages: firstOf(record, 'P'),
    doi: allOf(record, 'R')
      .find((value) => DOI.test(value))
      ?.match(DOI)?.[0],
    url: firstOf(record, 'U'),
    keywords: allOf(record, 'K').flatMap((keyword) => keyword.split(/\s*;\s*/)),
    language: firstOf(record, 'G'),
    identifiers: { pmc: pmcid && /^PMC\d+$/i.test(pmcid) ? pmcid : undefined },
    decisions: decisionsOf(notes, labels),
  };
}

/** EndNote tagged (.enw) and refer: records begin at "%0" (or after a blank line), one "%X value" a line. */
export function* referRecords(text: string): Generator<FlatRecord | string> {
  for (const record of taggedRecords(text, REFER)) yield toRecord(record);
}
