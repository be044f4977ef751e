import { specialLabels, type WorkspaceDocument } from '@quarry/contract';
import { normalizeTitle } from '../../engines/harvest/pipeline/dedupe-key.js';
import { foldName, namesCompatible } from '../../text/person-names.js';

/** What the pages and the labelling export read of a document. */
export type Publication = Pick<
  WorkspaceDocument,
  | 'id'
  | 'type'
  | 'title'
  | 'abstract'
  | 'authors'
  | 'date'
  | 'journal'
  | 'publisher'
  | 'doi'
  | 'url'
  | 'labels'
  | 'relevancy'
  | 'volume'
  | 'issue'
  | 'firstPage'
  | 'lastPage'
>;

const hasLabel = (document: Pick<Publication, 'labels'>, label: string) =>
  document.labels.some((own) => own.toLowerCase() === label.toLowerCase());

/** A publication, not a web page (the pages and the labelling list are of publications). */
export const isPublication = (document: Pick<Publication, 'type'>): boolean => document.type !== 'Web Page';

/**
 * Whether a document goes on the faculty's pages: a publication, not voted Irrelevant, not marked 'Not Mine' (a
 * reviewer's "not this researcher's"), not labelled 'duplicate' (the reviewer's verdict: a copy of another).
 */
export const isPagePublication = (document: Publication): boolean =>
  isPublication(document) &&
  document.relevancy !== 'Irrelevant' &&
  !hasLabel(document, specialLabels.notMine) &&
  !hasLabel(document, specialLabels.duplicate);

/** Titles shorter than this ("Editorial", "Preface") never make two documents one (the "New duplicates" filter's rule). */
const MIN_DUPLICATE_TITLE = 8;

/**
 * The duplicates not resolved yet among the documents the pages would show, as the De-dup stage's "New duplicates"
 * filter finds them: a document labelled 'dup-suspect', or one whose normalized title another shown document shares.
 * Labelling one of a pair 'duplicate' (it leaves the pages), clearing 'dup-suspect', merging the records, or voting
 * one Irrelevant / Not Mine resolves it.
 */
export function unresolvedDuplicates(documents: readonly Publication[]): number {
  const shown = documents.filter(isPagePublication);
  const titleOf = (document: Publication) => {
    const title = normalizeTitle(document.title);
    return title.length >= MIN_DUPLICATE_TITLE ? title : undefined;
  };
  const sharing = new Map<string, number>();
  for (const document of shown) {
    const title = titleOf(document);
    if (title) sharing.set(title, (sharing.get(title) ?? 0) + 1);
  }
  return shown.filter((document) => {
    const title = titleOf(document);
    return hasLabel(document, specialLabels.dupSuspect) || (title !== undefined && sharing.get(title)! >= 2);
  }).length;
}

/**
 * Whether one of the document's authors may be this researcher: compatible printed names ("Lovelace, A." is "Ada
 * Lovelace"), as the researcher-names filter matches them.
 */
export const isByResearcher = (document: Pick<Publication, 'authors'>, researcher: string): boolean =>
  document.authors.some((author) => namesCompatible(researcher, author.name));

/** Whether one of the investigation's researchers is among the document's authors. */
export const isByTheResearchers = (document: Pick<Publication, 'authors'>, researchers: readonly string[]): boolean =>
  researchers.some((researcher) => isByResearcher(document, researcher));

/** 'accepted', 'fix' or '' (accepting removes fix: doc 2 §4 Labels). */
export const fixOrAccepted = (document: Pick<Publication, 'labels'>): string =>
  hasLabel(document, specialLabels.accepted) ? 'accepted' : hasLabel(document, specialLabels.fix) ? 'fix' : '';

export const yearOf = (document: Pick<Publication, 'date'>): number | null =>
  document.date ? Number(document.date.slice(0, 4)) : null;

/** Where it was published: the journal or proceedings, else the publisher. */
export const venueOf = (document: Pick<Publication, 'journal' | 'publisher'>): string =>
  document.journal ?? document.publisher ?? '';

/** The address a title links to: its DOI, else its page. */
export const linkOf = (document: Pick<Publication, 'doi' | 'url'>): string | null =>
  document.doi ? `https://doi.org/${document.doi}` : safeUrl(document.url);

/** Only http(s) addresses become links: a `javascript:` URL from a source must never be clickable. */
export function safeUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Newest year first, undated last; each year's publications in the order given. */
export function byYear<T extends Pick<Publication, 'date'>>(
  documents: readonly T[],
): Array<{ year: number | null; documents: T[] }> {
  const years = new Map<number | null, T[]>();
  for (const document of documents) {
    const year = yearOf(document);
    const list = years.get(year);
    if (list) list.push(document);
    else years.set(year, [document]);
  }
  return [...years.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : b - a))
    .map(([year, list]) => ({ year, documents: list }));
}

/** A file name for a researcher's page: ASCII letters, digits and dashes; unique among the names already used. */
export function pageSlug(name: string, used: Set<string>): string {
  const base =
    foldName(name)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'researcher';
  let slug = base;
  for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
  used.add(slug);
  return slug;
}
