import type { RejectedInput } from '@quarry/contract';
import type { NormalizedDocument } from '../document.js';
import { cleanTitle } from './clean-metadata.js';
import { humanReason } from './step-reasons.js';

/**
 * Whether the database refused a value of the records written (SQLSTATE class 22, data exception: a date out of
 * range, a character it cannot store; 23, a broken constraint; 54000, a value too long for its index) rather than
 * failing for a reason of its own (a lost connection, a deleted investigation): then the batch is stored in parts,
 * so that only the record refused is left out.
 */
export function isRefusedValue(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('22') || code.startsWith('23') || code === '54000');
}

const MAX_TITLE = 120;

/** What the database's most likely refusals mean, by SQLSTATE. */
const IN_WORDS: Record<string, string> = {
  '22007': 'a date that cannot be',
  '22008': 'a date that cannot be',
  '22021': 'a character the database cannot store',
  '22P05': 'a character the database cannot store',
  '22001': 'a value too long',
  '54000': 'a value too long',
};

/** A record the database refused, as the harvest summary names it: where it came from, its title, and why. */
export function refusedRecord(doc: NormalizedDocument, error: unknown): RejectedInput {
  // cleaned: the summary is stored too, and the refused value may be in the title
  const clean = cleanTitle(doc.title);
  const title = clean.length > MAX_TITLE ? `${clean.slice(0, MAX_TITLE - 1)}…` : clean;
  const { source, query, sourceId } = doc.provenance;
  const where = cleanTitle(
    (source === 'local-file' ? (doc.reference ?? query) : (sourceId ?? doc.doi ?? doc.url)) ?? '',
  );
  const inWords = IN_WORDS[String((error as { code?: unknown }).code)] ?? 'a value the database refused';
  return {
    input: where ? `${where}: ${title}` : title,
    reason: `not stored: ${inWords} (${cleanTitle(humanReason(error))})`,
  };
}
