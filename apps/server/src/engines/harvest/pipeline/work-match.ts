import { compareTitles, specificTitles } from './title-match.js';
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
/** Points short of a match but this many or more: the pair is offered to the user as suspected duplicates, not merged. */
export const SUSPECT_THRESHOLD = 3;

/** One surname is the other, or the other with a stray letter or particle ("Pannekoeka" ~ "Pannekoek", "Olde Dubbelink" ~ "Dubbelink"). */
export function surnamesAlike(a: string, b: string): boolean {
  if (a === b) return true;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  if (shorter.length < 4) return false;
  if (longer.length - shorter.length === 1 && longer.startsWith(shorter)) return true;
  return shorter.length >= 5 && longer.endsWith(shorter);
}

export interface SharedAuthors {
  /** Authors of the shorter list found in the other. */
  shared: number;
  /** That as a share of the shorter list. */
  share: number;
  /** The shorter list starts where the longer one does: its first author is among the longer list's first two. */
  sameHead: boolean;
  /** The authors in common as a share of the longer list: near 1, the two lists name the same people in any order. */
  cover: number;
}

/** How far the shorter of two author lists is found in the other. */
export function sharedAuthors(a: readonly string[], b: readonly string[]): SharedAuthors {
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
  const first = shorter[0];
  const sameHead = first !== undefined && longer.slice(0, 2).some((other) => surnamesAlike(first, other));
  return {
    shared,
    share: shorter.length === 0 ? 0 : shared / shorter.length,
    sameHead,
    cover: longer.length === 0 ? 0 : shared / longer.length,
  };
}

const authorsOf = (a: WorkSignature, b: WorkSignature) =>
  a.surnames && b.surnames ? sharedAuthors(a.surnames.split(' '), b.surnames.split(' ')) : undefined;

const related = (a: WorkSignature, b: WorkSignature) =>
  (b.doi !== undefined && a.relatedDois.includes(b.doi)) || (a.doi !== undefined && b.relatedDois.includes(a.doi));

const wordsAlike = (word: string, other: string) =>
  word === other || (word.length >= 3 && other.length >= 3 && (word.startsWith(other) || other.startsWith(word)));

/**
 * Whether two journals' distinctive words agree: each word of the shorter name is one of the other's or abbreviates
 * it ("Vision Res" ~ "Pergamon Vision Research", "Neuron" ~ "Neuron Introduction"); one word in common is not enough
 * ("Nurse Education Today" is not "Nurse Education in Practice").
 */
function venueNamesAgree(first: string, second: string): boolean | undefined {
  if (!first || !second) return undefined;
  const a = first.split(' ');
  const b = second.split(' ');
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  return shorter.every((word) => longer.some((other) => wordsAlike(word, other)));
}

/** One venue is named by the other's acronym ("VLDB" ~ "Very Large Data Bases"): a word of three letters or more spelt by the other's initials. */
const acronymOf = (word: string, initials: string) => word.length >= 3 && initials.includes(word);

/** Whether two records' venues agree (venueNamesAgree, or one is the other's acronym); undefined when one has none. */
function venuesAgree(a: WorkSignature, b: WorkSignature): boolean | undefined {
  const agree = venueNamesAgree(a.venue, b.venue);
  if (agree !== false) return agree;
  const [shorter, longer] = a.venue.length <= b.venue.length ? [a, b] : [b, a];
  const longerWords = longer.venue.split(' ');
  return shorter.venue
    .split(' ')
    .every((word) => longerWords.some((other) => wordsAlike(word, other)) || acronymOf(word, longer.venueInitials));
}

/**
 * Two venues of one family that disagree ("Nurse Education Today", "Nurse Education in Practice"): a word in common
 * and others not. Venues with no word in common may be one venue named two ways by two sources.
 */
function siblingVenues(a: WorkSignature, b: WorkSignature): boolean {
  if (venuesAgree(a, b) !== false) return false;
  const words = new Set(a.venue.split(' '));
  return b.venue.split(' ').some((word) => words.has(word));
}

/**
 * A conference paper and the journal article that extends it, a year or more later, are two works (two entries of
 * a library, cited apart): one venue is a journal, the other named and not one.
 */
