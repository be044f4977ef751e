import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { createdInvestigation } from './investigations.js';

/** How many research interests the author summary asks for: 15 in the documents pane, otherwise 25 (doc 2 §7). */
export const PERSON_SUMMARY_TERMS = { documentsPane: 15, elsewhere: 25 } as const;
export const MAX_PERSON_SUMMARY_TERMS = 100;

/** The no-data text of the author summary (doc 2 §2): the person was merged away or is not known. */
export const personSummaryNoData =
  'No data for this author - probably already merged with another author. Consider refreshing the graph.';

/** An author's profile summary (doc 2 §3 Person summary). */
export const personSummary = z.object({
  personName: z.string(),
  /** Research interests: the concepts and key phrases of the person's documents, heaviest first. */
  terms: z.array(z.object({ term: z.string(), weight: z.number() })),
  /** Newest first; the title (a position) is empty where no source gives it. */
  recentAffiliations: z.array(
    z.object({
      affiliation: z.string(),
      title: z.string(),
      fromYear: z.number().int().nullable(),
      toYear: z.number().int().nullable(),
    }),
  ),
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
  /** The image the person shows (upload-image answers its id); null: none. */
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

/** How many persons one merge may join (the author graph selects at most its shown nodes). */
export const MAX_MERGED_PERSONS = 1000;

/** The texts of the merge and disambiguation calls' refusals and of the Disambiguate tab (doc 3 §4, §8). */
export const mergeText = {
  atLeastTwo: 'Select at least two authors to merge',
  distinct: 'Each author may be listed once',
  notMerged: 'This author was not merged manually, or the merge was already undone',
  votedTwice: 'An author may have one vote only',
  confirmTitle: 'Merge and Remove Authors',
  cannotBeUndone: 'Note that merging cannot be undone',
  confirm: "I'm sure",
  personInvestigationsOnly: 'Disambiguation is for Person investigations',
  reportOmnipotentOnly: 'Only omnipotent users can download a merge report',
  reportTitle: 'Merge Report',
  possibleMatches: 'Possible Matches',
  noMatches: 'No possible matches for this name',
} as const;

const distinctIds = (ids: number[]) => new Set(ids).size === ids.length;
const personId = z.number().int().positive();

/** The persons a merge joins; the first is the one kept (its name and id), the others are merged into it. */
export const mergePersonsInput = z
  .array(personId)
  .min(2, mergeText.atLeastTwo)
  .max(MAX_MERGED_PERSONS)
  .refine(distinctIds, mergeText.distinct);

/** A merge done: the person kept and those merged into it (gone until the merge is undone). */
export const mergedPersons = z.object({ personId, mergedPersonIds: z.array(personId) });
export type MergedPersons = z.infer<typeof mergedPersons>;

/** The merged persons whose last manual merge to undo (the author summary's Undo Manual Merge sends one). */
export const undoMergeInput = z.array(personId).min(1).max(MAX_MERGED_PERSONS).refine(distinctIds, mergeText.distinct);

/** The undo runs as a background job; its end lights the refresh button (the live socket's differentEnough). */
export const undoMergeStarted = z.object({ jobIds: z.array(z.number().int()) });

/** Re-Merge… (doc 2 §2, facultyWorks users): the disambiguation of the author's name again, from scratch, in the background. */
export const reMergeText = {
  menuItem: 'Re-Merge...',
  title: 'Re-Merge',
  body: (name: string) =>
    `Look again at every author named like ${name}, from scratch? Your merges, undone merges and "not this person" votes are kept. It runs in the background; the refresh button lights up when it is done.`,
  confirm: 'Re-Merge',
  started: 'Re-Merge started',
} as const;

export const reMergeStarted = z.object({ jobId: z.number().int() });

/** The votes of the Disambiguate tab (doc 3 §7): Irrelevant removes the author, Neutral restores one. */
export const disambiguateInput = z
  .object({
    irrelevantPersonIds: z.array(personId).max(MAX_MERGED_PERSONS).default([]),
    relevantPersonIds: z.array(personId).max(MAX_MERGED_PERSONS).default([]),
    neutralPersonIds: z.array(personId).max(MAX_MERGED_PERSONS).default([]),
  })
  .refine(
    (votes) => distinctIds([...votes.irrelevantPersonIds, ...votes.relevantPersonIds, ...votes.neutralPersonIds]),
    mergeText.votedTwice,
  );
export type DisambiguateInput = z.input<typeof disambiguateInput>;

/** A candidate of the Possible Matches pane (doc 3 §3 Person candidate). */
export const personCandidate = z.object({
  id: personId,
  name: z.string(),
  documentsCount: z.number().int(),
  relevancy: z.enum(['Relevant', 'Irrelevant', 'Neutral']),
  /** Removed from the investigation's authors (voted Irrelevant). */
  filteredOut: z.boolean(),
});
export type PersonCandidate = z.infer<typeof personCandidate>;

/** How alike each other person's work is to one person's (doc 3 §7): cosine of their documents' concept profiles, 0–1. */
export const personSemanticAffinities = z.object({
  personSemanticAffinities: z.array(z.object({ personId, semanticAffinity: z.number().min(0).max(1) })),
});
export type PersonSemanticAffinities = z.infer<typeof personSemanticAffinities>;

/** A person's picture: PNG, JPEG, GIF or WebP, at most 5 MB (doc 2 §7 upload-image, preprocess-image). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TIMEOUT_MS = 10_000;

export const imageText = {
  noFile: 'Please choose an image',
  tooLarge: 'The image is larger than 5 MB',
  notImage: 'This is not a PNG, JPEG, GIF or WebP image',
  badUrl: 'The image address must be an http:// or https:// URL',
  privateAddress: 'The image address points to this machine or a private network',
  fetchFailed: 'The image could not be fetched',
  uploadTitle: 'Upload Image',
  fromUrl: 'Or paste the address of an image',
  crop: 'Drag the square to choose what shows',
  clear: 'Remove Image',
} as const;

/** An uploaded image, by id (what person details' authorImageId names). */
export const uploadedImage = z.object({ authorImageId: z.number().int().positive() });

const investigationParams = z.object({ type: z.string().regex(/^[a-z]+$/), id: z.coerce.number().int().positive() });
const personParams = z.object({
  type: z.string().regex(/^[a-z]+$/),
  id: z.coerce.number().int().positive(),
  personId: z.coerce.number().int().positive(),
});

/** The author summary and person detail calls of doc 2 §7. */
export const personsApi = {
  summary: defineEndpoint({
    method: 'GET',
    path: '/api/investigations/:type/:id/person-summary/:personId',
    access: 'owner',
    summary:
      "An author's summary: interests, affiliations, counts, documents, name variants (null: no data, e.g. merged away)",
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
    summary:
      "Saves a person's details (name and profile page: omnipotent users); a changed name overrides the automatic one; sets the last review time",
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
    body: z
      .object({ personId: z.number().int().positive().optional(), lastReviewTime: z.string().optional() })
      .nullish(),
    response: z.object({ lastReviewTime: z.string() }),
  }),
  uploadImage: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/person-details/:personId/upload-image',
    access: 'owner',
    multipart: true,
    summary:
      'Stores an image for the person (multipart: file, the picture as cropped): answers its id; saving the details with it shows it',
    params: personParams,
    response: uploadedImage,
  }),
  preprocessImage: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/person-details/:personId/preprocess-image',
    access: 'owner',
    summary:
      'Fetches an image from an http(s) address for cropping (public hosts only, image types, 5 MB, a time-out): answers its bytes',
    params: personParams,
    body: z.object({ url: z.string().trim().min(1).max(2000) }),
    response: z.unknown(),
  }),
  clearImage: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/person-details/:personId/clear-image',
    access: 'owner',
    summary: "Removes the person's image",
    params: personParams,
    body: z.unknown().optional(),
    response: personDetails,
  }),
  personImage: defineEndpoint({
    method: 'GET',
    path: '/api/investigations/:type/:id/person-details/:personId/image',
    access: 'owner',
    summary: "The person's image (404 when none); `time` only defeats caches",
    params: personParams,
    query: z.object({ time: z.string().max(50).optional() }),
    response: z.unknown(),
  }),
  image: defineEndpoint({
    method: 'GET',
    path: '/api/images',
    access: 'signedIn',
    summary: 'An image by id, for whoever may open its investigation (404 otherwise)',
    query: z.object({ imageId: z.coerce.number().int().positive(), time: z.string().max(50).optional() }),
    response: z.unknown(),
  }),
  merge: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/merge',
    access: 'owner',
    summary: 'Merges the listed persons into the first: their mentions become its, their names its variants; undoable',
    params: investigationParams,
    body: mergePersonsInput,
    response: mergedPersons,
  }),
  mergeReport: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/merge-report',
    access: 'owner',
    action: 'open',
    summary:
      'Download Merge Report (omnipotent users): a text file, named by its timestamp, with each pair of the listed ' +
      "persons' totalScore and named scores from the disambiguation scorer",
    params: investigationParams,
    body: mergePersonsInput,
    response: z.unknown(),
  }),
  undoMerge: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/merge/undo',
    access: 'owner',
    summary:
      "Undoes each listed person's last manual merge in the background: the persons and mentions exactly as before it",
    params: investigationParams,
    body: undoMergeInput,
    response: undoMergeStarted,
  }),
  reMerge: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/person/:personId/re-merge',
    access: 'owner',
    summary: "Disambiguates the author's name again from scratch in the background (the user's merges and votes kept)",
    params: personParams,
    response: reMergeStarted,
  }),
  disambiguate: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/disambiguate',
    access: 'owner',
    summary:
      'Records the Disambiguate votes: Irrelevant removes the author ("not this person"), Neutral restores it, Relevant marks it',
    params: investigationParams,
    body: disambiguateInput,
    response: z.object({ removed: z.number().int(), restored: z.number().int(), relevant: z.number().int() }),
  }),
  possibleMatches: defineEndpoint({
    method: 'GET',
    path: '/api/investigations/:type/:id/possible-matches',
    access: 'owner',
    summary:
      'The authors whose name may be the given one (same last name, compatible first names), most documents first',
    params: investigationParams,
    query: z.object({ name: z.string().trim().min(1).max(500) }),
    response: z.array(personCandidate),
  }),
  semanticAffinity: defineEndpoint({
    method: 'GET',
    path: '/api/investigations/:type/:id/semantic-affinity/:personId',
    access: 'owner',
    summary:
      "Every other person whose work shares concepts with the person's, with the cosine of their concept profiles (IDF-weighted), most alike first",
    params: personParams,
    response: personSemanticAffinities,
  }),
  correlated: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/correlated',
    access: 'owner',
    summary:
      'Starts a new Person investigation of the selected person (their name; its harvest queued); answers its id',
    params: investigationParams,
    body: z.object({ personId }),
    response: createdInvestigation,
  }),
  mainClusterFilter: defineEndpoint({
    method: 'GET',
    path: '/api/investigations/:type/:id/main-cluster-filter',
    access: 'owner',
    summary:
      'The person a Person investigation is about: the Relevant candidate, else the likeliest match of its name (null: none yet)',
    params: investigationParams,
    response: personId.nullable(),
  }),
} as const;
