const UPPER = /^\p{Lu}$/u;
const LOWER = /^\p{Ll}$/u;

/** The letter case of the character at `index` (a code point: an astral letter counts as one). */
function caseAt(text: string, index: number): 'upper' | 'lower' | undefined {
  if (index >= text.length) return undefined;
  const code = text.charCodeAt(index);
  if (code >= 65 && code <= 90) return 'upper';
  if (code >= 97 && code <= 122) return 'lower';
  if (code < 128) return undefined;
  const char = String.fromCodePoint(text.codePointAt(index)!);
  return UPPER.test(char) ? 'upper' : LOWER.test(char) ? 'lower' : undefined;
}

const widthAt = (text: string, index: number) => (text.codePointAt(index)! > 0xffff ? 2 : 1);

/**
 * Words glued together where a scraped page joined two fields ("Sara ScherrDean Current" → "Sara Scherr; Dean
 * Current"): a "; " between a capitalized word of four letters or more and the capitalized word right after it.
 * The same as `text.replace(/(\p{Lu}\p{Ll}{3,})(\p{Lu}\p{Ll})/gu, '$1; $2')`, by one pass over the text: that
 * pattern, tried at every capital, was a fifth of finding the proper nouns of an abstract.
 */
export function splitGluedWords(text: string): string {
  let out = '';
  let copied = 0;
  let index = 0;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    // most characters are ASCII and not capitals: passed over without a call
    if (code < 128 ? code < 65 || code > 90 : caseAt(text, index) !== 'upper') {
      index += code >= 0xd800 && code <= 0xdbff ? 2 : 1;
      continue;
    }
    let end = index + widthAt(text, index);
    let lowers = 0;
    for (; end < text.length && caseAt(text, end) === 'lower'; lowers++) end += widthAt(text, end);
    const next = end < text.length ? end + widthAt(text, end) : end;
    if (lowers >= 3 && caseAt(text, end) === 'upper' && next < text.length && caseAt(text, next) === 'lower') {
      out += `${text.slice(copied, end)}; `;
      copied = end;
      index = next + widthAt(text, next); // the pattern goes on after the second word's first two letters
    } else index = end;
  }
  return copied === 0 ? text : out + text.slice(copied);
}
