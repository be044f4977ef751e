import { collapseWhitespace } from './clean-text.js';

/**
 * OpenAlex gives abstracts as an inverted index ({ word: [positions] }) for legal reasons; this puts the words
 * back in order. Missing positions are skipped rather than left as gaps.
 */
export function abstractFromInvertedIndex(index: unknown): string {
  if (typeof index !== 'object' || index === null || Array.isArray(index)) return '';
  const words: string[] = [];
  for (const [word, positions] of Object.entries(index as Record<string, unknown>)) {
    if (!Array.isArray(positions)) continue;
    for (const position of positions) {
      if (typeof position === 'number' && position >= 0 && position < 100_000) words[position] = word;
    }
  }
  let text = '';
  for (const word of words) {
    if (word !== undefined) text += text === '' ? word : ` ${word}`;
  }
  return collapseWhitespace(text);
}
