import type { AboutFlag } from './about.js';

/**
 * The two families (doc 1 §2, doc 2): the family decides the route an investigation opens at and the rules of its
 * workspace (votes, the Relevance sort, learning and the search-definition pane are the Topic family's). Stored and
 * sent as investigationType.
 */
export const investigationFamilies = ['Topic', 'Person'] as const;
export type InvestigationFamily = (typeof investigationFamilies)[number];

/** The kinds of investigation (doc 1 §1): what it harvests, its title, badge and form. Stored and sent as investigationSubType. */
export const investigationKinds = [
  'Topic',
  'Person',
  'PersonGroup',
  'University',
  'Political',
  'WebSite',
  'Tender',
  'Company',
  'LocalDocuments',
  'ResearcherWorks',
  'FacultyWorks',
] as const;
export type InvestigationKind = (typeof investigationKinds)[number];

export type DataSource = 'publications' | 'webPages';

export interface InvestigationKindInfo {
  label: string;
  title: string;
  tagline: string;
  /** Badge colour (a Mantine colour name; the spec leaves the values open). */
  color: string;
  tag: string;
  sources: readonly DataSource[];
  family: InvestigationFamily;
  /** The about flag that enables the type; undefined: always offered (doc 1 §6). */
  supportFlag?: AboutFlag;
  /** Offered only to facultyWorks users, who see only these. */
  faculty?: boolean;
}

export const investigationKindInfo: Record<InvestigationKind, InvestigationKindInfo> = {
  Topic: {
    label: 'Topic (General)',
    title: 'Topic',
    tagline: 'Publications and web pages about a subject',
    color: 'blue',
    tag: 'TOP',
    sources: ['publications', 'webPages'],
    family: 'Topic',
  },
  Person: {
    label: 'Person (Academic Researcher)',
    title: 'Academic Researcher',
    tagline: "A researcher's publications, co-authors and affiliations",
    color: 'grape',
    tag: 'PER',
    sources: ['publications', 'webPages'],
    family: 'Person',
  },
  PersonGroup: {
    label: 'Academic Research Group',
    title: 'Research Group',
    tagline: 'The works of a group of researchers at one institute',
    color: 'violet',
    tag: 'GRP',
    sources: ['publications', 'webPages'],
    family: 'Person',
    supportFlag: 'supportPersonGroup',
  },
  University: {
    label: 'University / Organization',
    title: 'University',
    tagline: "An institution's output over a range of years",
    color: 'indigo',
    tag: 'UNI',
    sources: ['publications'],
    family: 'Topic',
    supportFlag: 'supportUniversity',
  },
  Political: {
    label: 'Political',
    title: 'Political',
    tagline: 'Policy and political coverage of a subject',
    color: 'red',
    tag: 'POL',
    sources: ['publications', 'webPages'],
    family: 'Topic',
    supportFlag: 'supportPolitical',
  },
  WebSite: {
    label: 'Website',
    title: 'Website',
    tagline: 'The pages of one website',
    color: 'teal',
    tag: 'WEB',
    sources: ['webPages'],
    family: 'Topic',
    supportFlag: 'supportWebSite',
  },
  Tender: {
    label: 'Tender',
    title: 'Tender',
    tagline: 'Tender notices on a subject',
    color: 'orange',
    tag: 'TND',
    sources: ['webPages'],
    family: 'Topic',
    supportFlag: 'supportTender',
  },
  Company: {
    label: 'Company',
    title: 'Company',
    tagline: "A company's site, its coverage and its research",
    color: 'cyan',
    tag: 'COM',
    sources: ['publications', 'webPages'],
    family: 'Topic',
    supportFlag: 'supportCompany',
  },
  LocalDocuments: {
    label: 'Local documents',
    title: 'Local Documents',
    tagline: 'Your own exports: RIS, BibTeX, PubMed, Web of Science, Scopus, EndNote, ASReview…',
    color: 'gray',
    tag: 'LOC',
    sources: ['publications'],
    family: 'Topic',
    supportFlag: 'supportLocalDocuments',
  },
  ResearcherWorks: {
    label: 'Launch for Researcher',
    title: 'Researcher Works',
    tagline: "One faculty member's works",
    color: 'lime',
    tag: 'RES',
    sources: ['publications', 'webPages'],
    family: 'Person',
    faculty: true,
  },
  FacultyWorks: {
    label: 'Launch for Faculty',
    title: 'Faculty Works',
    tagline: "A faculty's works, researcher by researcher",
    color: 'green',
    tag: 'FAC',
    sources: ['publications', 'webPages'],
    family: 'Person',
    faculty: true,
  },
};

/** The one mapping of a kind to its family. */
export const familyOf = (kind: InvestigationKind): InvestigationFamily => investigationKindInfo[kind].family;

/** The route segment of a family: Topic-family investigations open at /investigations/topic/{id}, the others at /investigations/person/{id}. */
export type FamilyRoute = 'topic' | 'person';
export const familyRoute = (family: InvestigationFamily): FamilyRoute => (family === 'Topic' ? 'topic' : 'person');

/** The creation types a user may pick (doc 1 §6): faculty users only the two faculty types. */
export function creatableTypes(
  user: { facultyWorks: boolean },
  flags: Partial<Record<AboutFlag, unknown>>,
): InvestigationKind[] {
  return investigationKinds.filter((kind) => {
    const info = investigationKindInfo[kind];
    if (user.facultyWorks) return info.faculty === true;
    if (info.faculty) return false;
    return info.supportFlag === undefined || flags[info.supportFlag] === true;
  });
}
