/** A letter or a digit of any script: what a whole-word match must not touch on either side. */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;
const isWordCharacter = (character: string | undefined) => character !== undefined && WORD_CHARACTER.test(character);

/** Whether `needle` occurs in `text` with no letter or digit right before or after it. */
function containsWhole(text: string, needle: string): boolean {
  for (let from = 0; ; ) {
    const at = text.indexOf(needle, from);
    if (at < 0) return false;
    if (!isWordCharacter(text[at - 1]) && !isWordCharacter(text[at + needle.length])) return true;
    from = at + 1;
  }
}

/**
 * A matcher for one dictionary, built once and run per document: given a text already lower-cased, it answers the
 * dictionary's words (as the dictionary writes them, each once) that the text contains as whole words or phrases.
 * Runs of white space count as one space on both sides, so a phrase matches across a line break.
 */
export function dictionaryMatcher(words: readonly string[]): (lowerCaseText: string) => string[] {
  const entries: Array<{ word: string; needle: string }> = [];
  const seen = new Set<string>();
  for (const raw of words) {
    const word = raw.trim();
    const needle = word.toLowerCase().replace(/\s+/g, ' ');
    if (needle === '' || seen.has(needle)) continue;
    seen.add(needle);
    entries.push({ word, needle });
  }
  return (lowerCaseText) => {
    const text = /\s\s|[\t\n\r\f\v\u00a0]/.test(lowerCaseText) ? lowerCaseText.replace(/\s+/g, ' ') : lowerCaseText;
    return entries.filter((entry) => containsWhole(text, entry.needle)).map((entry) => entry.word);
  };
}

/** The dictionary words `text` contains as whole words or phrases, case-insensitively (see dictionaryMatcher). */
export const dictionaryMatches = (text: string, words: readonly string[]): string[] => dictionaryMatcher(words)(text.toLowerCase());
