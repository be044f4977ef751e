import type { AboutFlag } from './about.js';

/** The kinds of investigation (doc 1 §1). */
export const investigationTypes = [
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
export type InvestigationType = (typeof investigationTypes)[number];

export type DataSource = 'publications' | 'webPages';

export interface InvestigationTypeInfo {
  label: string;
  title: string;
  tagline: string;
  /** Badge colour (a Mantine colour name; the spec leaves the values open). */
  color: string;
  tag: string;
  sources: readonly DataSource[];
  /** Topic-like investigations open at /investigations/topic/{id}, the others at /investigations/person/{id}. */
  route: 'topic' | 'person';
  /** The about flag that enables the type; undefined: always offered (doc 1 §6). */
  supportFlag?: AboutFlag;
  /** Offered only to facultyWorks users, who see only these. */
  faculty?: boolean;
}

export const investigationTypeInfo: Record<InvestigationType, InvestigationTypeInfo> = {
  Topic: {
    label: 'Topic (General)',
    title: 'Topic',
    tagline: 'Publications and web pages about a subject',
    color: 'blue',
    tag: 'TOP',
    sources: ['publications', 'webPages'],
    route: 'topic',
  },
  Person: {
    label: 'Person (Academic Researcher)',
    title: 'Academic Researcher',
    tagline: "A researcher's publications, co-authors and affiliations",
    color: 'grape',
    tag: 'PER',
    sources: ['publications', 'webPages'],
    route: 'person',
  },
  PersonGroup: {
    label: 'Academic Research Group',
    title: 'Research Group',
    tagline: 'The works of a group of researchers at one institute',
    color: 'violet',
    tag: 'GRP',
    sources: ['publications', 'webPages'],
    route: 'person',
    supportFlag: 'supportPersonGroup',
  },
  University: {
    label: 'University / Organization',
    title: 'University',
    tagline: "An institution's output over a range of years",
    color: 'indigo',
    tag: 'UNI',
    sources: ['publications'],
    route: 'topic',
    supportFlag: 'supportUniversity',
  },
  Political: {
    label: 'Political',
    title: 'Political',
    tagline: 'Policy and political coverage of a subject',
    color: 'red',
    tag: 'POL',
    sources: ['publications', 'webPages'],
    route: 'topic',
    supportFlag: 'supportPolitical',
  },
  WebSite: {
    label: 'Website',
    title: 'Website',
    tagline: 'The pages of one website',
    color: 'teal',
    tag: 'WEB',
    sources: ['webPages'],
    route: 'topic',
    supportFlag: 'supportWebSite',
  },
  Tender: {
    label: 'Tender',
    title: 'Tender',
    tagline: 'Tender notices on a subject',
    color: 'orange',
    tag: 'TND',
    sources: ['webPages'],
    route: 'topic',
    supportFlag: 'supportTender',
  },
  Company: {
    label: 'Company',
    title: 'Company',
    tagline: "A company's site, its coverage and its research",
    color: 'cyan',
    tag: 'COM',
    sources: ['publications', 'webPages'],
    route: 'topic',
    supportFlag: 'supportCompany',
  },
  LocalDocuments: {
    label: 'Local documents',
    title: 'Local Documents',
    tagline: 'Your own RIS, BibTeX, CSL-JSON or OpenAlex files',
    color: 'gray',
    tag: 'LOC',
    sources: ['publications'],
    route: 'topic',
    supportFlag: 'supportLocalDocuments',
  },
  ResearcherWorks: {
    label: 'Launch for Researcher',
    title: 'Researcher Works',
    tagline: "One faculty member's works",
    color: 'lime',
    tag: 'RES',
    sources: ['publications', 'webPages'],
    route: 'person',
    faculty: true,
  },
  FacultyWorks: {
    label: 'Launch for Faculty',
    title: 'Faculty Works',
    tagline: "A faculty's works, researcher by researcher",
    color: 'green',
    tag: 'FAC',
    sources: ['publications', 'webPages'],
    route: 'person',
    faculty: true,
  },
};

/** The creation types a user may pick (doc 1 §6): faculty users only the two faculty types. */
export function creatableTypes(
  user: { facultyWorks: boolean },
  flags: Partial<Record<AboutFlag, unknown>>,
): InvestigationType[] {
  return investigationTypes.filter((type) => {
    const info = investigationTypeInfo[type];
    if (user.facultyWorks) return info.faculty === true;
    if (info.faculty) return false;
    return info.supportFlag === undefined || flags[info.supportFlag] === true;
  });
}
