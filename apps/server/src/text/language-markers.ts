/**
 * Function words frequent in any prose of one language and rare in the others we meet most. Counting them
 * settles most texts in microseconds, where franc needs a fraction of a millisecond; unclear texts go to franc.
 */
const MARKERS: Record<string, string> = {
  en: 'the of and that with this which from these have been were their our for are by was is',
  de: 'der die und das den dem des nicht mit von für auf ist sich eine einer werden wird zur zum im bei auch über',
  fr: 'le la les des une est dans pour qui sur pas aux du par avec ces sont cette au',
  es: 'el los las una del por para con que es se como más sus al entre fue',
  it: 'il della delle degli di che per con sono nel alla gli anche dei nella',
  pt: 'os das dos uma para com não que em ao pelo pela são foi',
  nl: 'het een van en zijn voor niet met op aan wordt deze dat ook worden',
};

const LANGUAGE_OF = new Map<string, string[]>();
for (const [language, words] of Object.entries(MARKERS)) {
  for (const word of words.split(' ')) LANGUAGE_OF.set(word, [...(LANGUAGE_OF.get(word) ?? []), language]);
}

/** Letters outside Latin scripts: such text is left to franc. */
const NON_LATIN = /[\u0370-\u1fff\u2c00-\uffff]/u;

/**
 * The language whose marker words clearly dominate the sample (at least 3 hits, 12% of the words, and twice the
 * runner-up), or undefined when it is not clear-cut.
 */
export function markerLanguage(sample: string): string | undefined {
  if (NON_LATIN.test(sample)) return undefined;
  const words = sample.toLowerCase().match(/\p{L}+/gu);
  if (!words || words.length < 8) return undefined;
  const hits = new Map<string, number>();
  for (const word of words) {
    for (const language of LANGUAGE_OF.get(word) ?? []) hits.set(language, (hits.get(language) ?? 0) + 1);
  }
  const ranked = [...hits].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] < 3 || best[1] / words.length < 0.12 || (second && second[1] * 2 > best[1])) return undefined;
  return best[0];
}
