/** The kinds of full-text file Quarry reads (doc 2 §7 …/full-text): PDF, Word (DOCX), HTML and plain text. */
export type FullTextFormat = 'pdf' | 'docx' | 'html' | 'text';

/** What GET …/full-text answers each kind with; HTML and text as bytes of an encoding only the reader found. */
export const FULL_TEXT_CONTENT_TYPES: Record<FullTextFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  html: 'text/html',
  text: 'text/plain',
};

const BY_EXTENSION: Record<string, FullTextFormat> = {
  '.pdf': 'pdf',
  '.docx': 'docx',
  '.html': 'html',
  '.htm': 'html',
  '.txt': 'text',
};

/** A PDF may carry junk before its header; readers look for it within the first kilobyte. */
const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-');

const extensionOf = (fileName: string) => /\.[^./\\]+$/.exec(fileName.trim().toLowerCase())?.[0] ?? '';

/**
 * The kind of an uploaded file, by its first bytes for a PDF (whatever its name) and by its name otherwise;
 * undefined when it is none Quarry reads (an old .doc, an image). A file named .pdf that is no PDF is a PDF that
 * cannot be read, not an unsupported one.
 */
export function fullTextFormatOf(fileName: string, bytes: Uint8Array): FullTextFormat | undefined {
  if (isPdf(bytes)) return 'pdf';
  return BY_EXTENSION[extensionOf(fileName)];
}
