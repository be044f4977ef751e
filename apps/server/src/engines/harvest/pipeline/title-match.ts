import { STOP_WORDS } from '@quarry/contract';
import type { WorkSignature } from './work-signature.js';

/** Titles less alike than this (Dice over character trigrams) are different works. */
const TITLE_MIN = 0.85;
/**
 * A title this long (letters and digits) is specific: equal, it names one work. Shorter ones recur — a reply or a
 * correspondence under the title of the piece it answers, the parts of a series ("Primate evolution — in and out of
 * Africa" heads four papers of one journal in two years) — so they need more evidence beside them.
 */
export const LONG_TITLE = 50;

function trigrams(text: string): Map<string, number> {
  const grams = new Map<string, number>();
  const padded = ` ${text} `;
  for (let index = 0; index + 3 <= padded.length; index++) {
    const gram = padded.slice(index, index + 3);
    grams.set(gram, (grams.get(gram) ?? 0) + 1);
  }
  return grams;
}

function sharedTrigrams(a: string, b: string): number {
  const first = trigrams(a);
  const second = trigrams(b);
  let shared = 0;
  for (const [gram, count] of first) shared += Math.min(count, second.get(gram) ?? 0);
  return shared;
}

/** Dice coefficient over the character trigrams of two compact titles: 1 when equal, 0 when nothing is shared. */
export function titleSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length === 0 || b.length === 0) return 0;
  // a padded title of n characters has n trigrams
  return (2 * sharedTrigrams(a, b)) / (a.length + b.length);
}

/** Roman numerals that number a part or a sequel ("Part II"); a lone "i" only after such a word ("Part I"). */
const ROMAN = /^(ii|iii|iv|v|vi|vii|viii|ix|x|xi|xii)$/;
const NUMBERED = new Set(['part', 'volume', 'vol', 'chapter', 'section', 'book', 'no', 'number']);

/** The numbers of a folded title's words, digits and roman numerals alike, in order: "Part 1" and "Part I" read "1". */
function numbersOf(words: readonly string[]): string {
  const numbers: string[] = [];
  for (const [index, word] of words.entries()) {
    const digits = word.match(/\d+/g);
    if (digits) numbers.push(...digits.map((run) => String(Number(run))));
    else if (ROMAN.test(word) || (word === 'i' && index > 0 && NUMBERED.has(words[index - 1]!)))
      numbers.push(String(romanValue(word)));
  }
  return numbers.join(' ');
}

function romanValue(numeral: string): number {
  const value: Record<string, number> = { i: 1, v: 5, x: 10 };
  let total = 0;
  for (let index = 0; index < numeral.length; index++) {
    const here = value[numeral[index]!]!;
    const next = value[numeral[index + 1] ?? ''] ?? 0;
    total += here < next ? -here : here;
  }
  return total;
}

/** Whether two folded titles carry other numbers: "Part I" and "Part II", a sequel "2" and its first part. */
export const numbersDiffer = (first: string, second: string): boolean =>
  numbersOf(first.split(' ')) !== numbersOf(second.split(' '));
const alike = (a: string, b: string) => a.startsWith(b) || b.startsWith(a) || titleSimilarity(a, b) >= 0.5;

/**
 * Whether two near-equal titles still name two works: other numbers ("STAT5" and "Baf57", "Part 1" and "Part 2"),
 * or a word of one put where the other has an unrelated word ("…expression of STAT5 in Xenopus" and "…of Baf57 in
 * Xenopus"). Spelling and spacing variants ("EB 1", "EB1"; "zebra sh", "zebrafish") are no such difference.
 */
export function titlesDiffer(first: string, second: string): boolean {
  const a = first.split(' ');
  const b = second.split(' ');
  if (numbersOf(a) !== numbersOf(b)) return true;
  const onlyA = a.filter((word) => word.length >= 3 && !b.includes(word));
  const onlyB = b.filter((word) => word.length >= 3 && !a.includes(word));
  const unmatched = (words: string[], others: string[]) =>
    words.some((word) => !others.some((other) => alike(word, other)));
  return unmatched(onlyA, onlyB) && unmatched(onlyB, onlyA);
}

/** A folded title without its function words: "Improved algorithms for the feedback vertex set" and "… for feedback …" read alike. */
const contentWords = (folded: string) =>
  folded
    .split(' ')
    .filter((word) => !STOP_WORDS.has(word))
    .join(' ');

/** First words that make a title a notice about another work: "Erratum to …", "Reply to …", "Retraction of …". */
const NOTICE_WORDS = new Set(
  'erratum errata corrigendum corrigenda correction corrections retraction retracted reply response comment comments commentary rejoinder addendum withdrawn withdrawal'.split(
    ' ',
  ),
);
function isNotice(folded: string): boolean {
  const space = folded.indexOf(' ');
  return NOTICE_WORDS.has(space < 0 ? folded : folded.slice(0, space));
}

/**
 * How two compact titles relate: equal (or nearly: spelling, spacing, function words), near (a word changed, added or
 * garbled), run on (a long one wholly found at the start of the other: a subtitle added, text run on by a PDF
 * extraction), or different (including one being a notice about the other: an erratum, a reply).
 */
export type TitleRelation = 'equal' | 'near' | 'run on' | 'different';

export function compareTitles(
  a: Pick<WorkSignature, 'compact' | 'folded'>,
  b: Pick<WorkSignature, 'compact' | 'folded'>,
): TitleRelation {
  // "Erratum to X" is not X, however alike the rest reads
  if (isNotice(a.folded) !== isNotice(b.folded)) return 'different';
  const [short, long] = a.compact.length <= b.compact.length ? [a.compact, b.compact] : [b.compact, a.compact];
  // Dice reaches TITLE_MIN only when the longer title is at most this much longer: no trigrams needed to tell otherwise
  const similarity =
    long.length <= (short.length * (2 - TITLE_MIN)) / TITLE_MIN ? titleSimilarity(a.compact, b.compact) : 0;
  if (similarity >= TITLE_MIN) {
    if (similarity >= 0.97) return numbersDiffer(a.folded, b.folded) ? 'different' : 'equal';
    if (titlesDiffer(a.folded, b.folded)) return 'different';
    return contentWords(a.folded) === contentWords(b.folded) ? 'equal' : 'near';
  }
  if (short.length < LONG_TITLE || long.slice(0, 8) !== short.slice(0, 8)) return 'different';
  return sharedTrigrams(short, long.slice(0, Math.ceil(short.length * 1.1))) >= 0.95 * short.length
    ? 'run on'
    : 'different';
}

/** How alike two compact titles are, in points: 3 when equal, one more when that title is long; 2 when near or run on; 0 when different. */
export function titlePoints(
  a: Pick<WorkSignature, 'compact' | 'folded'>,
  b: Pick<WorkSignature, 'compact' | 'folded'>,
): number {
  const relation = compareTitles(a, b);
  if (relation === 'different') return 0;
  if (relation !== 'equal') return 2;
  return Math.min(a.compact.length, b.compact.length) >= LONG_TITLE ? 4 : 3;
}

/** Whether the shorter of two titles is specific enough to name one work when equal (see LONG_TITLE). */
export const specificTitles = (a: WorkSignature, b: WorkSignature): boolean =>
  Math.min(a.compact.length, b.compact.length) >= LONG_TITLE;
