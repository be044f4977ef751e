import type { NormalizedDocument } from '../document.js';
import { NOT_A_LOCAL_FILE } from '@quarry/contract';
import { bibtexRecords } from './bibtex-parse.js';
import { cslRecords } from './csl-json-parse.js';
import { endnoteXmlRecords } from './endnote-xml-parse.js';
import { decodeFile } from './local-file-encoding.js';
import {
  detectLocalFormat,
  jsonRecords,
  recordStartNamed,
  recordStartsIn,
  type JsonContent,
  type LocalFileFormat,
} from './local-file-format.js';
import { documentsOf, recordError } from './local-record.js';
import { obj, str } from './json-read.js';
import { medlineRecords } from './medline-parse.js';
import { isWorkId, parseOpenAlexWork } from './openalex-parse.js';
import { pubmedXmlRecords } from './pubmed-xml-parse.js';
import { referRecords } from './refer-parse.js';
import { risRecords } from './ris-parse.js';
import { isSheetContent, sheetRecords, tabularTextRecords, type SheetContent } from './tabular-file.js';
import { isTabularKind } from './tabular-columns.js';
import { wosTextRecords } from './wos-text-parse.js';

export type { LocalFileFormat } from './local-file-format.js';
export { NOT_A_LOCAL_FILE };

export interface LocalFileResult {
  /** Undefined when the file is none of the formats read. */
  format?: LocalFileFormat;
  documents: NormalizedDocument[];
  /** One readable line per record that could not be read ("record 3: no title"), or one for the whole file. */
  errors: string[];
}

const MAX_ERRORS = 50;

/** The text of a file: UTF-8, UTF-16 with BOM, or the legacy encoding the detector finds. */
export function decodeFileContent(content: string | Uint8Array): string {
  return decodeFile(content).text;
}

/** One record of a file: its document, or the line that says why it cannot be one ("record 3: no title"). */
export type LocalRecord = NormalizedDocument | string;

function* openAlexRecords(json: JsonContent, fileName: string): Generator<LocalRecord> {
  let index = 0;
  for (const record of jsonRecords(json)) {
    const document = parseOpenAlexWork(record, { source: 'local-file', query: fileName });
    yield document ?? recordError(index, isWorkId(str(obj(record)?.id)) ? 'no title' : 'not an OpenAlex work');
    index++;
  }
}

/** The flat records of each text format, read from the file's text. */
const TEXT_FORMAT_READERS = {
  ris: risRecords,
  bibtex: bibtexRecords,
  medline: medlineRecords,
  'pubmed-xml': pubmedXmlRecords,
  'wos-text': wosTextRecords,
  'endnote-xml': endnoteXmlRecords,
  refer: referRecords,
} as const;

/** The format of a file and its records, one at a time (undefined format: none of the formats read). */
export function readLocalFile(
  fileName: string,
  text: string,
): { format?: LocalFileFormat; records: Iterable<LocalRecord> } {
  const detected = detectLocalFormat(text, fileName);
  if (!detected) return { records: [] };
  const { format, json } = detected;
  if (isTabularKind(format)) return { format, records: tabularTextRecords(text, format, fileName) };
  if (format === 'openalex-json') return { format, records: openAlexRecords(json!, fileName) };
  if (format === 'csl-json') return { format, records: documentsOf(cslRecords(jsonRecords(json!)), fileName) };
  if (format === 'xlsx') return { records: [] }; // a workbook is read from its bytes, never from text
  return { format, records: documentsOf(TEXT_FORMAT_READERS[format](text), fileName) };
}

export interface LocalFileBatch {
  documents: NormalizedDocument[];
  /** The error lines of this batch's records, or one line for the whole file. */
  errors: string[];
}

/**
 * A file's documents in batches of `batchSize` as its records are read, so the ingest can store the first batch
 * before the last record is parsed. Every record is accounted for: a document or an error line.
 */
export function* localFileBatches(
  fileName: string,
  content: string | Uint8Array | SheetContent,
  batchSize: number,
): Generator<LocalFileBatch> {
  const { text, warning } = isSheetContent(content) ? { text: '', warning: undefined } : decodeFile(content);
  const { format, records } = isSheetContent(content)
    ? { format: 'xlsx' as const, records: sheetRecords(content, fileName) }
    : readLocalFile(fileName, text);
  if (!format) {
    yield { documents: [], errors: [NOT_A_LOCAL_FILE] };
    return;
  }
  let batch: LocalFileBatch = { documents: [], errors: warning ? [warning] : [] };
  let seen = 0;
  for (const record of records) {
    seen++;
    if (typeof record === 'string') batch.errors.push(record);
    else batch.documents.push(record);
    if (batch.documents.length >= batchSize) {
      yield batch;
      batch = { documents: [], errors: [] };
    }
  }
  if (seen === 0) batch.errors.push('the file holds no record');
  const starts = recordStartsIn(format, text);
  if (starts !== undefined && seen > 0 && starts > seen) batch.errors.push(recordsMissed(format, starts, seen));
  if (batch.documents.length > 0 || batch.errors.length > 0) yield batch;
}

/** The parser read fewer records than the file begins: the rest would be lost in silence. */
function recordsMissed(format: LocalFileFormat, starts: number, read: number): string {
  return `${starts - read} of ${starts} records not read — the file begins ${starts} records with ${recordStartNamed(format)} and ${read} could be told apart`;
}

/** Enough lines for a user to see the pattern; a 10,000-record file of errors must not make a 10,000-line message. */
export function limitErrors(errors: string[]): string[] {
  if (errors.length <= MAX_ERRORS) return errors;
  return [...errors.slice(0, MAX_ERRORS), `… and ${errors.length - MAX_ERRORS} more records that could not be read`];
}

/**
 * Documents from an uploaded file in one of the formats read (the tagged, XML, JSON and table formats of
 * local-file-format.ts), all at once. The format is read from the content, the file name breaking ties. A record
 * that cannot be read is reported with its number and the others are kept; only an unknown format fails the file.
 */
export function parseLocalFile(fileName: string, content: string | Uint8Array): LocalFileResult {
  const result: LocalFileResult = { documents: [], errors: [] };
  result.format = detectLocalFormat(decodeFileContent(content), fileName)?.format;
  for (const batch of localFileBatches(fileName, content, Number.POSITIVE_INFINITY)) {
    result.documents.push(...batch.documents);
    result.errors.push(...batch.errors);
  }
  result.errors = limitErrors(result.errors);
  return result;
}
