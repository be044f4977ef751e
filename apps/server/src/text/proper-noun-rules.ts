/**
 * The rules that tell what a run of capitalized words names: a person, an organization, a place, or nothing.
 * Words are compared lower-cased and without a final full stop ("Dr." → "dr").
 */
import {
  COMMON_WORDS,
  FIRST_NAMES,
  HONORIFICS,
  KNOWN_PHRASES,
  LAST_NAMES,
  type LexiconKind,
  ORG_WORDS,
  PLACE_WORDS,
} from './entity-lexicon.js';

const NAME_PARTICLES = new Set(['van', 'von', 'de', 'der', 'den', 'da', 'di', 'du', 'la', 'le', 'del', 'della']);
/** Suffixes of ordinary nouns that no surname in practice has ("Frank Discussion" is not a person). */
const NOUN_SUFFIX = /(tion|sion|ment|ness|ity|ism|ology|ical|ics|ance|ence|ship|ware|ysis|ings)$/;
/** Abbreviations that look like a person's initials but name a country or union. */
const NOT_INITIALS = new Set(['U.S.', 'U.K.', 'U.N.', 'E.U.', 'U.S.A.', 'D.C.']);
/** Words that turn a following known place into a region: "Central America", "Southeast Asia". */
// prettier-ignore
export const GEO_MODIFIERS = new Set(['north', 'south', 'east', 'west', 'central', 'northern', 'southern', 'eastern', 'western', 'northeast', 'northwest', 'southeast', 'southwest', 'latin', 'upper', 'lower', 'greater', 'sub-saharan']);
/** Words that end a company name after "&": "John Wiley & Sons", "Smith & Co". */
const AND_SUFFIXES = new Set(['sons', 'co', 'company', 'partners', 'associates', 'brothers', 'daughters', 'friends']);

export function bare(word: string): string {
  const lower = word.toLowerCase();
  return lower.endsWith('.') ? lower.slice(0, -1) : lower;
}
/** "J.", "J.A.", "J.-P."; a bare capital counts only inside a name ("John F Kennedy"), never "A" or "I". */
const isInitial = (word: string) =>
  word.length <= 7 && /^(\p{Lu}\.)+(-\p{Lu}\.)?$/u.test(word) && !NOT_INITIALS.has(word);
const isMiddleInitial = (word: string) => isInitial(word) || /^\p{Lu}$/u.test(word);
const isAcronym = (word: string) => /^\p{Lu}[\p{Lu}\p{N}.-]+$/u.test(word);
const phraseOf = (words: string[]) => words.map(bare).join(' ');

export function isSurname(word: string): boolean {
  const lower = bare(word);
  if (isInitial(word) || isAcronym(word) || lower.length < 2 || !/^\p{Lu}/u.test(word)) return false;
  if (LAST_NAMES.has(lower)) return true;
  return !COMMON_WORDS.has(lower) && !ORG_WORDS.has(lower) && !PLACE_WORDS.has(lower) && !NOUN_SUFFIX.test(lower);
}

function isGivenName(word: string): boolean {
  return isInitial(word) || FIRST_NAMES.has(bare(word));
}

/** "Jason Priem", "Heather A. Piwowar", "J. Smith", "Dr. Smith", "Ludwig van Beethoven". */
function isPerson(words: string[]): boolean {
  const honorific = words.length > 1 && HONORIFICS.has(bare(words[0]!));
  const name = honorific ? words.slice(1) : words;
  if (name.length === 0 || name.length > 4 || !isSurname(name.at(-1)!)) return false;
  if (name.length === 1) return honorific;
  // "P. Chicago" is a citation's city, not a person
  const initialsOnly = name.slice(0, -1).every(isMiddleInitial);
  if (initialsOnly && !honorific && KNOWN_PHRASES.get(bare(name.at(-1)!)) === 'location') return false;
  const first = name[0]!;
  const middle = name.slice(1, -1);
  const middleOk = middle.every(
    (word) => isMiddleInitial(word) || NAME_PARTICLES.has(word) || (!isAcronym(word) && isSurname(word)),
  );
  if (!middleOk) return false;
  if (honorific || isGivenName(first)) return true;
  // an unknown first name still makes a person when a middle initial follows it: "Wouter J. Veening"
  return middle.length > 0 && middle.every(isMiddleInitial) && isSurname(first);
}

