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

/** The author summary and person detail calls of doc 2 §7. */
export const personsApi = {
  summary: defineEndpoint({
    method: 'GET',
    path: '/api/investigations/:type/:id/person-summary/:personId',
    access: 'owner',
    summary: "An author's summary: interests, affiliations, counts, documents, name variants (null: no data, e.g. merged away)",
    params: z.object({ type: z.string().regex(/^[a-z]+$/), id: z.coerce.number().int().positive(), personId: z.coerce.number().int().positive() }),
    query: z.object({
      personName: z.string().max(500).optional(),
      termsCount: z.coerce.number().int().min(1).max(MAX_PERSON_SUMMARY_TERMS).default(PERSON_SUMMARY_TERMS.elsewhere),
    }),
    response: personSummary.nullable(),
  }),
} as const;
