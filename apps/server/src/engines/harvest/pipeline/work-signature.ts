import { foldName } from '../../../text/person-names.js';
import { STOP_WORDS } from '@quarry/contract';
import { foldText } from '../../../text/words.js';
import { decodeEntities } from '../connectors/clean-text.js';
import { isGenericTitle } from './generic-titles.js';

/** What the near-duplicate matcher reads of a work, whatever it came from (a harvested record, a stored document). */
export interface WorkFields {
  title: string;
  /** Lower case, without the https://doi.org/ prefix. */
  doi?: string;
  /** DOIs the source states are versions of this work (a preprint, its journal version). */
  relatedDois?: readonly string[];
  year?: number;
  journal?: string;
  /** Authors' names as printed, in order. */
  authors: readonly string[];
  /** The source's finer type (preprint, posted-content, report…). */
  publicationType?: string;
}

/** The comparable form of a work, computed once: see work-match.ts for how two are compared. */
export interface WorkSignature {
  /** The folded title with every letter and digit run together ("Protein secretion : Puzzling receptors" → "proteinsecretionpuzzlingreceptors"). */
  compact: string;
  /** The folded title ("protein secretion puzzling receptors"). */
  folded: string;
  /** The title names a kind of item, not a work ("Preface", "Publisher's Note"): equal titles then prove nothing. */
  generic: boolean;
  /** A generic title with a number ("Reviewer List for 2005", "Acknowledgement to Reviewers, 2012"): one year's or volume's item. */
  numbered: boolean;
  doi?: string;
  relatedDois: readonly string[];
  year?: number;
  /** The journal's distinctive words, space-separated ("Vision Research" → "vision"; "Journal of …" → the rest). */
  venue: string;
  /** The initials of the venue's words, function words left out ("Very Large Data Bases" → "vldb"): an acronym names it. */
  venueInitials: string;
  /** Whether the venue names a journal, a conference (or workshop, symposium), or neither clearly ("VLDB"). */
  venueKind?: 'journal' | 'conference';
  /**
   * Surname keys of the first authors, space-separated ("García-Márquez, G." → "garciamarquez"): one string, not a
   * list, since a harvest holds a signature per work of the investigation and compares few of them.
   */
  surnames: string;
  /**
   * A preprint, working paper, report or thesis (by its type, its DOI's prefix or its venue): its DOI, title and
   * year may differ from its published version's, so two DOIs do not tell two works apart when one of them is such a
   * version, and a year or two between them is expected.
   */
  preliminary: boolean;
}

/** Authors compared: enough to tell two author lists apart, bounded for long consortium lists. */
const MAX_AUTHORS = 12;

/** Words that say a venue is a journal, not which one. */
const VENUE_FILLER = new Set([
  'journal',
  'international',
  'review',
  'reviews',
  'proceedings',
  'annals',
  'bulletin',
  'letters',
  'transactions',
  'research',
  'science',
  'sciences',
  'studies',
  'society',
  'american',
  'european',
  'british',
  'conference',
  'advances',
  'archives',
  'acta',
  // their abbreviations ("ACM Trans. Database Syst.", "Proc. Int. Conf.")
  'trans',
  'proc',
  'conf',
  'int',
  'intl',
]);

/** Types of versions that come before (or beside) the published one. */
const PRELIMINARY_TYPES = new Set(['preprint', 'posted-content', 'working-paper', 'report', 'dissertation', 'thesis']);

/**
 * DOI prefixes of preprint servers and working-paper series: SSRN, arXiv, bioRxiv/medRxiv, OSF (and PsyArXiv,
 * SocArXiv), Preprints.org, Research Square, Authorea, TechRxiv, ChemRxiv, Zenodo, figshare, NBER, the World Bank.
 */
const PRELIMINARY_PREFIXES = [
  '10.2139/',
  '10.48550/',
  '10.1101/',
  '10.31219/',
  '10.31234/',
  '10.31235/',
  '10.20944/',
  '10.21203/',
  '10.22541/',
  '10.36227/',
  '10.26434/',
  '10.5281/',
  '10.6084/',
  '10.3386/',
  '10.1596/',
];

export const compactTitle = (title: string): string => foldText(title).replace(/ /g, '');

/** The surname of a printed name, as a key: the part before a comma, else the last word; letters only. */
export function surnameKey(name: string): string {
  const comma = name.indexOf(',');
  const trimmed = comma > 0 ? name : name.trim();
  const part = comma > 0 ? name.slice(0, comma) : trimmed.slice(trimmed.lastIndexOf(' ') + 1);
  // most surnames are plain ASCII letters: no Unicode folding needed
  if (/^[A-Za-z]+$/.test(part)) return part.toLowerCase();
  return foldName(part).replace(/[^a-z]/g, '');
}

