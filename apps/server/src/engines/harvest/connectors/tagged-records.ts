import { lines } from './text-lines.js';

/** One record of a tagged text format (MEDLINE, Web of Science, refer): its values by tag, in file order. */
export interface TaggedRecord {
  /** The 1-based line the record begins on. */
  line: number;
  fields: Map<string, string[]>;
}

/** How one tagged format writes its lines. */
export interface TaggedSyntax {
  /** The tag and value of a tag line; undefined for a continuation or blank line. */
  tagLine(line: string): { tag: string; value: string } | undefined;
  /** Tags that begin a record ("PMID", "PT", "%0"). */
  startTags: ReadonlySet<string>;
  /** Whether a blank line ends a record (refer); elsewhere a blank line inside a record is forgiven. */
  blankLineEnds?: boolean;
  /** A tag that ends its record ("ER"). */
  endTags?: ReadonlySet<string>;
  /** File-level tags outside records ("FN", "VR", "EF"). */
  fileTags?: ReadonlySet<string>;
  /** Tags whose continuation lines are values of their own (one author or keyword a line). */
  listTags: ReadonlySet<string>;
}

function add(record: TaggedRecord, tag: string, value: string): void {
  const values = record.fields.get(tag);
  if (values) values.push(value);
  else record.fields.set(tag, [value]);
}

/**
 * The records of a tagged text, one at a time so a large file streams. Untagged lines continue the previous
 * field: a new value of a list tag, otherwise the same value (a wrapped title or abstract).
 */
export function* taggedRecords(text: string, syntax: TaggedSyntax): Generator<TaggedRecord> {
  let record: TaggedRecord | undefined;
  let lastTag: string | undefined;
  let afterBlank = false;
  let lineNumber = 0;
  for (const rawLine of lines(text)) {
    lineNumber++;
    const line = lineNumber === 1 ? rawLine.replace(/^\uFEFF/, '') : rawLine;
    if (line.trim() === '') {
      afterBlank = true;
      continue;
    }
    const tagged = syntax.tagLine(line);
    if (!tagged) {
      const values = lastTag === undefined ? undefined : record?.fields.get(lastTag);
      if (record && lastTag !== undefined && values) {
        if (syntax.listTags.has(lastTag)) values.push(line.trim());
        else values[values.length - 1] = `${values[values.length - 1]} ${line.trim()}`.trim();
      }
      afterBlank = false;
      continue;
    }
    const { tag, value } = tagged;
    const fileTag = syntax.fileTags?.has(tag) === true;
    const starts =
      syntax.startTags.has(tag) ||
      (syntax.blankLineEnds === true && afterBlank && record !== undefined) ||
      (!record && !fileTag);
    afterBlank = false;
    if (fileTag && !record) continue;
    if (starts) {
      if (record) yield record;
      record = { line: lineNumber, fields: new Map() };
    }
    if (syntax.endTags?.has(tag)) {
      if (record) yield record;
      record = undefined;
      lastTag = undefined;
      continue;
    }
    add(record!, tag, value.trim());
    lastTag = tag;
  }
  if (record) yield record;
}

/** The first non-empty value of the first tag that has one. */
export function firstOf(record: TaggedRecord, ...tags: string[]): string | undefined {
  for (const tag of tags) {
    const value = record.fields.get(tag)?.find((candidate) => candidate !== '');
    if (value !== undefined) return value;
  }
  return undefined;
}

/** Every non-empty value of the tags, in tag order. */
export function allOf(record: TaggedRecord, ...tags: string[]): string[] {
  return tags.flatMap((tag) => record.fields.get(tag) ?? []).filter((value) => value !== '');
}
