import {
  AUTHORS_CATEGORY,
  foldForSearch,
  journalListing,
  type Configuration,
  type WorkspaceDocument,
} from '@quarry/contract';
import { namesCompatible, parsePersonName } from '../../../text/person-names.js';
import type { WorkspaceIndex } from '../index/workspace-index.js';

/**
 * The facultyWorks researcher cues (doc 2 §3 Investigation configuration, §6): which authors are the investigation's
 * researchers, which documents are by them, and how the configuration lists each journal. Defined here once, for the
 * filters, the by-researchers label and the author cues alike:
 * - compatible by name: the author's name can be a researcher's (namesCompatible: "Lovelace, A." is "Ada Lovelace");
 * - affiliated: compatible by name, and one of the person's affiliations (on any of its documents) contains one of
 *   the configuration's active affiliations, case and accents aside ("Institute of Soil" in "Institute of Soil
 *   Science, Lisbon");
 * - a researcher: an active author (by person id), or an affiliated author; while the configuration names no active
 *   author and no active affiliation (nothing curated yet), every author compatible by name;
 * - compatible (the author cue): a researcher, or compatible by name;
 * - inactive (the author cue): compatible by name and not a researcher — the curation leaves them out (a namesake, a
 *   former member): shown so that the user can add them to the active authors or let them be.
 */

/** What the configuration says the cues read. */
export interface ResearcherSettings {
  researchers: readonly string[];
  activeAuthorIds: readonly string[];
  activeAffiliations: readonly string[];
  journals: Configuration['journals'];
}

/** An author's cue bits (per value of the Authors facet). */
export const AUTHOR_CUE = { compatible: 1, researcher: 2 } as const;

/** Whether a name can be one of these researchers' names (blocked by surname word: each name is parsed once). */
export function researcherNameMatcher(researchers: readonly string[]): (name: string) => boolean {
  const bySurname = new Map<string, string[]>();
  for (const name of researchers) {
    const surname = parsePersonName(name).family.at(-1);
    if (surname) bySurname.set(surname, [...(bySurname.get(surname) ?? []), name]);
  }
  if (bySurname.size === 0) return () => false;
  return (name) =>
    parsePersonName(name)
      .family.flatMap((word) => bySurname.get(word) ?? [])
      .some((researcher) => namesCompatible(researcher, name));
}

/** Whether one of these affiliations contains one of the active affiliations (case and accents aside). */
export function affiliationMatcher(
  activeAffiliations: readonly string[],
): (affiliations: readonly string[]) => boolean {
  const wanted = activeAffiliations.map((affiliation) => foldForSearch(affiliation).trim()).filter(Boolean);
  return (affiliations) =>
    wanted.length > 0 && affiliations.some((affiliation) => wanted.some((w) => foldForSearch(affiliation).includes(w)));
}

/** The configuration curates its researchers once it names an active author or an active affiliation. */
export const curated = (settings: ResearcherSettings): boolean =>
  settings.activeAuthorIds.length > 0 || settings.activeAffiliations.length > 0;

/** The by-researchers label means something once the configuration names a researcher or an active author. */
export const researchersConfigured = (settings: ResearcherSettings): boolean =>
  settings.researchers.some((name) => name.trim()) || settings.activeAuthorIds.length > 0;

/** An author's cue bits (AUTHOR_CUE) from what is known of it. */
export function authorCue(
  author: { compatibleName: boolean; active: boolean; affiliated: boolean },
  isCurated: boolean,
): number {
  const researcher = author.active || (author.compatibleName && (!isCurated || author.affiliated));
  return (author.compatibleName || researcher ? AUTHOR_CUE.compatible : 0) | (researcher ? AUTHOR_CUE.researcher : 0);
}

/** The cues worked out for an index: the settings, and the cue bits of each value of its Authors facet. */
export interface ResearcherCues {
  settings: ResearcherSettings;
  marks: Uint8Array;
}

/** The affiliations of persons of the investigation, by person id (a database read). */
export type AffiliationsOf = (personIds: number[]) => Promise<Map<number, string[]>>;

/**
 * Marks every author (value of the Authors facet: a person id) of the index. Affiliations are read only for the
 * authors compatible by name, and only when the configuration names active affiliations.
 */
export async function markAuthors(
  index: WorkspaceIndex,
  settings: ResearcherSettings,
  affiliationsOf: AffiliationsOf,
): Promise<ResearcherCues> {
  const facet = index.facets.get(AUTHORS_CATEGORY);
  const size = facet?.dictionary.size ?? 0;
  const marks = new Uint8Array(size);
  if (!facet || !researchersConfigured(settings)) return { settings, marks };
  const compatibleName = researcherNameMatcher(settings.researchers);
  const named: number[] = [];
  for (let valueId = 0; valueId < size; valueId++)
    if (compatibleName(facet.dictionary.captions[valueId] ?? '')) named.push(valueId);
  const personOf = (valueId: number) => Number(facet.dictionary.values[valueId]);
  const affiliated = affiliationMatcher(settings.activeAffiliations);
  const affiliations =
    settings.activeAffiliations.length > 0 ? await affiliationsOf(named.map(personOf)) : new Map<number, string[]>();
  const isCurated = curated(settings);
  for (const valueId of named)
    marks[valueId] = authorCue(
      { compatibleName: true, active: false, affiliated: affiliated(affiliations.get(personOf(valueId)) ?? []) },
      isCurated,
    );
  for (const id of settings.activeAuthorIds) {
    const valueId = facet.dictionary.find(id);
    if (valueId !== undefined) marks[valueId]! |= AUTHOR_CUE.compatible | AUTHOR_CUE.researcher;
  }
  return { settings, marks };
}

/** The cues still fit the index: a merge adds values to the Authors facet (a rename changes a caption in place). */
export const cuesFit = (index: WorkspaceIndex, cues: ResearcherCues): boolean =>
  cues.marks.length === (index.facets.get(AUTHORS_CATEGORY)?.dictionary.size ?? 0);

/** The cue bits of a person (an author of a document). */
function cueOf(index: WorkspaceIndex, cues: ResearcherCues, personId: number): number {
  const valueId = index.facets.get(AUTHORS_CATEGORY)?.dictionary.find(String(personId));
  return valueId === undefined ? 0 : (cues.marks[valueId] ?? 0);
}

/**
 * A document with its cues (facultyWorks users): byTheResearchers (null while no researcher is configured), each
 * author's compatible and inactive cues, and its journal's listing.
 */
export function withResearcherCues(
  index: WorkspaceIndex,
  cues: ResearcherCues,
): (document: WorkspaceDocument) => WorkspaceDocument {
  const configured = researchersConfigured(cues.settings);
  return (document) => {
    const authors = document.authors.map((author) => {
      const cue = cueOf(index, cues, author.id);
      const researcher = (cue & AUTHOR_CUE.researcher) !== 0;
      return { ...author, compatible: (cue & AUTHOR_CUE.compatible) !== 0, inactive: cue !== 0 && !researcher };
    });
    const journal = document.journal?.trim();
    return {
      ...document,
      authors,
      byTheResearchers: configured ? authors.some((author) => author.compatible && !author.inactive) : null,
      ...(journal && { journalListing: journalListing(cues.settings.journals, journal) }),
    };
  };
}
