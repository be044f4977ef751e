import { z } from 'zod';

/** Limits of the create form (doc 1 §5, §9). */
export const MAX_GROUP_RESEARCHERS = 150;
export const MAX_FACULTY_RESEARCHERS = 300;
export const MIN_UNIVERSITY_YEAR = 1950;
export const MAX_AFFILIATION_SUGGESTIONS = 40;
export const MAX_TITLE_LENGTH = 200;
export const MAX_GOALS_LENGTH = 5000;

/** Messages of the create form. Only the researcher-list one is given by the spec (its typo kept, word for word). */
export const createMessage = {
  searchTermRequired: 'Please enter a search term',
  englishOnly: 'Please use English letters only',
  sourceRequired: 'Please select at least one data source',
  researcherNameRequired: 'Please enter the researcher name',
  researcherNamesRequired: 'Please enter the researcher names',
  instituteRequired: 'Please enter the institute name',
  groupNameRequired: 'Please enter the group name',
  facultyRequired: 'Please enter the faculty name',
  universityRequired: 'Please enter the university or organization name',
  countryRequired: 'Please enter the country',
  countryUnknown: 'Please choose a country from the list',
  year: (currentYear: number) => `Please enter a four-digit year between ${MIN_UNIVERSITY_YEAR} and ${currentYear}`,
  yearOrder: 'The start year must not be after the end year',
  investigationNameRequired: 'Please enter the investigation name',
  websiteUrlRequired: 'Please enter the website URL',
  websiteUrlInvalid: 'Please enter a valid URL, such as https://example.org',
  companyNameRequired: 'Please enter the company name',
  companyWebsiteRequired: 'Please enter the company website',
  tooManyResearchers: (max: number) => `Researcher list is to long, maximum ${max} researchers allowed`,
} as const;

/** English letters only (doc 1 §5): printable ASCII — letters, digits, spaces, quotes, operators — with a letter. */
export const isEnglishText = (text: string): boolean => /^[\x20-\x7E]+$/.test(text) && /[A-Za-z]/.test(text);

/** A web address as users type it: https:// is assumed when no scheme is given. */
export function normalizeWebsiteUrl(text: string): string | undefined {
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (!url.hostname.includes('.') && url.hostname !== 'localhost' && !/^\[|^\d+\.\d+/.test(url.hostname))
      return undefined;
    return url.toString();
  } catch {
    return undefined;
  }
}

/** Researcher names entered one per line: each line trimmed, empty lines dropped. */
export const researcherLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** A text that must be there: missing, non-text or blank all answer the field's own message. */
const required = (message: string) => z.string({ error: message }).trim().min(1, { message, abort: true });

export const sourcesShape = {
  includePublications: z.boolean().default(true),
  includeWebPages: z.boolean().default(true),
};

const withSource = <T extends { includePublications: boolean; includeWebPages: boolean }>(value: T) =>
  value.includePublications || value.includeWebPages;
const sourceRule = { message: createMessage.sourceRequired, path: ['includePublications'] };

export const researcherNamesField = (max: number) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      Array.isArray(value) ? value.map((line) => line.trim()).filter(Boolean) : researcherLines(value),
    )
    .refine((lines) => lines.length > 0, { message: createMessage.researcherNamesRequired, abort: true })
    .refine((lines) => lines.length <= max, { message: createMessage.tooManyResearchers(max) });

/** The current year, read at validation time so a long-running server moves on at New Year. */
export const currentYear = (): number => new Date().getFullYear();

const yearMessage = () => createMessage.year(currentYear());

export const yearField = z.coerce
  .string()
  .trim()
  .regex(/^\d{4}$/, { error: yearMessage, abort: true })
  .transform(Number)
  .refine((year) => year >= MIN_UNIVERSITY_YEAR && year <= currentYear(), { error: yearMessage });

export const createTopicRequest = z
  .object({
    searchString: required(createMessage.searchTermRequired).refine(isEnglishText, {
      message: createMessage.englishOnly,
    }),
    ...sourcesShape,
    political: z.boolean().default(false),
  })
  .refine(withSource, sourceRule);

export const createTenderRequest = z.object({
  searchString: required(createMessage.searchTermRequired).refine(isEnglishText, {
    message: createMessage.englishOnly,
  }),
});

export const createCompanyRequest = z.object({
  companyName: required(createMessage.companyNameRequired),
  companyWebSite: required(createMessage.companyWebsiteRequired).refine(
    (text) => normalizeWebsiteUrl(text) !== undefined,
    {
      message: createMessage.websiteUrlInvalid,
    },
  ),
});

export const createPersonRequest = z
  .object({ personName: required(createMessage.researcherNameRequired), ...sourcesShape })
  .refine(withSource, sourceRule);

const groupShape = (max: number) => ({
  instituteName: required(createMessage.instituteRequired),
  facultyName: required(createMessage.groupNameRequired),
  researcherNames: researcherNamesField(max),
  ...sourcesShape,
});

export const createPersonGroupRequest = z.object(groupShape(MAX_GROUP_RESEARCHERS)).refine(withSource, sourceRule);

export const createFacultyWorksRequest = z
  .object({ ...groupShape(MAX_FACULTY_RESEARCHERS), facultyName: required(createMessage.facultyRequired) })
  .refine(withSource, sourceRule);

export const createResearcherWorksRequest = z
  .object({
    instituteName: required(createMessage.instituteRequired),
    facultyName: required(createMessage.facultyRequired),
    researcherName: required(createMessage.researcherNameRequired),
    ...sourcesShape,
  })
  .refine(withSource, sourceRule);

export const createUniversityRequest = z
  .object({
    universityName: required(createMessage.universityRequired),
    country: z.string().trim().default(''),
    startYear: yearField,
    endYear: yearField,
    ...sourcesShape,
  })
  .refine((value) => value.startYear <= value.endYear, { message: createMessage.yearOrder, path: ['endYear'] })
  .refine(withSource, sourceRule);

/** The University form's defaults (doc 1 §5): two years back to this year. */
export const universityDefaults = () => ({ startYear: currentYear() - 2, endYear: currentYear() });

export const createWebSiteRequest = z
  .object({
    investigationName: required(createMessage.investigationNameRequired),
    websiteUrl: required(createMessage.websiteUrlRequired).refine((text) => normalizeWebsiteUrl(text) !== undefined, {
      message: createMessage.websiteUrlInvalid,
    }),
    ...sourcesShape,
  })
  .refine(withSource, sourceRule);
