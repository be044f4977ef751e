import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { documentFilterSpec } from './workspace.js';

/*
 * The faculty-works edition's publishing calls (doc 2 §4 Harvests, §6, §7 Exports, §8): static HTML publication
 * pages for a faculty's site, and its publications as a workbook for labelling.
 */

/** The page kinds (doc 2 §6 "generate standalone/embedded/teaser pages"). */
export const pageThemes = ['standalone', 'embedded', 'teaser'] as const;
export type PageTheme = (typeof pageThemes)[number];

/** The publications for labelling: a workbook sheet's name and its columns, in order. */
export const LABELLING_SHEET = 'Publications';
export const labellingColumns = [
  'Id',
  'Title',
  'Authors',
  'Year',
  'Venue',
  'DOI',
  'URL',
  'Labels',
  'Fix/Accepted',
  'By the Researchers',
] as const;

/** The most a zip's file name may be; safe characters only (it names the downloaded file). */
export const MAX_PAGES_FILE_NAME = 120;

export const pageGenerationText = {
  menuItem: {
    standalone: 'Generate Standalone Pages',
    embedded: 'Generate Embedded Pages',
    teaser: 'Generate Teaser Pages',
  } satisfies Record<PageTheme, string>,
  generating: 'Generating pages…',
  haltedTitle: 'Page Generation Halted',
  halted: (count: number) => `Found ${count} duplicates; They must be resolved for generate to succeed.`,
  showDuplicates: 'Show Duplicates',
  close: 'Close',
  failedTitle: 'Page Generation Failed',
  noMessage: 'No message provided',
  failedOn: (title: string) => `The page of "${title}" could not be generated.`,
  unknownTheme: `Unknown theme: choose ${pageThemes.join(', ')}`,
  badFileName: `The file name may have letters, digits, spaces, dots, dashes and underscores, at most ${MAX_PAGES_FILE_NAME}`,
  personInvestigationsOnly: 'Publication pages are generated for Person investigations',
  exportPublications: 'Export Publications for Labelling',
} as const;

/** The zip's name as the user may give it; without one the server names it (timestamp + title). */
const fileNameQuery = z
  .string()
  .trim()
  .max(MAX_PAGES_FILE_NAME, pageGenerationText.badFileName)
  .regex(/^[\p{L}\p{N} ._-]*$/u, pageGenerationText.badFileName)
  .optional();

export const pageGenerationQuery = z.object({
  theme: z.enum(pageThemes, { error: pageGenerationText.unknownTheme }),
  filename: fileNameQuery,
});
export type PageGenerationQuery = z.input<typeof pageGenerationQuery>;

/**
 * The answer of page generation (doc 2 §7): the zip in base64, or why there is none: the number of unresolved
 * duplicates (generation halts), or the title of the document whose page could not be made (it fails).
 */
export const pageGenerationResult = z.object({
  base64File: z.string().nullable(),
  /** The zip's file name (the query's filename with .zip, or timestamp + title). */
  fileName: z.string().nullable(),
  numOfDuplicates: z.number().int().min(0),
  failedTitle: z.string().nullable(),
});
export type PageGenerationResult = z.infer<typeof pageGenerationResult>;

const params = z.object({ id: z.coerce.number().int().positive() });
const typedParams = z.object({ type: z.string().regex(/^[a-z]+$/), id: z.coerce.number().int().positive() });

export const publicationPagesApi = {
  html: defineEndpoint({
    method: 'GET',
    path: '/api/investigations/person/:id/html',
    access: 'owner',
    requires: 'facultyWorks',
    summary:
      "Static HTML publication pages (theme standalone, embedded or teaser) as a zip in base64: a page per researcher of the investigation's configuration and a list page; halts while suspected duplicates remain (dup-suspect, or a shared title, until one is labelled duplicate)",
    params,
    query: pageGenerationQuery,
    response: pageGenerationResult,
  }),
  exportPublications: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/export-publications',
    access: 'owner',
    action: 'open',
    requires: 'facultyWorks',
    summary:
      'The publications (no web pages) of the filter spec as a workbook for labelling (timestamp + title + .xlsx): id, title, authors, year, venue, DOI, URL, labels, fix/accepted, by the researchers',
    params: typedParams,
    body: documentFilterSpec,
    response: z.unknown(),
  }),
} as const;
