import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { addedFilesMessages, LOCAL_FILE_FORMATS } from './local-files.js';
import {
  createCompanyRequest,
  createFacultyWorksRequest,
  createPersonGroupRequest,
  createPersonRequest,
  createResearcherWorksRequest,
  createTenderRequest,
  createTopicRequest,
  createUniversityRequest,
  createWebSiteRequest,
  MAX_GOALS_LENGTH,
  MAX_TITLE_LENGTH,
} from './investigation-rules.js';
import { investigationFamilies, investigationKinds } from './investigation-types.js';
import { memberRoles } from './members.js';

export const investigationStatuses = ['PENDING', 'PROCESSING', 'READY', 'FAILED'] as const;
export type InvestigationStatus = (typeof investigationStatuses)[number];

/** How the list shows a status (doc 1 §4). */
export const statusLabel: Record<InvestigationStatus, string> = {
  PENDING: 'Pending...',
  PROCESSING: 'Processing...',
  READY: 'Ready',
  FAILED: 'Failed',
};

/** The server's access policy's answers for one investigation and one viewer. */
export const investigationAbilities = z.object({
  open: z.boolean(),
  screen: z.boolean(),
  work: z.boolean(),
  share: z.boolean(),
  delete: z.boolean(),
});
export type InvestigationAbilities = z.infer<typeof investigationAbilities>;

/** An investigation as the list shows it (doc 1 §3), plus the readable reason of its last harvest step. */
export const investigationSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  title: z.string(),
  goals: z.string(),
  alertsEnabled: z.boolean(),
  /** Quarry's addition: screening is blind (issue 27; PATCH {blind} changes it). */
  blind: z.boolean(),
  createdOn: z.string(),
  lastUserInteractionTime: z.string().nullable(),
  createdBy: z.string(),
  /** The creator's e-mail: only for omnipotent users. */
  email: z.string().optional(),
  totalDocuments: z.number().int(),
  investigationType: z
    .enum(investigationFamilies)
    .describe('The family: Topic or Person; decides the route and the workspace'),
  investigationSubType: z
    .enum(investigationKinds)
    .describe('The kind: what it harvests, its title and badge; familyOf(kind) gives investigationType'),
  status: z.enum(investigationStatuses),
  /** Quarry's addition: why the status is what it is (a failure reason, a skipped step), shown in the row tooltip. */
  statusReason: z.string().nullable(),
  /** Seconds since creation. */
  age: z.number().int(),
  /** Quarry's addition: the viewer owns it (an admin's forceAll list shows others' too). */
  mine: z.boolean(),
  /** Quarry's addition: the viewer's role when the owner shared it with them (issue 27), else null. */
  sharedAs: z.enum(memberRoles).nullable(),
  /** Quarry's addition: what the viewer may do with it, as the server's policy answers (the web hides the rest). */
  can: investigationAbilities,
});
export type Investigation = z.infer<typeof investigationSchema>;

export const createdInvestigation = z.object({ id: z.number().int(), uuid: z.string() });
export type CreatedInvestigation = z.infer<typeof createdInvestigation>;

export const investigationIdParams = z.object({ id: z.coerce.number().int().positive() });

/** {type} in a path: the lowercase family route (topic, person) the app uses, or a lowercase kind. */
export const investigationTypeParams = investigationIdParams.extend({
  type: z.string().regex(/^[a-z]+$/, 'The type is a lowercase investigation type'),
});

export const updateInvestigationRequest = z
  .object({
    title: z.string().trim().min(1).max(MAX_TITLE_LENGTH),
    goals: z.string().max(MAX_GOALS_LENGTH),
    alertsEnabled: z.boolean(),
    /** Screening as a team: each reviewer's decisions are their own until the owner lifts blinding (issue 27). */
    blind: z.boolean(),
  })
  .partial();

export const affiliationSuggestions = z.array(z.string());

/** What a file upload created, or the errors that kept it from creating anything (listed per line). */
export const uploadResult = z.object({
  created: z.array(createdInvestigation),
  errors: z.array(z.string()),
});
export type UploadResult = z.infer<typeof uploadResult>;

/** Files added to a Local documents investigation: the harvest that reads them, and the files refused at once. */
export const addedFiles = z.object({ jobId: z.number().int(), errors: z.array(z.string()) });
export type AddedFiles = z.infer<typeof addedFiles>;

const create = (path: string, summary: string, body: z.ZodType) =>
  defineEndpoint({ method: 'POST', path, access: 'signedIn', summary, body, response: createdInvestigation });

