import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';

/** What an insight (observation) is about (doc 3 §3). */
export const observationTypes = ['Investigation', 'Person', 'Document', 'Graph'] as const;
export type ObservationType = (typeof observationTypes)[number];

/** The fixed section of the insights that are in no section (doc 3 §3, §9): it is never renamed, moved or deleted. */
export const DEFAULT_SECTION = { id: 0, name: 'Default Section', ordinal: -1 } as const;
/** The id a new section is sent with (doc 3 §4). */
export const NEW_SECTION_ID = -1;

export const MAX_INSIGHT_TITLE_LENGTH = 300;
export const MAX_INSIGHT_TEXT_LENGTH = 200_000;
export const MAX_SECTION_NAME_LENGTH = 200;

/** The messages of the insight and section rules (doc 3 §5), for the dialogs and the server alike. */
export const insightText = {
  titleRequired: 'A title is required',
  sectionNameRequired: 'A section name is required',
  defaultSectionFixed: 'The Default Section cannot be renamed, moved or deleted',
  unknownSection: 'No such section in this investigation',
  unknownObservation: 'No such insight in this investigation',
  notTheSections: "The order must list each of the investigation's sections once",
  notTheInsights: 'The order must list each insight of the section once',
  noInsights: 'There are no insights to show, yet...',
  noWordExport: 'Faculty users export their publications, not the report',
  exportBuilding:
    'The report is large: Quarry builds the Word file in the background, and the download starts when it is ready.',
  exportFailed: 'The Word file could not be built. Please try again.',
  exportNotReady: 'The Word file is not ready yet',
};

/**
 * A report this large is exported as a job (POST …/export-to-word answers 202 with its jobId, the browser asks
 * …/export-to-word/{jobId} until it is done, then fetches …/file): 200 insights and 50 large pictures cost two
 * seconds of CPU (npm run bench:report).
 */
export const LARGE_REPORT = { insights: 100, images: 20 } as const;

export const wordExportStarted = z.object({ jobId: z.number().int() });
export const wordExportState = z.object({ state: z.enum(['queued', 'running', 'done', 'failed']) });
export type WordExportState = z.infer<typeof wordExportState>['state'];

const title = z.string().trim().min(1, insightText.titleRequired).max(MAX_INSIGHT_TITLE_LENGTH);
const sectionName = z.string().trim().min(1, insightText.sectionNameRequired).max(MAX_SECTION_NAME_LENGTH);
const id = z.coerce.number().int().positive();

export const observation = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The rich text (HTML of the report editor). */
  observation: z.string(),
  type: z.enum(observationTypes),
  /** What it refers to: a document's or person's id, a graph's tab (author-graph, entity-graph); null for the investigation. */
  referencedObject: z.string().nullable(),
  /** How that reads: the document's title, the person's name, the selected text, the graph's nodes. */
  referencedEntity: z.string().nullable(),
  imageId: z.number().int().nullable(),
  /** When the image was set (ms), to address a new one past caches. */
  imageTimestamp: z.number().nullable(),
  /** When it was written (ISO). */
  time: z.string(),
  /** Its section; null: the Default Section. */
  section: z.number().int().nullable(),
  ordinal: z.number().int(),
  /** A graph insight's title as the graph proposed it (doc 3 §4). */
  observationTitle: z.string().nullable(),
});
export type Observation = z.infer<typeof observation>;

export const observationSection = z.object({ id: z.number().int(), name: z.string(), ordinal: z.number().int() });
export type ObservationSection = z.infer<typeof observationSection>;

/** What a user writes of an insight; the server keeps its type, time, image and place. */
export const observationInput = z.object({
  title,
  observation: z.string().max(MAX_INSIGHT_TEXT_LENGTH).default(''),
  referencedObject: z.string().max(1000).nullable().default(null),
  referencedEntity: z.string().max(MAX_INSIGHT_TEXT_LENGTH).nullable().default(null),
  observationTitle: z.string().max(MAX_INSIGHT_TITLE_LENGTH).nullable().default(null),
});
export type ObservationInput = z.input<typeof observationInput>;

/** The report: its sections (the Default Section first) and its insights, each section's in order. */
export const insightReport = z.object({ sections: z.array(observationSection), observations: z.array(observation) });
export type InsightReport = z.infer<typeof insightReport>;

/** The crop the browser applied to an insight's image (kept to edit it again). */
export const imageCrop = z.object({
  x: z.number(),
  y: z.number(),
  width: z.number().positive(),
  height: z.number().positive(),
  zoom: z.number().positive().optional(),
});

const params = z.object({ type: z.enum(['topic', 'person']), id });
const observationParams = params.extend({ observationId: id });
const ok = z.object({ ok: z.literal(true) });
const sections = z.array(observationSection);

