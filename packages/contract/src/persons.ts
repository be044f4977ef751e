import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';

/** How many research interests the author summary asks for: 15 in the documents pane, otherwise 25 (doc 2 §7). */
export const PERSON_SUMMARY_TERMS = { documentsPane: 15, elsewhere: 25 } as const;
export const MAX_PERSON_SUMMARY_TERMS = 100;

/** The no-data text of the author summary (doc 2 §2): the person was merged away or is not known. */
export const personSummaryNoData = 'No data for this author - probably already merged with another author. Consider refreshing the graph.';

/** An author's profile summary (doc 2 §3 Person summary). */
export const personSummary = z.object({
  personName: z.string(),
  /** Research interests: the concepts and key phrases of the person's documents, heaviest first. */
  terms: z.array(z.object({ term: z.string(), weight: z.number() })),
  /** Newest first; the title (a position) is empty where no source gives it. */
  recentAffiliations: z.array(z.object({ affiliation: z.string(), title: z.string(), fromYear: z.number().int().nullable(), toYear: z.number().int().nullable() })),
  /** Counts of the person's documents by kind; `authors` counts the distinct co-authors. */
  bibliographicDetails: z.object({
    articles: z.number().int(),
    authors: z.number().int(),
    bookChapters: z.number().int(),
    books: z.number().int(),
    patents: z.number().int(),
  }),
  /** Newest first. */
  documents: z.array(z.object({ id: z.number().int(), title: z.string(), url: z.string().nullable() })),
  /** The other spellings the person's mentions carry. */
  aliasNames: z.array(z.string()),
  manuallyMerged: z.boolean(),
  universityProfileUrl: z.string().nullable(),
  /** ISO date-time; null when never reviewed ('---'). */
  lastReviewTime: z.string().nullable(),
});
export type PersonSummary = z.infer<typeof personSummary>;

export const MAX_PERSON_NAME_LENGTH = 300;
export const MAX_PROFILE_URL_LENGTH = 2000;

/** The texts of the Edit Author Details dialog and of the server's refusals (doc 2 §5 Author details). */
export const personDetailsText = {
  nameRequired: 'Name is required',
  nameOverride: 'This name will override the automatic name selection mechanism.',
  profileUrlInvalid: 'The university profile URL must start with http:// or https://',
  onlyOmnipotent: "Only omnipotent users may edit an author's name and university profile URL",
  unknownImage: 'Unknown image',
  idMismatch: 'The person id of the body is not the one of the path',
} as const;

/** What a reviewer edits of a person (doc 2 §3 Person details). */
export const personDetails = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  universityProfileUrl: z.string().nullable(),
  /** An image uploaded for the person (the image calls come with step 7's images); null: none. */
  authorImageId: z.number().int().positive().nullable(),
});
export type PersonDetails = z.infer<typeof personDetails>;

/** The details as a reviewer sends them: a name (trimmed, required), a profile page (http or https; empty: none). */
export const personDetailsInput = personDetails.extend({
  name: z.string().trim().min(1, personDetailsText.nameRequired).max(MAX_PERSON_NAME_LENGTH),
  universityProfileUrl: z
    .string()
    .trim()
    .max(MAX_PROFILE_URL_LENGTH)
    .refine((url) => url === '' || /^https?:\/\/\S+$/i.test(url), personDetailsText.profileUrlInvalid)
    .nullable(),
});

const personParams = z.object({ type: z.string().regex(/^[a-z]+$/), id: z.coerce.number().int().positive(), personId: z.coerce.number().int().positive() });

/** The author summary and person detail calls of doc 2 §7. */
export const personsApi = {
  summary: defineEndpoint({
    method: 'GET',
    path: '/api/investigations/:type/:id/person-summary/:personId',
    access: 'owner',
    summary: "An author's summary: interests, affiliations, counts, documents, name variants (null: no data, e.g. merged away)",
    params: personParams,
    query: z.object({
      personName: z.string().max(500).optional(),
      termsCount: z.coerce.number().int().min(1).max(MAX_PERSON_SUMMARY_TERMS).default(PERSON_SUMMARY_TERMS.elsewhere),
    }),
    response: personSummary.nullable(),
  }),
  details: defineEndpoint({
    method: 'GET',
    path: '/api/investigations/:type/:id/person-details/:personId',
    access: 'owner',
    summary: "A person's details: name, university profile page, image",
    params: personParams,
    response: personDetails,
  }),
  saveDetails: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/person-details/:personId',
    access: 'owner',
    summary: "Saves a person's details (name and profile page: omnipotent users); a changed name overrides the automatic one; sets the last review time",
    params: personParams,
    body: personDetailsInput,
    response: personDetails,
  }),
  reviewed: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/person-details/:personId/reviewed',
    access: 'owner',
    summary: 'Marks the person reviewed now (the server’s clock)',
    params: personParams,
    body: z.object({ personId: z.number().int().positive().optional(), lastReviewTime: z.string().optional() }).nullish(),
    response: z.object({ lastReviewTime: z.string() }),
  }),
} as const;
