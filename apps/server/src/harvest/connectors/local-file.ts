import iconv from 'iconv-lite';
import type { NormalizedDocument } from '../document.js';
import { parseBibtex } from './bibtex-parse.js';
import { parseCslJson } from './csl-json-parse.js';
import { detectLocalFormat, jsonRecords, type JsonContent, type LocalFileFormat } from './local-file-format.js';
import { type ParsedRecords, recordError } from './local-record.js';
import { obj, str } from './json-read.js';
import { isWorkId, parseOpenAlexWork } from './openalex-parse.js';
import { parseRis } from './ris-parse.js';

export type { LocalFileFormat } from './local-file-format.js';

export interface LocalFileResult {
  /** Undefined when the file is none of RIS, BibTeX, CSL-JSON, OpenAlex JSON. */
  format?: LocalFileFormat;
  documents: NormalizedDocument[];
  /** One readable line per record that could not be read ("record 3: no title"), or one for the whole file. */
  errors: string[];
}

/** Enough lines for a user to see the pattern; a 10,000-record file of errors must not make a 10,000-line message. */
const MAX_ERRORS = 50;

/** UTF-8 (a BOM is dropped); bytes that are not valid UTF-8 are read as Windows-1252, the usual other export. */
export function decodeFileContent(content: string | Uint8Array): string {
  if (typeof content === 'string') return content.replace(/^\uFEFF/, '');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content).replace(/^\uFEFF/, '');
  } catch {
    return iconv.decode(Buffer.from(content), 'windows-1252');
  }
}

function parseOpenAlexRecords(json: JsonContent, fileName: string): ParsedRecords {
  const result: ParsedRecords = { documents: [], errors: [] };
  jsonRecords(json).forEach((record, index) => {
    const document = parseOpenAlexWork(record, { source: 'local-file', query: fileName });
    if (document) result.documents.push(document);
    else result.errors.push(recordError(index, isWorkId(str(obj(record)?.id)) ? 'no title' : 'not an OpenAlex work'));
  });
  return result;
}

function limitErrors(errors: string[]): string[] {
  if (errors.length <= MAX_ERRORS) return errors;
  return [...errors.slice(0, MAX_ERRORS), `… and ${errors.length - MAX_ERRORS} more records that could not be read`];
}

/**
 * Documents from an uploaded file in RIS, BibTeX, CSL-JSON or OpenAlex JSON (a list response, an array of works,
 * JSON Lines). The format is read from the content, the file name breaking ties. A record that cannot be read is
 * reported with its number and the others are kept; only an unknown format fails the whole file.
 */
export function parseLocalFile(fileName: string, content: string | Uint8Array): LocalFileResult {
  const text = decodeFileContent(content);
  const detected = detectLocalFormat(text, fileName);
  if (!detected) {
    return { documents: [], errors: ['the file is not RIS, BibTeX, CSL-JSON or OpenAlex JSON'] };
  }
  const { format, json } = detected;
  const parsed =
    format === 'ris'
      ? parseRis(text, fileName)
      : format === 'bibtex'
        ? parseBibtex(text, fileName)
        : format === 'openalex-json'
          ? parseOpenAlexRecords(json!, fileName)
          : parseCslJson(jsonRecords(json!), fileName);
  const errors =
    parsed.documents.length === 0 && parsed.errors.length === 0 ? ['the file holds no record'] : parsed.errors;
  return { format, documents: parsed.documents, errors: limitErrors(errors) };
}
