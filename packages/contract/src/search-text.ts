/** Letters that carry no combining mark to drop, spelled as a user without them types them. */
const PLAIN_LETTERS: Record<string, string> = { ß: 'ss', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', æ: 'ae', œ: 'oe', ı: 'i' };
const NOT_PLAIN = /[ßøłđðþæœı]/g;

/**
 * Text as every filter a user types into compares it: lower case, accents dropped ("Bayón" → "bayon",
 * "Łódź" → "lodz"), so whoever types with or without accents finds the same. Positions are not kept.
 */
export function foldForSearch(text: string): string {
  const lower = text.toLowerCase();
  // Plain ASCII (most text) has nothing to fold.
  if (!/[^ -~\t\n\r]/.test(lower)) return lower;
  return lower
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(NOT_PLAIN, (letter) => PLAIN_LETTERS[letter]!);
}

/** The words of a filter text, folded; an empty list matches everything. */
export const searchWords = (filter: string): string[] => foldForSearch(filter).split(/\s+/).filter(Boolean);

/** Whether every word of `words` (from searchWords) occurs in `text`, accents and case aside. */
export function containsAllWords(text: string, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const folded = foldForSearch(text);
  return words.every((word) => folded.includes(word));
}
