/** Letters that carry no combining mark to drop, spelled as a user without them types them. */
const PLAIN_LETTERS: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
};
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

/** A span of a text, [start, end) in UTF-16 code units. */
export interface TextSpan {
  start: number;
  end: number;
}

/**
 * Where the words of a free-text filter (from searchWords) occur in `text`, as the filter compares them (accents and
 * case aside), in positions of the text itself: what the list marks as the filter's hits. Overlapping or touching
 * hits are one span.
 */
export function searchHits(text: string, words: readonly string[]): TextSpan[] {
  if (words.length === 0 || text === '') return [];
  // Folded one character at a time, each folded character remembering where its character starts and ends.
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let at = 0;
  for (const character of text) {
    const piece = foldForSearch(character);
    // A combining accent folds to nothing: it belongs to the letter before it.
    if (piece === '' && ends.length > 0) ends[ends.length - 1] = at + character.length;
    for (let k = 0; k < piece.length; k++) {
      starts.push(at);
      ends.push(at + character.length);
    }
    folded += piece;
    at += character.length;
  }
  const spans: TextSpan[] = [];
  for (const word of words) {
    for (let found = folded.indexOf(word); found !== -1; found = folded.indexOf(word, found + 1)) {
      spans.push({ start: starts[found]!, end: ends[found + word.length - 1]! });
    }
  }
  spans.sort((a, b) => a.start - b.start);
  const merged: TextSpan[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}
