import { foldName } from '../../text/person-names.js';

/**
 * Names of mentions, normalized for blocking and comparing: given names as folded words (initials one letter:
 * "SK" → s, k; "J.-P." → j, p; "Wei-ping" → wei, ping), the surname without particles or hyphens, and the block
 * key (first surname word + first initial).
 */
export interface MentionName {
  /** Given-name words, folded ("rajiv", "l"); first and middle names together. */
  given: string[];
  /** Surname words, folded and transliterated, particles dropped: "Müller-Iden" → muller, iden. */
  lastWords: string[];
  /** The block key: "muller_j". */
  key: string;
}

/** Lower-case surname particles that cited names drop or keep at will ("van der Berg" ~ "Berg"). */
const PARTICLES = new Set(
  'van von der den de del della di da du des le la al el bin ibn ten ter dos das do zu y'.split(' '),
);
const TITLES = new Set(['dr', 'prof', 'mr', 'mrs', 'ms', 'sir']);

/**
 * German umlauts are printed either way: "Müller" folds to muller, "Mueller" has to meet it. A vowel a/o/u + e
 * after a consonant reads as the umlaut (Schroeder, Moeller); "Bauer" keeps its e (vowel before).
 */
export const transliterate = (word: string): string => word.replace(/([^aeiou])([aou])e/g, '$1$2');

const fold = (text: string): string => foldName(text).replace(/['’`]/g, '');

/** Given-name words: initials run together in capitals are split ("SK"), unless the whole name is in capitals. */
function givenWords(text: string, allCaps: boolean): string[] {
  const words: string[] = [];
  for (const piece of text.split(/[\s.\-‐,]+/)) {
    const letters = piece.replace(/[^\p{L}]/gu, '');
    if (!letters) continue;
    if (!allCaps && /^\p{Lu}{2,3}$/u.test(letters)) words.push(...fold(letters).split(''));
    else words.push(fold(letters));
  }
  const kept = words.filter((word) => !TITLES.has(word));
  return kept.length > 0 ? kept : words;
}

function surnameWords(text: string): string[] {
  const words = fold(text)
    .split(/[\s\-‐]+/)
    .map((word) => word.replace(/[^\p{L}]/gu, ''))
    .filter(Boolean);
  const withoutParticles = words.filter((word) => !PARTICLES.has(word));
  return (withoutParticles.length > 0 ? withoutParticles : words).map(transliterate);
}

export function parseMentionName(first: string, middle: string | undefined, last: string): MentionName {
  let firstText = first ?? '';
  let lastText = last ?? '';
  // "Yi Zhang" printed as the surname with no given name: the last word is the surname.
  if (!firstText.trim() && !middle?.trim()) {
    const words = lastText.trim().split(/\s+/);
    if (words.length >= 2 && !words.some((word) => PARTICLES.has(word.toLowerCase()))) {
      firstText = words.slice(0, -1).join(' ');
      lastText = words.at(-1)!;
    }
  }
  const whole = `${firstText} ${middle ?? ''} ${lastText}`;
  const allCaps = whole === whole.toUpperCase();
  const given = [...givenWords(firstText, allCaps), ...givenWords(middle ?? '', allCaps)];
  const lastWords = surnameWords(lastText);
  return { given, lastWords, key: blockKeyOf(given, lastWords) };
}

export const blockKeyOf = (given: string[], lastWords: string[]): string =>
  `${lastWords[0] ?? ''}_${given[0]?.[0] ?? ''}`;

const isInitial = (word: string) => word.length === 1;

/** One given name can be the other: equal, an initial of it, or a short form of it ("Alex" ~ "Alexander"). */
function givenWordCompatible(a: string, b: string): boolean {
  if (isInitial(a) || isInitial(b)) return a[0] === b[0];
  return a.startsWith(b) || b.startsWith(a);
}

/**
 * The hard name constraint: two mentions whose first given names cannot be one person's never merge ("Rajiv" vs
 * "Ritesh"). Written together they may still match ("Wei-ping" ~ "Weiping"); a missing given name matches all.
 */
export function firstNamesCompatible(a: MentionName, b: MentionName): boolean {
  if (a.given.length === 0 || b.given.length === 0) return true;
  if (a.given.join('') === b.given.join('')) return true;
  return givenWordCompatible(a.given[0]!, b.given[0]!);
}

/** 3 full names equal, 2 one a short form of the other, 1 an initial agrees, 0 incompatible, NaN a name missing. */
export function firstNameAgreement(a: MentionName, b: MentionName): number {
  const x = a.given[0];
  const y = b.given[0];
  if (!x || !y) return NaN;
  if (a.given.join('') === b.given.join('') && !isInitial(x) && !isInitial(y)) return 3;
  if (isInitial(x) || isInitial(y)) return x[0] === y[0] ? 1 : 0;
  if (x === y) return 3;
  return x.startsWith(y) || y.startsWith(x) ? 2 : 0;
}

/** Middle names: 3 equal in full, 2 initials agree, 0 they differ, NaN one has none. */
export function middleNameAgreement(a: MentionName, b: MentionName): number {
  const x = a.given[1];
  const y = b.given[1];
  if (!x || !y) return NaN;
  if (x === y) return isInitial(x) ? 2 : 3;
  if (isInitial(x) || isInitial(y)) return x[0] === y[0] ? 2 : 0;
  return 0;
}

/** Whether the surnames are written the same (particles, hyphens, accents and umlaut spellings aside). */
export const sameSurname = (a: MentionName, b: MentionName): boolean => a.lastWords.join('') === b.lastWords.join('');

/** Whether two names are printed alike: the same given names and surname, folded ("Müller, J." ~ "Mueller, J."). */
export const samePrintedName = (a: MentionName, b: MentionName): boolean =>
  a.given.join(' ') === b.given.join(' ') && sameSurname(a, b);

/** Whether two printed names ("Ana M. Ferreira", "A. Ferreira") may be one person's: one surname, compatible given names. */
export function mayBeSameName(a: string, b: string): boolean {
  const x = parseMentionName('', undefined, a);
  const y = parseMentionName('', undefined, b);
  return x.lastWords.length > 0 && sameSurname(x, y) && firstNamesCompatible(x, y);
}