function venueOf(foldedJournal: string): string {
  if (!foldedJournal) return '';
  return foldedJournal
    .split(' ')
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word) && !VENUE_FILLER.has(word))
    .join(' ');
}

/** Words an acronym skips ("Very Large Data Bases" is VLDB: "very" is a stop word but not skipped). */
const ACRONYM_SKIPS = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'the', 'to']);

/** The initials of a folded venue's words, function words left out. */
const initialsOf = (foldedJournal: string) =>
  foldedJournal
    .split(' ')
    .filter((word) => word && !ACRONYM_SKIPS.has(word))
    .map((word) => word[0])
    .join('');

/** Words that say a venue is a journal, or a meeting's proceedings ("J." and "Trans." abbreviate them). */
const JOURNAL_VENUE = /\b(journal|j|transactions|trans|magazine|letters|quarterly|bulletin|annals|review|record)\b/;
const CONFERENCE_VENUE = /\b(conference|conf|proceedings|proc|symposium|symp|workshop|congress|meeting|colloquium)\b/;

function venueKindOf(foldedJournal: string): WorkSignature['venueKind'] {
  if (JOURNAL_VENUE.test(foldedJournal)) return 'journal';
  return CONFERENCE_VENUE.test(foldedJournal) ? 'conference' : undefined;
}

/** Venues that are preprint servers or working-paper series, as folded words ("Computing Research Repository" is arXiv's CS listing in DBLP). */
const PRELIMINARY_VENUE =
  /\b(arxiv|biorxiv|medrxiv|chemrxiv|techrxiv|psyarxiv|socarxiv|ssrn|preprints?|research square|computing research repository|working papers?)\b/;

export function isPreliminary(
  doi: string | undefined,
  publicationType: string | undefined,
  foldedJournal = '',
): boolean {
  if (publicationType && PRELIMINARY_TYPES.has(publicationType.toLowerCase())) return true;
  if (doi !== undefined && PRELIMINARY_PREFIXES.some((prefix) => doi.startsWith(prefix))) return true;
  return foldedJournal !== '' && PRELIMINARY_VENUE.test(foldedJournal);
}

function surnamesOf(authors: readonly string[]): string {
  let surnames = '';
  for (let index = 0; index < authors.length && index < MAX_AUTHORS; index++) {
    const surname = surnameKey(authors[index]!);
    if (surname.length > 1) surnames = surnames ? `${surnames} ${surname}` : surname;
  }
  return surnames;
}

const NONE: readonly string[] = Object.freeze([]);

/** A remark in brackets at a title's end: "(Experience Paper)", "(tutorial session)", "[Panel]". */
const TRAILING_REMARK = /\s*[([]([^()[\]]*)[)\]]\s*\.?\s*$/;

/**
 * A title without a trailing remark in brackets that one source adds and another leaves out ("… (Panel Abstract)"),
 * unless the remark holds a number ("(Part II)", "(2nd edition)") or what stays is under three words.
 */
export function withoutRemark(title: string): string {
  const remark = TRAILING_REMARK.exec(title);
  if (!remark || remark[1]!.split(/\s+/).length > 5) return title;
  if (/\d|\b(i|ii|iii|iv|v|vi|vii|viii|ix|x)\b/i.test(remark[1]!)) return title;
  const rest = title.slice(0, remark.index);
  return rest.trim().split(/\s+/).length >= 3 ? rest : title;
}

export function signatureOf(work: WorkFields): WorkSignature {
  // one source writes "Barbar&#225;", the other "Barbará"
  const folded = foldText(withoutRemark(decodeEntities(work.title)));
  const compact = folded.replace(/ /g, '');
  const generic = isGenericTitle(compact);
  const journal = work.journal ? foldText(decodeEntities(work.journal)) : '';
  return {
    compact,
    folded,
    generic,
    numbered: generic && /\d/.test(compact),
    doi: work.doi?.toLowerCase(),
    relatedDois: work.relatedDois?.length ? work.relatedDois.map((doi) => doi.toLowerCase()) : NONE,
    // a year read from a PDF's page numbers ("995") says nothing
    year: work.year !== undefined && work.year >= 1000 && work.year <= 2200 ? work.year : undefined,
    venue: venueOf(journal),
    venueInitials: initialsOf(journal),
    venueKind: venueKindOf(journal),
    surnames: surnamesOf(work.authors.map(decodeEntities)),
    preliminary: isPreliminary(work.doi, work.publicationType, journal),
  };
}
