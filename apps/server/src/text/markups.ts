import type { Markup } from '@quarry/contract';
import { type PlacedWord, phraseSpans, placedWords, tokenize } from './words.js';

const TERM_PRIORITY = 2;
const ENTITY_PRIORITY = 1;
/** A single letter or digit is not worth a highlight. */
const MIN_PHRASE_LENGTH = 2;

/** Where a term or entity is highlighted: where the scoring finds it (words.ts), never inside a word. */
function spansOf(words: readonly PlacedWord[], phrase: string): Array<[number, number]> {
  const phraseWords = tokenize(phrase);
  if (phraseWords.join('').length < MIN_PHRASE_LENGTH) return [];
  return phraseSpans(words, phraseWords);
}

/** Every occurrence of `phrase` in `text` as the scoring counts it (case, hyphens and spacing aside), as [start, end) pairs. */
export const occurrences = (text: string, phrase: string): Array<[number, number]> =>
  spansOf(placedWords(text), phrase);

/** A search term as highlighted: Mandatory ones are flagged, each shows in its group's colour ('1'…'10'). */
export interface MarkupTerm {
  term: string;
  mandatory?: boolean;
  color?: string;
}

/**
 * The markups of one text: the investigation's search terms, then mentioned entities (spans of one entity
 * found under several kinds carry all of them), ordered by position.
 */
export function markupsOf(
  text: string,
  terms: ReadonlyArray<MarkupTerm | string>,
  entities: ReadonlyArray<{ value: string; kind: string }>,
): Markup[] {
  const spans = new Map<string, Markup>();
  const words = placedWords(text);
  for (const entry of terms) {
    const { term, mandatory = false, color } = typeof entry === 'string' ? { term: entry } : entry;
    for (const [start, end] of spansOf(words, term)) {
      spans.set(`${start}:${end}`, {
        startIndex: start,
        endIndex: end,
        priority: TERM_PRIORITY,
        mandatory,
        entities: [],
        text: term,
        ...(color && { color }),
      });
    }
  }
  for (const entity of entities) {
    for (const [start, end] of spansOf(words, entity.value)) {
      const key = `${start}:${end}`;
      const existing = spans.get(key);
      if (existing?.priority === TERM_PRIORITY) continue;
      if (existing) existing.entities = [...new Set([...existing.entities, entity.kind])];
      else
        spans.set(key, {
          startIndex: start,
          endIndex: end,
          priority: ENTITY_PRIORITY,
          mandatory: false,
          entities: [entity.kind],
          text: entity.value,
        });
    }
  }
  return [...spans.values()].sort((a, b) => a.startIndex - b.startIndex || b.endIndex - a.endIndex);
}
