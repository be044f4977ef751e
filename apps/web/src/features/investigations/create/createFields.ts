import { investigationsText, MAX_FACULTY_RESEARCHERS, MAX_GROUP_RESEARCHERS } from '@quarry/contract';

/** One field of a create form; `name` is the payload field (doc 1 §3), so the contract's messages land under it. */
export type FieldSpec =
  | { kind: 'text'; name: string; label: string; placeholder?: string }
  | { kind: 'lines'; name: string; label: string; description: string }
  | { kind: 'affiliation'; name: string; label: string; countryField: string }
  | { kind: 'country'; name: string; label: string }
  | { kind: 'year'; name: string; label: string }
  | { kind: 'sources' }
  | { kind: 'notice'; text: string };

export const sourceLabel = {
  group: 'Data Sources',
  publications: 'Academic Publications',
  webPages: 'Web Pages',
} as const;

const searchTerm: FieldSpec = {
  kind: 'text',
  name: 'searchString',
  label: 'Search Term',
  placeholder: investigationsText.searchTermPlaceholder,
};
const sources: FieldSpec = { kind: 'sources' };
const text = (name: string, label: string, placeholder?: string): FieldSpec => ({
  kind: 'text',
  name,
  label,
  placeholder,
});
const researcherNames = (max: number): FieldSpec => ({
  kind: 'lines',
  name: 'researcherNames',
  label: 'Researcher Names',
  description: `One researcher per line, at most ${max}`,
});

/** The notice of the FacultyWorks form (doc 1 §2). */
export const facultyNotice = investigationsText.facultyNotice;

/** The fields of each type's form, in order (doc 1 §3, §7). */
export const createFields = {
  Topic: [searchTerm, sources],
  Political: [searchTerm, sources],
  Person: [text('personName', 'Researcher Name', 'First and last name'), sources],
  PersonGroup: [
    text('instituteName', 'Institute'),
    text('facultyName', 'Group Name'),
    researcherNames(MAX_GROUP_RESEARCHERS),
    sources,
  ],
  University: [
    { kind: 'affiliation', name: 'universityName', label: 'University / Organization Name', countryField: 'country' },
    { kind: 'country', name: 'country', label: 'Country' },
    { kind: 'year', name: 'startYear', label: 'Start Year' },
    { kind: 'year', name: 'endYear', label: 'End Year' },
    sources,
  ],
  WebSite: [
    text('investigationName', 'Investigation Name'),
    text('websiteUrl', 'Website URL', 'https://example.org'),
    sources,
  ],
  Tender: [searchTerm],
  Company: [text('companyName', 'Company Name'), text('companyWebSite', 'Company Website', 'https://example.com')],
  ResearcherWorks: [
    text('instituteName', 'Institute'),
    text('facultyName', 'Faculty'),
    text('researcherName', 'Researcher Name', 'First and last name'),
    sources,
  ],
  FacultyWorks: [
    text('instituteName', 'Institution'),
    text('facultyName', 'Faculty'),
    researcherNames(MAX_FACULTY_RESEARCHERS),
    sources,
    { kind: 'notice', text: facultyNotice },
  ],
} as const satisfies Record<string, readonly FieldSpec[]>;
