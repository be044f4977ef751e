import { pageGenerationText, type PageGenerationResult, type ParsedFilterSpec } from '@quarry/contract';
import { isApiError } from '../../../api';

/** What a page generation came to (doc 2 §4 Harvests, §8): a zip to save, a halt for duplicates, or a failure. */
export type PageGenerationOutcome =
  | { kind: 'zip'; base64File: string; fileName: string }
  | { kind: 'halted'; duplicates: number }
  | { kind: 'failed'; message: string };

/** The outcome of the server's answer: a file downloads; duplicates halt; anything else failed. */
export function pageGenerationOutcome(result: PageGenerationResult, fallbackName: string): PageGenerationOutcome {
  if (result.base64File)
    return { kind: 'zip', base64File: result.base64File, fileName: result.fileName ?? fallbackName };
  if (result.numOfDuplicates > 0) return { kind: 'halted', duplicates: result.numOfDuplicates };
  return {
    kind: 'failed',
    message: result.failedTitle ? pageGenerationText.failedOn(result.failedTitle) : pageGenerationText.noMessage,
  };
}

/** A call that failed: its message is the server's text, or 'No message provided'. */
export function failedOutcome(error: unknown): PageGenerationOutcome {
  const body = isApiError(error) ? error.body.trim() : '';
  return { kind: 'failed', message: body || pageGenerationText.noMessage };
}

/** Show Duplicates: the documents still marked as duplicates, in Dup-Scanning Order (doc 2 §4 Dedup). */
export const duplicatesSpec = (spec: ParsedFilterSpec): ParsedFilterSpec => ({
  ...spec,
  onlyDuplicateDocuments: true,
  sortDocumentsBy: 'dupScanning',
});

/** The zip's bytes, from the answer's base64. */
export function zipBlob(base64File: string): Blob {
  const binary = atob(base64File);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: 'application/zip' });
}
