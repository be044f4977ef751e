import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { authorGraph } from './graphs.js';
import { personDetails, personSummary } from './persons.js';
import { documentFilterSpec, histogramBar } from './workspace.js';

/*
 * A person's profile (doc 3 §2 Person profile page, doc 2 §7 "POST .../profile, .../profile/export"): the overview's
 * data in one answer, and the profile as a Word file.
 */

/** The first publications the overview lists (doc 3 §2: the first 3 documents). */
export const OVERVIEW_PUBLICATIONS = 3;

/** The co-authors the Word file lists, the most shared documents first. */
export const PROFILE_EXPORT_CO_AUTHORS = 50;

export const personProfileText = {
  exportToWord: 'Export to Word',
  exportStarted: 'Export to Word started, this might take a short while.',
  noWordExport: 'Faculty users export their publications, not a profile',
  unknownPerson: 'No such author in this investigation - probably already merged with another author',
  /** The Word file's headings. */
  word: {
    summary: 'Summary',
    institutes: 'Institutes',
    interests: 'Research Interests',
    publicationsByYear: 'Publications by Year',
    coAuthors: 'Co-Authors',
    undated: 'Undated',
    none: 'None',
  },
} as const;

/** Whose profile, and the filter its documents are read through (the person filter is set by the server). */
export const profileRequest = z.object({
  personId: z.number().int().positive(),
  spec: documentFilterSpec.optional(),
});
export type ProfileRequest = z.input<typeof profileRequest>;

/** The overview's four tiles in one answer: co-authors, research interests, first publications, publications per year. */
export const personProfile = z.object({
  personId: z.number().int().positive(),
  /** Interests, affiliations, counts and the documents (newest first). A person not (or no longer) there: 404. */
  summary: personSummary,
  details: personDetails,
  /** The co-authorship graph of the person's documents (the overview draws it locked). */
  coAuthors: authorGraph,
  /** The person's documents per year (the filter's date histogram). */
  publicationsPerYear: z.array(histogramBar),
});
export type PersonProfile = z.infer<typeof personProfile>;

const params = z.object({ type: z.string().regex(/^[a-z]+$/), id: z.coerce.number().int().positive() });

export const profileApi = {
  profile: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/profile',
    access: 'owner',
    action: 'open',
    summary:
      "A person profile's overview in one answer: the author summary, details, the co-author graph and the publications per year",
    params,
    body: profileRequest,
    response: personProfile,
  }),
  exportProfile: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/profile/export',
    access: 'owner',
    action: 'open',
    summary:
      "The person's profile as a Word file (timestamp + name + .docx): summary, institutes, research interests, publications by year, co-authors; refused to faculty users",
    params,
    body: profileRequest,
    response: z.unknown(),
  }),
} as const;