const conferenceAndJournal = (a: WorkSignature, b: WorkSignature) =>
  a.year !== undefined &&
  b.year !== undefined &&
  a.year !== b.year &&
  !a.preliminary &&
  !b.preliminary &&
  a.venue !== '' &&
  b.venue !== '' &&
  (a.venueKind === 'journal') !== (b.venueKind === 'journal');

/** A record with nothing to tell it apart but its title, year and authors: no DOI, no journal (a PDF read, a reference). */
const metadataPoor = (work: WorkSignature) => work.doi === undefined && !work.venue;

/** Whether two records' years are too far apart for one work. */
function yearsConflict(a: WorkSignature, b: WorkSignature): boolean {
  if (a.year === undefined || b.year === undefined || a.year === b.year) return false;
  const gap = Math.abs(a.year - b.year);
  // a specific title names one work across a reprint, or a year misread from a PDF's page numbers: yearPoints weighs it
  if (!a.generic && !b.generic && specificTitles(a, b)) return false;
  // a preprint or working paper comes a year or two before its journal version
  if (a.preliminary || b.preliminary) return gap > 2;
  // a numbered item ("Acknowledgement to Reviewers, 2012") is printed in that year's last issue or the next year's first
  if (a.numbered && b.numbered) return gap > 1;
  if (a.generic || b.generic) return true;
  // a short title in one journal a year later is another piece: the reply to a comment, a series' next part; in
  // another venue it is the journal version of a conference paper (yearPoints weighs it)
  return venuesAgree(a, b) !== false;
}

/**
 * Whether two records are two works, whatever else agrees: two DOIs of published works with no version relation
 * between them, author lists without a name in common, years further apart than versions of one work are, or two
 * journals for a generic title. A work whose records conflict with a newcomer cannot take it in (see DuplicateFinder).
 */
export function worksConflict(a: WorkSignature, b: WorkSignature): boolean {
  if ((a.doi !== undefined && a.doi === b.doi) || related(a, b)) return false;
  if (doisConflict(a, b) || conferenceAndJournal(a, b)) return true;
  if ((a.generic || b.generic) && venuesAgree(a, b) === false) return true;
  return yearsConflict(a, b) || authorsOf(a, b)?.shared === 0;
}

/** Two DOIs of published works with no version relation stated between them: the cheapest sign of two works. */
export const doisConflict = (a: WorkSignature, b: WorkSignature): boolean =>
  a.doi !== undefined && b.doi !== undefined && a.doi !== b.doi && !a.preliminary && !b.preliminary && !related(a, b);

function yearPoints(a: WorkSignature, b: WorkSignature): number {
  if (a.year === undefined || b.year === undefined) return 0;
  const gap = Math.abs(a.year - b.year);
  if (gap === 0) return 1;
  // a preprint and its journal version, an online and a print year: a year or two apart is expected
  if (gap <= (a.preliminary || b.preliminary ? 2 : 1)) return 0;
  return -1;
}

/**
 * Points for records under one real title: the title (3 when equal, 2 when near, one more when long), the authors
 * (up to 3 by their share in common), the year (+1 same, -1 further apart than versions) and the journal (+1 alike,
 * -1 not). Beside a short title (not a preprint's) the title counts only with author lists that agree from their
 * start on two names or more — one name in common is the author of the reply to a comment, or of a series' next
 * part, and a series' editors listed at the end of every part tell no part apart — or with the journal and the year
 * when the lists start alike or one side has none. A copy may list fewer authors (truncated, or one it could not
 * read dropped), not others first.
 */
/** Author lists sharing this share of the longer one name the same people, in whatever order each source lists them. */
const SAME_PEOPLE = 0.75;