export const insightsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/investigations/:type/:id/observation',
    access: 'owner',
    summary: 'The insight report: its sections (the Default Section first) and insights in order',
    params,
    response: insightReport,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/observation/:observationType',
    access: 'owner',
    summary:
      'Adds an insight of a type (investigation, person, document, graph) to the Default Section, last; answers it with its id',
    params: params.extend({
      observationType: z.preprocess(
        (value) => (typeof value === 'string' ? value.charAt(0).toUpperCase() + value.slice(1).toLowerCase() : value),
        z.enum(observationTypes),
      ),
    }),
    body: observationInput,
    response: observation,
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/investigations/:type/:id/observation/:observationId',
    access: 'owner',
    summary: "Changes an insight's title, text and references; answers it",
    params: observationParams,
    body: observationInput,
    response: observation,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/investigations/:type/:id/observation/:observationId',
    access: 'owner',
    summary: 'Deletes an insight (answers 204)',
    params: observationParams,
    response: ok,
  }),
  uploadImage: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/observation/:observationId/image',
    access: 'owner',
    multipart: true,
    summary:
      "Sets an insight's image (multipart: file — the picture as cropped —, fileName, imageData — the crop as JSON); answers its id",
    params: observationParams,
    response: z.object({ imageId: z.number().int().positive() }),
  }),
  clearImage: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/observation/:observationId/clear-image',
    access: 'owner',
    summary: "Removes an insight's image; answers the insight",
    params: observationParams,
    response: observation,
  }),
  createSection: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/observation/section',
    access: 'owner',
    summary: 'Adds a section (sent with id -1) at the ordinal given; answers the sections',
    params,
    body: z.object({ id: z.literal(NEW_SECTION_ID), name: sectionName, ordinal: z.number().int().min(0) }),
    response: sections,
  }),
  renameSection: defineEndpoint({
    method: 'PATCH',
    path: '/api/investigations/:type/:id/observation/section/rename',
    access: 'owner',
    summary: 'Renames a section (not the Default Section); answers the sections',
    params,
    body: z.object({ id: z.number().int(), name: sectionName, ordinal: z.number().int().optional() }),
    response: sections,
  }),
  deleteSection: defineEndpoint({
    method: 'DELETE',
    path: '/api/investigations/:type/:id/observation/section',
    access: 'owner',
    summary:
      'Deletes a section (not the Default Section), its insights going to no section after the others; the body is its id; answers the sections',
    params,
    body: z.number().int(),
    response: sections,
  }),
  reorderSections: defineEndpoint({
    method: 'PATCH',
    path: '/api/investigations/:type/:id/observation/section/reorder',
    access: 'owner',
    summary:
      'Puts the sections in this order (every section once, the Default Section staying first); answers the sections',
    params,
    body: z.object({ sectionIds: z.array(z.number().int()).max(1000) }),
    response: sections,
  }),
  moveToSection: defineEndpoint({
    method: 'PATCH',
    path: '/api/investigations/:type/:id/observation/move-to-section',
    access: 'owner',
    summary: 'Moves an insight to the end of a section (0 or null: the Default Section); answers the insight',
    params,
    body: z.object({ observation: z.number().int(), section: z.number().int().nullable() }),
    response: observation,
  }),
  reorder: defineEndpoint({
    method: 'PATCH',
    path: '/api/investigations/:type/:id/observation/reorder',
    access: 'owner',
    summary: "Puts a section's insights in this order (0 or null: the Default Section); answers 204",
    params,
    body: z.object({ section: z.number().int().nullable(), observationIds: z.array(z.number().int()).max(10_000) }),
    response: ok,
  }),
  exportToWord: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/observation/export-to-word',
    access: 'owner',
    action: 'open',
    summary:
      'The report as a Word file (timestamp + title + .docx): a title page, then the sections with insights in order, each insight with its title, image, text and what it refers to; refused to faculty users',
    params,
    response: z.unknown(),
  }),
  wordExport: defineEndpoint({
    method: 'GET',
    path: '/api/investigations/:type/:id/observation/export-to-word/:jobId',
    access: 'owner',
    action: 'open',
    summary: 'How the Word export of a large report stands (queued, running, done, failed)',
    params: params.extend({ jobId: id }),
    response: wordExportState,
  }),
  wordExportFile: defineEndpoint({
    method: 'GET',
    path: '/api/investigations/:type/:id/observation/export-to-word/:jobId/file',
    access: 'owner',
    action: 'open',
    summary: "The Word file a large report's export built (404 until it is done; kept a day)",
    params: params.extend({ jobId: id }),
    response: z.unknown(),
  }),
} as const;
