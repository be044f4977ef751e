import { CV_FILE_EXTENSIONS, clusterReportMessages, MAX_CV_FILE_BYTES } from '@quarry/contract';
import { extractFullText } from '../../engines/harvest/full-text/full-text-extract.js';
import { type CvTitle, extractCvTitles } from './cv-titles.js';

/** A CV the reports cannot use; the message (clusterReportMessages) says why, for a 400 or a batch report's errors. */
export class CvFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CvFileError';
  }
}

const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot).toLowerCase();
};

/** The CV's extension ('.pdf', '.docx' or '.txt'), or a CvFileError when it is none of them. */
export function cvExtension(fileName: string): (typeof CV_FILE_EXTENSIONS)[number] {
  const extension = extensionOf(fileName);
  const known = CV_FILE_EXTENSIONS.find((allowed) => allowed === extension);
  if (!known) throw new CvFileError(clusterReportMessages.cvWrongType);
  return known;
}

/**
 * The publication titles of an uploaded CV (PDF, DOCX or text), read by the full-text parsers the harvest maintains.
 * A CvFileError when the file is empty, too large, of another kind, unreadable, or lists no titles.
 */
export async function readCvTitles(fileName: string, bytes: Uint8Array): Promise<CvTitle[]> {
  if (bytes.length === 0) throw new CvFileError(clusterReportMessages.emptyCv);
  if (bytes.length > MAX_CV_FILE_BYTES) throw new CvFileError(clusterReportMessages.cvTooLarge);
  cvExtension(fileName);
  const extraction = await extractFullText(fileName, bytes);
  if (!extraction.ok) {
    const reason = extraction.problem === 'unsupported' ? 'not a PDF, Word or text file' : 'no text could be read';
    throw new CvFileError(clusterReportMessages.unreadableCv(reason));
  }
  const titles = extractCvTitles(extraction.text);
  if (titles.length === 0) throw new CvFileError(clusterReportMessages.notACv);
  return titles;
}
