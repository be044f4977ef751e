import { phraseSetMatcher, tokenize } from '../../text/words.js';

/**
 * A matcher for one dictionary, built once and run per document: given a text, it answers the dictionary's words
 * (as the dictionary writes them, each once) that the text contains as whole words or phrases. Words are those of
 * the scoring and the highlighting (text/words.ts): case, hyphens, punctuation and line breaks between words do not
 * count, so "soil carbon" matches "Soil-carbon"; symbols are not words ("C++" is the word "c").
 */
export function dictionaryMatcher(words: readonly string[]): (text: string) => string[] {
  const match = phraseSetMatcher(words);
  return (text) => match(tokenize(text));
}

/** The dictionary words `text` contains as whole words or phrases, case-insensitively (see dictionaryMatcher). */
export const dictionaryMatches = (text: string, words: readonly string[]): string[] => dictionaryMatcher(words)(text);