/** The calls of doc 1 §7 "Investigations list and creation". */
export const investigationsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/investigations',
    access: 'signedIn',
    summary: "The user's investigations, newest first; forceAll=true gives an admin everyone's",
    query: z.object({ forceAll: z.enum(['true', 'false']).optional() }),
    response: z.array(investigationSchema),
  }),
  createTopic: create('/api/investigations/topic', 'Create a Topic (or Political) investigation', createTopicRequest),
  createTender: create('/api/investigations/topic/tender', 'Create a Tender investigation', createTenderRequest),
  createCompany: create('/api/investigations/topic/company', 'Create a Company investigation', createCompanyRequest),
  createPerson: create('/api/investigations/person', 'Create a Person investigation', createPersonRequest),
  createPersonGroup: create(
    '/api/investigations/person/group',
    'Create an Academic Research Group investigation',
    createPersonGroupRequest,
  ),
  createUniversity: create(
    '/api/investigations/topic/university',
    'Create a University / Organization investigation',
    createUniversityRequest,
  ),
  createWebSite: create('/api/investigations/topic/website', 'Create a Website investigation', createWebSiteRequest),
  createFacultyWorks: create(
    '/api/investigations/person/facultyworks',
    'Create a Faculty Works investigation',
    createFacultyWorksRequest,
  ),
  createResearcherWorks: create(
    '/api/investigations/person/researcherworks',
    'Create a Researcher Works investigation',
    createResearcherWorksRequest,
  ),
  affiliations: defineEndpoint({
    method: 'GET',
    path: '/api/investigations/topic/mag-affiliations',
    access: 'signedIn',
    summary: 'Institution names containing the text (at most 40), for the University form',
    query: z.object({ q: z.string().trim().max(200).default(''), country: z.string().trim().max(100).optional() }),
    response: affiliationSuggestions,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/investigations/:type/:id',
    access: 'owner',
    summary: 'One investigation (doc 2 §7)',
    params: investigationTypeParams,
    response: investigationSchema,
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/investigations/:id',
    access: 'owner',
    summary: 'Change the title, goals or alerts of an investigation',
    params: investigationIdParams,
    body: updateInvestigationRequest,
    response: investigationSchema,
  }),
  duplicate: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:id/duplicate',
    access: 'owner',
    // A copy becomes the caller's own: whoever may open an investigation may copy it.
    action: 'open',
    summary: 'Copy an investigation with its documents, review state, terms and labels',
    params: investigationIdParams,
    response: createdInvestigation,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/investigations/:id',
    access: 'owner',
    action: 'delete',
    summary: 'Delete an investigation and everything in it',
    params: investigationIdParams,
    response: z.object({ ok: z.literal(true) }),
  }),
  deletePending: defineEndpoint({
    method: 'DELETE',
    path: '/api/investigations/person/pending',
    access: 'omnisol',
    summary: 'Delete all of the user’s pending investigations (omnisol)',
    response: z.object({ deleted: z.number().int() }),
  }),
  restartFailed: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/person/restart-failed',
    access: 'omnisol',
    summary: 'Harvest again every failed investigation of the user (omnisol)',
    response: z.object({ restarted: z.number().int() }),
  }),
} as const;

/** Multipart uploads (doc 1 §7): the route reads the form itself; access and answers as for every call. */
export const uploadsApi = {
  authorsFile: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/person/batch',
    access: 'omnisol',
    multipart: true,
    summary:
      'Upload an authors file: one Person investigation per researcher, from a .txt (a name per line) or a .csv or ' +
      '.xlsx (a header row naming the name column and an optional affiliation column); the rows that cannot be ' +
      'created are named in errors (omnisol)',
    response: uploadResult,
  }),
  definitionFile: defineEndpoint({
    method: 'POST',
    path: '/api/investigation_definition/create',
    access: 'omnisol',
    multipart: true,
    summary:
      'Create the investigations a definition file (JSON or CSV) describes; an empty answer means success (omnisol)',
    response: z.string(),
  }),
  localDocuments: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/topic/local-documents',
    access: 'signedIn',
    multipart: true,
    summary: `Create a Local documents investigation from files in these formats: ${LOCAL_FILE_FORMATS}`,
    response: uploadResult,
  }),
  addLocalFiles: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/files',
    access: 'owner',
    multipart: true,
    params: z.object({ type: z.string().regex(/^[a-z]+$/), id: z.coerce.number().int().positive() }),
    summary:
      `Add files to a Local documents investigation (Quarry's own call: the spec names none): a later harvest reads ` +
      `these files only and can be undone with what they imported; files of another kind are refused and listed in ` +
      `errors; 400 "${addedFilesMessages.notLocalDocuments}" for other investigations; 409 while a harvest of the ` +
      `investigation is running. Formats: ${LOCAL_FILE_FORMATS}`,
    response: addedFiles,
  }),
} as const;

/** The upload paths (the web posts FormData to them). */
export const uploadPaths = {
  authorsFile: uploadsApi.authorsFile.path,
  definitionFile: uploadsApi.definitionFile.path,
  localDocuments: uploadsApi.localDocuments.path,
} as const;
