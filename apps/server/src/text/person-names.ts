/**
 * Person names for author clustering: one comparison form per name ("Smith, John A." → "john a smith"), a blocking
 * key (last surname word + first initial: "smith_j"), and a compatibility test that accepts the variants sources
 * print for one person ("J. Smith", "John Smith", "John A. Smith") and refuses different people ("Jane Smith",
 * "J. Smyth").
 */

/** Lower-case surname particles: "van der Berg", "de la Cruz", "ibn Sina". */
export const SURNAME_PARTICLES: ReadonlySet<string> = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'di',
  'da',
  'du',
  'des',
  'le',
  'la',
  'al',
  'el',
  'bin',
  'ibn',
  'ten',
  'ter',
  'dos',
  'das',
  'do',
  'zu',
  'y',
]);
const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'phd', 'md', 'esq']);

export interface ParsedName {
  /** Given-name words, normalized; an initial is one letter ("j"). */
  given: string[];
  /** Surname words without particles, normalized ("garcia", "marquez"). */
  family: string[];
}

/** Lower case, accents removed: "Müller" → "muller", "Łukasz" → "lukasz". */
export function foldName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/ø/g, 'o')
    .replace(/Ø/g, 'O')
    .replace(/ß/g, 'ss')
    .toLowerCase();
}

/** "Smith, John A." → "John A. Smith"; "Smith, Jr., John" → "John Smith Jr."; other names as they are. */
export function toFirstLast(name: string): string {
  const parts = name
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2) return name.replace(/\s+/g, ' ').trim();
  const [family, second, third] = parts;
  if (parts.length >= 3 && SUFFIXES.has(foldName(second!).replace(/\./g, ''))) return `${third} ${family} ${second}`;
  if (SUFFIXES.has(foldName(second!).replace(/\./g, ''))) return `${family} ${second}`;
  return `${parts.slice(1).join(' ')} ${family}`;
}

/** Given-name words: hyphenated names split ("Jean-Pierre" → jean, pierre), run-together initials too ("JA" → j, a). */
function givenWords(words: string[], allCapsName: boolean): string[] {
  const result: string[] = [];
  for (const word of words) {
    for (const piece of word.split(/[-‐]/)) {
      const letters = piece.replace(/[^\p{L}]/gu, '');
      if (!letters) continue;
      if (!allCapsName && /^\p{Lu}{2,3}$/u.test(letters)) result.push(...foldName(letters).split(''));
      else result.push(foldName(letters));
    }
  }
  return result;
}

const isInitials = (word: string) => /^\p{Lu}{1,3}$/u.test(word);
/** A surname in capitals ("WANG", "DUPONT"); two letters or no vowel reads as initials ("JA", "JRR") instead. */
const isUpperWord = (word: string) =>
  /^\p{Lu}{3,}$/u.test(word.replace(/-/g, '')) && /[AEIOUY]/.test(foldName(word).toUpperCase());

/**
 * Names printed surname first without a comma: "Smith JA" (PubMed) and "WANG Wei" (surname in capitals), put in
 * given-first order; every other name is left as it is.
 */
function surnameFirstToGivenFirst(words: string[], allCapsName: boolean): string[] {
  if (words.length < 2 || allCapsName) return words;
  const last = words.at(-1)!;
  if (isInitials(last) && !words.slice(0, -1).some(isInitials)) return [last, ...words.slice(0, -1)];
  if (isUpperWord(words[0]!) && !words.slice(1).some(isUpperWord)) return [...words.slice(1), words[0]!];
  return words;
}

/** Splits a name into given names and surname words, whatever order and punctuation it came in. */
export function parsePersonName(name: string): ParsedName {
  const hasComma = name.includes(',');
  const ordered = toFirstLast(name).replace(/[.,]/g, '. ').replace(/\s+/g, ' ').trim();
  const allCapsName = ordered === ordered.toUpperCase();
  const bare = ordered.split(' ').filter((word) => word && !SUFFIXES.has(foldName(word).replace(/\./g, '')));
  const words = hasComma || ordered.includes('.') ? bare : surnameFirstToGivenFirst(bare, allCapsName);
  if (words.length === 0) return { given: [], family: [] };
  // the surname is the last word plus any lower-case particles before it ("Ludwig van Beethoven")
  let start = words.length - 1;
  while (start > 1 && SURNAME_PARTICLES.has(words[start - 1]!) && words[start - 1] === words[start - 1]!.toLowerCase())
    start--;
  const familyWords = words.slice(start).filter((word) => !SURNAME_PARTICLES.has(foldName(word)));
  const family = familyWords
    .flatMap((word) =>
      foldName(word)
        .replace(/[^\p{L}\s-]/gu, '')
        .split(/[-\s]+/),
    )
    .filter(Boolean);
  return { given: givenWords(words.slice(0, start), allCapsName), family };
}

/** The comparison form: "Smith, John A." → "john a smith"; "Jérôme Lévy-Bruhl" → "jerome levy bruhl". */
export function normalizeName(name: string): string {
  const { given, family } = parsePersonName(name);
  return [...given, ...family].join(' ');
}

/** Blocking key: last surname word and first initial ("smith_j"); names that could be one person share it. */
export function nameKey(name: string): string {
  return nameKeyOf(parsePersonName(name));
}

/** `nameKey` of a name parsed already. */
export function nameKeyOf({ given, family }: ParsedName): string {
  return `${family.at(-1) ?? ''}_${given[0]?.[0] ?? ''}`;
}

function givenWordsCompatible(a: string, b: string): boolean {
  if (a.length === 1 || b.length === 1) return a[0] === b[0];
  return a === b;
}

/** One surname is the other, or a part of it ("García Márquez" ~ "Márquez"; "Smith-Jones" ~ "Smith"). */
function familiesCompatible(a: string[], b: string[]): boolean {
  if (a.length === 0 || b.length === 0) return false;
  if (a.join('') === b.join('')) return true;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  return shorter.every((word) => longer.includes(word));
}

/**
 * Whether two printed names can be one person: surnames equal (accents, case, hyphens ignored) or one part of the
 * other; first given names equal or one an initial of the other; further given names, where both have them, too.
 */
export function namesCompatible(a: string, b: string): boolean {
  return parsedNamesCompatible(parsePersonName(a), parsePersonName(b));
}

/** `namesCompatible` on names parsed once (a clusterer compares one name with many). */
export function parsedNamesCompatible(first: ParsedName, second: ParsedName): boolean {
  if (!familiesCompatible(first.family, second.family)) return false;
  const shared = Math.min(first.given.length, second.given.length);
  for (let index = 0; index < shared; index++) {
    if (!givenWordsCompatible(first.given[index]!, second.given[index]!)) return false;
  }
  return true;
}
