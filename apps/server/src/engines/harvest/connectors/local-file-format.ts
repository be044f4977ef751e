import { obj, str } from './json-read.js';
import type { TabularKind } from './tabular-columns.js';
import { tabularKindOfText } from './tabular-file.js';

export type LocalFileFormat = 'ris' | 'bibtex' | 'csl-json' | 'openalex-json' | TabularKind | 'xlsx';

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
 * The format of an uploaded file, from its content first (a file named .txt may hold RIS) and its name when the
 * content is ambiguous. Undefined when it is none of the four.
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
  const tabular = tabularKindOfText(head);
  if (tabular) return { format: tabular };
  if (/^TY {1,2}- /m.test(head)) return { format: 'ris' };
  if (/^\s*@[A-Za-z]+\s*[{(]/m.test(head)) return { format: 'bibtex' };
  const extension = fileName.toLowerCase().match(/\.([a-z]+)$/)?.[1];
  if (extension === 'ris') return { format: 'ris' };
  if (extension === 'bib' || extension === 'bibtex') return { format: 'bibtex' };
  return undefined;
}

const RIS_RECORD_START = /^[\s\uFEFF]*TY\s*-/gm;
const BIBTEX_RECORD_START = /^[\s\uFEFF]*@(?!(?:comment|preamble|string)\s*[{(])[A-Za-z]+\s*[{(]/gim;

/**
 * How many records the text begins, counted more loosely than the parsers read them (a tag line after spaces, any
 * line ending): more starts than records read means records the parser could not tell apart. Undefined for JSON,
 * whose records the JSON parser delimits.
 */
export function recordStartsIn(format: LocalFileFormat, text: string): number | undefined {
  const pattern = format === 'ris' ? RIS_RECORD_START : format === 'bibtex' ? BIBTEX_RECORD_START : undefined;
  if (!pattern) return undefined;
  let count = 0;
  pattern.lastIndex = 0;
  while (pattern.exec(text)) count++;
  return count;
}

/**
 * Whether the first bytes of an upload can start one of the four formats: the upload refuses at once what cannot
 * (a PDF, a Word file, plain notes) and keeps the rest for the harvest to read record by record.
 */
export function mayBeLocalFile(head: string, fileName: string): boolean {
  const start = head.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('{') || start.startsWith('[')) return true;
  if (/^TY {1,2}- /m.test(start) || /^\s*@[A-Za-z]+\s*[{(]/m.test(start)) return true;
  if (tabularKindOfText(start)) return true;
  const extension = fileName.toLowerCase().match(/\.([a-z]+)$/)?.[1];
  return (extension === 'ris' || extension === 'bib' || extension === 'bibtex') && !start.includes('\u0000');
}