/** What the words name as a whole; `sentenceStart` is asked only when it matters (it costs a look back). */
export function classify(words: string[], sentenceStart: () => boolean): LexiconKind | undefined {
  const phrase = phraseOf(words);
  const known = KNOWN_PHRASES.get(phrase);
  // a lone capitalized word opening a sentence may be an ordinary word ("Reading …"), unless it is a country
  if (known && !(words.length === 1 && COMMON_WORDS.has(phrase) && sentenceStart())) return known;
  if (words.length < 2) return undefined;
  if (words.length === 2 && GEO_MODIFIERS.has(bare(words[0]!)) && KNOWN_PHRASES.get(bare(words[1]!)) === 'location')
    return 'location';
  if (words.some((word) => ORG_WORDS.has(bare(word)))) return 'organization';
  if (PLACE_WORDS.has(bare(words.at(-1)!)) || ['lake', 'mount'].includes(bare(words[0]!))) return 'location';
  return isPerson(words) ? 'person' : undefined;
}

/** Inside a phrase that is no entity as a whole: persons and known places within it ("… with Jane Doe", "… in Latin America"). */
export function scanInside(words: string[], found: (kind: LexiconKind, words: string[]) => void): void {
  for (let index = 0; index < words.length; index++) {
    const start = words[index]!;
    if (start === 'of' || start === 'and' || start === 'the' || start === '&') continue;
    const length = [4, 3, 2].find(
      (size) =>
        index + size <= words.length &&
        (isGivenName(start) || HONORIFICS.has(bare(start))) &&
        isPerson(words.slice(index, index + size)),
    );
    if (length) {
      found('person', words.slice(index, index + length));
      index += length - 1;
      continue;
    }
    const pair = index + 1 < words.length ? `${bare(start)} ${bare(words[index + 1]!)}` : '';
    if (KNOWN_PHRASES.get(pair) === 'location') {
      found('location', words.slice(index, index + 2));
      index++;
    } else if (KNOWN_PHRASES.get(bare(start)) === 'location') found('location', [start]);
  }
}

/** Whether the words begin with a known multi-word name ("New York …"). */
export function startsKnownPhrase(words: string[]): boolean {
  for (let size = Math.min(4, words.length); size >= 2; size--) {
    if (KNOWN_PHRASES.has(phraseOf(words.slice(0, size)))) return true;
  }
  return false;
}

/** "Central America and Mexico" → "Central America", "Mexico". */
export function splitAtAnd(words: string[]): string[][] {
  const pieces: string[][] = [[]];
  for (const word of words) {
    if (word === 'and' || word === '&') pieces.push([]);
    else pieces.at(-1)!.push(word);
  }
  return pieces.filter((piece) => piece.length > 0);
}

/** "Sanne de Vries of the Delft University of Technology" → the person, and what follows "of (the)". */
export function personOf(words: string[]): { person: string[]; rest: string[] } | undefined {
  const of = words.indexOf('of');
  if (of < 2 || of > 4) return undefined;
  const person = words.slice(0, of);
  // "<Name> of the <Organization>" is a strong enough sign to accept first names the lexicon does not know
  const nameLike =
    isSurname(person[0]!) &&
    isSurname(person.at(-1)!) &&
    person.slice(1, -1).every((word) => NAME_PARTICLES.has(word) || isInitial(word) || isSurname(word));
  if (!isPerson(person) && !nameLike) return undefined;
  const rest = words.slice(words[of + 1] === 'the' ? of + 2 : of + 1);
  return rest.length > 0 ? { person, rest } : undefined;
}

/**
 * Whether "A and B" names two entities rather than one ("Jason Priem and Heather Piwowar", "Smith and the
 * University of Leeds", but not "Department of Economic and Social Affairs" or "John Wiley & Sons").
 */
export function namesTwoThings(words: string[]): boolean {
  const pieces = splitAtAnd(words);
  if (pieces.length < 2) return false;
  if (words.some((word, index) => (word === 'and' || word === '&') && words[index + 1] === 'the')) return true;
  const last = pieces.at(-1)!;
  if (last.length === 1 && AND_SUFFIXES.has(bare(last[0]!))) return false;
  return pieces.some((piece) => isPerson(piece) || KNOWN_PHRASES.has(phraseOf(piece)));
}
