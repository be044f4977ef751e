import { obj, str } from './json-read.js';
import type { TabularKind } from './tabular-columns.js';
import { tabularKindOfText } from './tabular-file.js';

export type LocalFileFormat =
  | 'ris'
  | 'bibtex'
  | 'csl-json'
  | 'openalex-json'
  | 'medline'
  | 'pubmed-xml'
  | 'wos-text'
  | 'endnote-xml'
  | 'refer'
  | TabularKind
  | 'xlsx';

/** Enough of a file's start to tell its format: a PubMed XML file's DOCTYPE and a MEDLINE file's first lines. */
const HEAD_CHARACTERS = 4096;

/** The formats of our text formats that their first lines tell apart (the file name is not asked). */
function textFormatOf(head: string): LocalFileFormat | undefined {
  if (head.startsWith('<')) {
    if (/<PubmedArticleSet[\s>]|<PubmedArticle[\s>]|<PubmedBookArticle[\s>]/.test(head)) return 'pubmed-xml';
    if (/<xml>\s*<records>|<records>\s*<record[\s>]/.test(head)) return 'endnote-xml';
    return undefined;
  }
  if (/^PMID- ?\d/m.test(head)) return 'medline';
  if (/^FN /.test(head) || (/^PT [A-Z]\s*$/m.test(head) && /^(?:AU|TI|UT|SO) /m.test(head))) return 'wos-text';
  if (/^%[0-9A-Z](?:[ \t]|$)/m.test(head.slice(0, head.search(/\S/) + 3))) return 'refer';
  return undefined;
}

/** The format an extension names when the content says nothing more (an empty file, a header only). */
const FORMAT_BY_EXTENSION: Record<string, LocalFileFormat> = {
  ris: 'ris',
  bib: 'bibtex',
  bibtex: 'bibtex',
  nbib: 'medline',
  ciw: 'wos-text',
  enw: 'refer',
};

/** The parsed JSON of a file: one value, or (JSON Lines) one value per line. */
export type JsonContent = { kind: 'json'; value: unknown } | { kind: 'jsonl'; values: unknown[] };

/** JSON, or JSON Lines, or undefined when the text is neither. */
export function readJsonContent(text: string): JsonContent | undefined {
  try {
    return { kind: 'json', value: JSON.parse(text) as unknown };
  } catch {
    const lines = text.split(/\r\n?|\n/).filter((line) => line.trim() !== '');
    if (lines.length < 2) return undefined;
    try {
      return { kind: 'jsonl', values: lines.map((line) => JSON.parse(line) as unknown) };
    } catch {
      return undefined;
    }
  }
}

/** The records a JSON file holds: a list response's results, an array, JSON Lines, or one object. */
export function jsonRecords(content: JsonContent): unknown[] {
  if (content.kind === 'jsonl') return content.values;
  const { value } = content;
  if (Array.isArray(value)) return value;
  const results = obj(value)?.results;
  return Array.isArray(results) ? results : [value];
}

/** OpenAlex works carry their OpenAlex URL as id, authorships, or an inverted-index abstract; CSL items do not. */
function looksLikeOpenAlex(record: unknown): boolean {
  const item = obj(record);
  if (!item) return false;
  return (
    str(item.id)?.startsWith('https://openalex.org/') === true ||
    'authorships' in item ||
    'abstract_inverted_index' in item ||
    'host_venue' in item ||
    'primary_location' in item
  );
}

/**
 * The format of an uploaded file, from its content first (a file named .txt may hold RIS, MEDLINE or Web of
 * Science) and its name when the content is ambiguous. Undefined when it is none of the formats read.
 */
export function detectLocalFormat(
  text: string,
  fileName: string,
): { format: LocalFileFormat; json?: JsonContent } | undefined {
  const head = text.trimStart();
  if (head.startsWith('{') || head.startsWith('[')) {
    const json = readJsonContent(text);
    if (!json) return undefined;
    const first = jsonRecords(json)[0];
    return { format: looksLikeOpenAlex(first) ? 'openalex-json' : 'csl-json', json };
  }
  const tagged = textFormatOf(head.slice(0, HEAD_CHARACTERS).replace(/^\uFEFF/, ''));
  if (tagged) return { format: tagged };
  const tabular = tabularKindOfText(head);
  if (tabular) return { format: tabular };
  if (/^TY {1,2}- /m.test(head)) return { format: 'ris' };
  if (/^\s*@[A-Za-z]+\s*[{(]/m.test(head)) return { format: 'bibtex' };
  const format = FORMAT_BY_EXTENSION[extensionOf(fileName) ?? ''];
  return format ? { format } : undefined;
}

const extensionOf = (fileName: string) => fileName.toLowerCase().match(/\.([a-z]+)$/)?.[1];

/** How each tagged or XML format begins a record, counted loosely, and how a message names that start. */
const RECORD_STARTS: Partial<Record<LocalFileFormat, { pattern: RegExp; named: string }>> = {
  ris: { pattern: /^[\s\uFEFF]*TY\s*-/gm, named: 'a "TY  -" line' },
  bibtex: {
    pattern: /^[\s\uFEFF]*@(?!(?:comment|preamble|string)\s*[{(])[A-Za-z]+\s*[{(]/gim,
    named: 'an @type{ line',
  },
  medline: { pattern: /^[\s\uFEFF]*PMID\s*-/gm, named: 'a "PMID-" line' },
  'wos-text': { pattern: /^\uFEFF?PT [A-Z]/gm, named: 'a "PT" line' },
  refer: { pattern: /^[\s\uFEFF]*%0/gm, named: 'a "%0" line' },
  'pubmed-xml': { pattern: /<Pubmed(?:Book)?Article[\s>]/g, named: 'a <PubmedArticle> element' },
  'endnote-xml': { pattern: /<record[\s>]/g, named: 'a <record> element' },
};

/** How a message names the start of a record of the format: 'a "TY  -" line'. */
export function recordStartNamed(format: LocalFileFormat): string {
  return RECORD_STARTS[format]?.named ?? 'a record';
}

/**
 * How many records the text begins, counted more loosely than the parsers read them (a tag line after spaces, any
 * line ending): more starts than records read means records the parser could not tell apart. Undefined for JSON,
 * whose records the JSON parser delimits.
 */
export function recordStartsIn(format: LocalFileFormat, text: string): number | undefined {
  const pattern = RECORD_STARTS[format]?.pattern;
  if (!pattern) return undefined;
  let count = 0;
  pattern.lastIndex = 0;
  while (pattern.exec(text)) count++;
  return count;
}

/**
 * Whether the first bytes of an upload can start one of the formats read: the upload refuses at once what cannot
 * (a PDF, a Word file, plain notes) and keeps the rest for the harvest to read record by record.
 */
export function mayBeLocalFile(head: string, fileName: string): boolean {
  const start = head.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('{') || start.startsWith('[')) return true;
  if (/^TY {1,2}- /m.test(start) || /^\s*@[A-Za-z]+\s*[{(]/m.test(start)) return true;
  if (textFormatOf(start) || /^<\?xml/.test(start) || tabularKindOfText(start)) return true;
  return FORMAT_BY_EXTENSION[extensionOf(fileName) ?? ''] !== undefined && !start.includes('\u0000');
}
