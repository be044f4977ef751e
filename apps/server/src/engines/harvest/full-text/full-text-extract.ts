import { parseHtmlDocument } from '../connectors/html-document.js';
import { textOfNode } from '../connectors/html-text.js';
import { decodeFile } from '../connectors/local-file-encoding.js';
import { docxText } from './docx-text.js';
import { type FullTextFormat, fullTextFormatOf } from './full-text-format.js';
import { pdfText } from './pdf-text.js';

/** How much text one file gives a document at most (the index searches its start; storage stays bounded). */
export const MAX_EXTRACTED_CHARS = 1_000_000;

export type FullTextExtraction =
  | { ok: true; format: FullTextFormat; text: string }
  /** unsupported: no kind Quarry reads; unreadable: of such a kind, but corrupt or without text. */
  | { ok: false; problem: 'unsupported' | 'unreadable' };

function htmlText(bytes: Uint8Array): string {
  const document = parseHtmlDocument(decodeFile(bytes).text);
  const root = document.body ?? document.documentElement;
  return root ? textOfNode(root) : '';
}

const READERS: Record<FullTextFormat, (bytes: Uint8Array) => string | Promise<string>> = {
  pdf: pdfText,
  docx: docxText,
  html: htmlText,
  text: (bytes) => decodeFile(bytes).text,
};

/** One paragraph a line at most one blank line apart, the layout's runs of spaces as one, cut to the limit. */
export function tidyText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, MAX_EXTRACTED_CHARS);
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000E-\u001F\uFFFD]/g;

/** Text a reader can use: some letters or digits, and not the noise of a binary file read as text. */
export function isReadableText(text: string): boolean {
  if (!/[\p{L}\p{N}]/u.test(text)) return false;
  const noise = text.match(CONTROL)?.length ?? 0;
  return noise <= text.length / 100;
}

/** The text of an uploaded full-text file, or why there is none. Never throws: a corrupt file is unreadable. */
export async function extractFullText(fileName: string, bytes: Uint8Array): Promise<FullTextExtraction> {
  const format = fullTextFormatOf(fileName, bytes);
  if (!format) return { ok: false, problem: 'unsupported' };
  let text: string;
  try {
    text = tidyText(await READERS[format](bytes));
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  return isReadableText(text) ? { ok: true, format, text } : { ok: false, problem: 'unreadable' };
}
