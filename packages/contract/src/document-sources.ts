import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';

/** Why a harvested record was merged into a document (Quarry's near-duplicate check, Step 6). */
export const mergeReasons = ['same DOI', 'stated version', 'similar record'] as const;

/**
 * One harvested record a document is made of: the first one (its own columns; `mergeId` null) or one merged into
 * it later as a near-duplicate or a stated version, which the user can split back into a document of its own.
 */
export const documentSource = z.object({
  /** The merge's id (what a split names); null for the record the document was made from. */
  mergeId: z.number().int().nullable(),
  /** Where the record came from: openalex, crossref, arxiv, local-file… */
  source: z.string(),
  sourceId: z.string().nullable(),
  title: z.string(),
  doi: z.string().nullable(),
  url: z.string().nullable(),
  journal: z.string().nullable(),
  year: z.number().int().nullable(),
  harvesterType: z.string(),
  reason: z.enum(mergeReasons).nullable(),
  /** ISO timestamp of the merge; null for the first record. */
  mergedAt: z.string().nullable(),
});
export type DocumentSource = z.infer<typeof documentSource>;

const documentParams = z.object({
  type: z.string().regex(/^[a-z]+$/),
  id: z.coerce.number().int().positive(),
  docId: z.coerce.number().int().positive(),
});

/** The records a document was merged from, and undoing a merge. */
export const documentSourcesApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/investigations/:type/:id/documents/:docId/sources',
    access: 'owner',
    summary: 'The harvested records a document is made of: the first, then each merged into it',
    params: documentParams,
    response: z.object({ sources: z.array(documentSource) }),
  }),
  split: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/documents/:docId/sources/:mergeId/split',
    access: 'owner',
    action: 'work',
    summary: 'Undo a merge: the merged record becomes a document of its own again (answers its id)',
    params: documentParams.extend({ mergeId: z.coerce.number().int().positive() }),
    response: z.object({ documentId: z.number().int() }),
  }),
} as const;
