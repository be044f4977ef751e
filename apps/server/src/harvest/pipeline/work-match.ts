import type { WorkSignature } from './work-signature.js';

/** Why two records were found to be one work, as the document's sources show it. */
export type MatchReason = 'same DOI' | 'stated version' | 'similar record';

export interface WorkMatch {
  /** Evidence points (see `matchWorks`); a DOI or a stated version relation scores CERTAIN. */
  score: number;
  reason: MatchReason;
}

export const CERTAIN = 100;
/** The points a match needs: a near-equal title and two more pieces of agreeing evidence. */
export const MATCH_THRESHOLD = 4;
/** Titles less alike than this (Dice over character trigrams) are different works. */
const TITLE_MIN = 0.85;
/** An equal title this long (letters and digits) is specific enough to count once more. */
const LONG_TITLE = 50;
/** An equal generic title counts for less than any other equal title: it needs the journal and year, or authors. */
const GENERIC_TITLE_POINTS = 2;

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

const digitRuns = (words: readonly string[]) => words.join(' ').match(/\d+/g)?.join(' ') ?? '';
const alike = (a: string, b: string) => a.startsWith(b) || b.startsWith(a) || titleSimilarity(a, b) >= 0.5;

/**
 * Whether two near-equal titles still name two works: other numbers ("STAT5" and "Baf57", "Part 1" and "Part 2"),
 * or a word of one put where the other has an unrelated word ("…expression of STAT5 in Xenopus" and "…of Baf57 in
 * Xenopus"). Spelling and spacing variants ("EB 1", "EB1"; "zebra sh", "zebrafish") are no such difference.
 */
export function titlesDiffer(first: string, second: string): boolean {
  const a = first.split(' ');
  const b = second.split(' ');
  if (digitRuns(a) !== digitRuns(b)) return true;
  const onlyA = a.filter((word) => word.length >= 3 && !b.includes(word));
  const onlyB = b.filter((word) => word.length >= 3 && !a.includes(word));
  const unmatched = (words: string[], others: string[]) => words.some((word) => !others.some((other) => alike(word, other)));
  return unmatched(onlyA, onlyB) && unmatched(onlyB, onlyA);
}

/**
 * How alike two compact titles are, in points: 3 when (nearly) equal, one more when that title is long; 2 when
 * near, or when a long one is wholly found at the start of the other (a subtitle added, text run on by a PDF
 * extraction); 0 when they name different works.
 */
export function titlePoints(a: Pick<WorkSignature, 'compact' | 'folded'>, b: Pick<WorkSignature, 'compact' | 'folded'>): number {
  const [short, long] = a.compact.length <= b.compact.length ? [a.compact, b.compact] : [b.compact, a.compact];
  // Dice reaches TITLE_MIN only when the longer title is at most this much longer: no trigrams needed to tell otherwise
  const similarity = long.length <= (short.length * (2 - TITLE_MIN)) / TITLE_MIN ? titleSimilarity(a.compact, b.compact) : 0;
  if (similarity >= TITLE_MIN) {
    if (similarity < 1 && titlesDiffer(a.folded, b.folded)) return 0;
    if (similarity < 0.97) return 2;
    return short.length >= LONG_TITLE ? 4 : 3;
  }
  if (short.length < LONG_TITLE || long.slice(0, 8) !== short.slice(0, 8)) return 0;
  return sharedTrigrams(short, long.slice(0, Math.ceil(short.length * 1.1))) >= 0.95 * short.length ? 2 : 0;
}

/** One surname is the other, or the other with a stray letter or particle ("Pannekoeka" ~ "Pannekoek", "Olde Dubbelink" ~ "Dubbelink"). */
export function surnamesAlike(a: string, b: string): boolean {
  if (a === b) return true;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  if (shorter.length < 4) return false;
  if (longer.length - shorter.length === 1 && longer.startsWith(shorter)) return true;
  return shorter.length >= 5 && longer.endsWith(shorter);
}

/** How many authors of the shorter list appear in the other, and that as a share of the shorter list. */
export function sharedAuthors(a: readonly string[], b: readonly string[]): { shared: number; share: number } {
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  const used = new Set<number>();
  let shared = 0;
  for (const surname of shorter) {
    const index = longer.findIndex((other, position) => !used.has(position) && surnamesAlike(surname, other));
    if (index >= 0) {
      used.add(index);
      shared++;
    }
  }
  return { shared, share: shorter.length === 0 ? 0 : shared / shorter.length };
}

const related = (a: WorkSignature, b: WorkSignature) =>
  (b.doi !== undefined && a.relatedDois.includes(b.doi)) || (a.doi !== undefined && b.relatedDois.includes(a.doi));

function venuesAgree(first: string, second: string): boolean | undefined {
  if (!first || !second) return undefined;
  const a = first.split(' ');
  const b = second.split(' ');
  return a.some((word) => b.some((other) => word === other || (word.length >= 3 && other.length >= 3 && (word.startsWith(other) || other.startsWith(word)))));
}

function yearPoints(a: WorkSignature, b: WorkSignature): number {
  if (a.year === undefined || b.year === undefined) return 0;
  const gap = Math.abs(a.year - b.year);
  if (gap === 0) return 1;
  // a preprint and its journal version, a report and its reprint: a year or two apart is expected
  if (gap <= (a.preliminary || b.preliminary ? 2 : 1)) return 0;
  return -1;
}

/**
 * Whether two records are one work, with the evidence for it; undefined when they are not (or nothing says so).
 * Certain: the same DOI, or a version relation the source stated (is-preprint-of, has-version…). Otherwise the
 * titles must be near-equal (equal for generic titles such as "Preface"), and nothing may tell them apart: two DOIs
 * of published works, or two author lists without a name in common. Then points: the title (3 when equal, 2 when
 * near or generic, one more when long), the authors (up to 3 by their share in common), the year (+1 same, -1 further apart
 * than a preprint and its journal version), the journal (+1 alike, -1 not; for generic titles unlike journals tell
 * them apart). A match needs MATCH_THRESHOLD points.
 */
export function matchWorks(a: WorkSignature, b: WorkSignature): WorkMatch | undefined {
  if (a.doi !== undefined && a.doi === b.doi) return { score: CERTAIN, reason: 'same DOI' };
  if (related(a, b)) return { score: CERTAIN, reason: 'stated version' };
  if (a.doi !== undefined && b.doi !== undefined && !a.preliminary && !b.preliminary) return undefined;
  const generic = a.generic || b.generic;
  if (generic && a.compact !== b.compact) return undefined;
  let score = generic ? GENERIC_TITLE_POINTS : titlePoints(a, b);
  if (score === 0) return undefined;
  if (a.surnames && b.surnames) {
    const { shared, share } = sharedAuthors(a.surnames.split(' '), b.surnames.split(' '));
    if (shared === 0) return undefined;
    score += 2 * share + (shared >= 2 ? 1 : 0);
  }
  score += yearPoints(a, b);
  const venues = venuesAgree(a.venue, b.venue);
  if (venues === false && generic) return undefined;
  if (venues !== undefined) score += venues ? 1 : -1;
  return score >= MATCH_THRESHOLD ? { score, reason: 'similar record' } : undefined;
}