function titledEvidence(a: WorkSignature, b: WorkSignature): number {
  const relation = compareTitles(a, b);
  if (relation === 'different') return 0;
  // the same title a year later is a version (a conference paper's journal article); a reworded one is another paper
  if (
    relation === 'near' &&
    a.year !== undefined &&
    b.year !== undefined &&
    a.year !== b.year &&
    !a.preliminary &&
    !b.preliminary
  )
    return 0;
  const specific = specificTitles(a, b);
  let score = relation === 'equal' ? (specific ? 4 : 3) : 2;
  const authors = authorsOf(a, b);
  const venues = venuesAgree(a, b);
  if (!specific && !a.preliminary && !b.preliminary) {
    const sameYear = a.year !== undefined && a.year === b.year;
    const listsAgree =
      authors !== undefined && authors.shared >= 2 && (authors.sameHead || authors.cover >= SAME_PEOPLE);
    // a single author's short title, equal, in one year, both records placed in a venue (which each source may name
    // differently); without a venue it could be any of the author's pieces of that year under one heading
    const soleAuthorAgrees =
      authors !== undefined &&
      authors.cover === 1 &&
      relation === 'equal' &&
      sameYear &&
      !metadataPoor(a) &&
      !metadataPoor(b) &&
      !siblingVenues(a, b);
    const issueAgrees = sameYear && venues === true && (authors === undefined || authors.sameHead);
    if (!listsAgree && !soleAuthorAgrees && !issueAgrees) return 0;
  }
  if (authors) score += 2 * authors.share + (authors.shared >= 2 ? 1 : 0);
  score += yearPoints(a, b);
  // sources name one venue differently ("SIGMOD Conference", "International Conference on Management of Data"):
  // agreeing venues count, differently named ones do not count against; two of one family do
  if (venues) score += 1;
  else if (venues === false && siblingVenues(a, b)) score -= 1;
  return score;
}

/**
 * Points for records under one generic title ("Preface", "Reviewer List for 2005"): every journal prints such items
 * every year, so the equal title proves nothing and only what tells the item apart counts — the journal and the year
 * together, or the number in the title (the year a reviewer list covers) on a copy without a journal or DOI that could
 * contradict it. A bare "Preface" with a year and nothing else could be any journal's: it is left alone.
 */
function genericEvidence(a: WorkSignature, b: WorkSignature): number {
  if (a.compact !== b.compact) return 0;
  const sameYear = a.year !== undefined && a.year === b.year ? 1 : 0;
  const sameJournal = venuesAgree(a, b) === true ? 1 : 0;
  if (sameYear && sameJournal) return MATCH_THRESHOLD + 2;
  if (a.numbered && (metadataPoor(a) || metadataPoor(b))) return MATCH_THRESHOLD + sameYear + sameJournal;
  return 0;
}

/**
 * The evidence that two records are one work, leaving aside what could tell them apart (worksConflict, which a
 * caller comparing a newcomer with a whole work checks against each of its records): certain for the same DOI, or a
 * version relation the source stated (is-preprint-of, has-version…); else titledEvidence or genericEvidence, when it
 * reaches MATCH_THRESHOLD. Undefined when nothing says they are one.
 */
export function matchEvidence(a: WorkSignature, b: WorkSignature): WorkMatch | undefined {
  const match = evidenceOf(a, b);
  return match && match.score >= MATCH_THRESHOLD ? match : undefined;
}

/**
 * matchEvidence, or evidence short of a match but reaching SUSPECT_THRESHOLD: the finder offers such a pair to the
 * user as suspected duplicates instead of merging it.
 */
export function likelyEvidence(a: WorkSignature, b: WorkSignature): WorkMatch | undefined {
  const match = evidenceOf(a, b);
  return match && match.score >= SUSPECT_THRESHOLD ? match : undefined;
}

function evidenceOf(a: WorkSignature, b: WorkSignature): WorkMatch | undefined {
  if (a.doi !== undefined && a.doi === b.doi) return { score: CERTAIN, reason: 'same DOI' };
  if (related(a, b)) return { score: CERTAIN, reason: 'stated version' };
  const score = a.generic || b.generic ? genericEvidence(a, b) : titledEvidence(a, b);
  return score > 0 ? { score, reason: 'similar record' } : undefined;
}

/** Whether two records are one work, with the evidence for it: matchEvidence, unless something tells them apart. */
export function matchWorks(a: WorkSignature, b: WorkSignature): WorkMatch | undefined {
  const match = matchEvidence(a, b);
  return match && !worksConflict(a, b) ? match : undefined;
}
