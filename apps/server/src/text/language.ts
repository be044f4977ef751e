import { franc } from 'franc';
import { ISO_639_3_TO_1 } from './language-codes.js';
import { markerLanguage } from './language-markers.js';

/** Below this many letters no detector can tell languages apart reliably. */
const MIN_LETTERS = 24;
/** franc's cost grows with the text; 400 characters are enough to tell these languages apart. */
const SAMPLE_CHARS = 400;
const CANDIDATES = Object.keys(ISO_639_3_TO_1);

/** The ISO 639-1 code of the text's language, or undefined when the text is too short or unclear to tell. */
export function detectLanguage(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const sample = text.slice(0, SAMPLE_CHARS);
  const letters = sample.match(/\p{L}/gu)?.length ?? 0;
  if (letters < MIN_LETTERS) return undefined;
  const clear = markerLanguage(sample);
  if (clear) return clear;
  const code = franc(sample, { minLength: MIN_LETTERS, only: CANDIDATES });
  return ISO_639_3_TO_1[code];
}
