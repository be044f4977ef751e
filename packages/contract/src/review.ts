import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { documentFilterSpec, relevancyValues, workspaceDocument } from './workspace.js';

/** Special labels (doc 2 §3). */
export const specialLabels = {
  fix: 'fix',
  accepted: 'accepted',
  mine: 'Mine',
  notMine: 'Not Mine',
  foundInCv: 'Found in CV',
  dupSuspect: 'dup-suspect',
  duplicate: 'duplicate',
} as const;
export const MAX_LABEL_LENGTH = 100;
export const MAX_NOTE_LENGTH = 10_000;

const docParams = z.object({
  type: z.string().regex(/^[a-z]+$/),
  id: z.coerce.number().int().positive(),
  docId: z.coerce.number().int().positive(),
});
const investigationParams = docParams.omit({ docId: true });
const labelText = z.string().trim().min(1).max(MAX_LABEL_LENGTH);
const ok = z.object({ ok: z.literal(true) });

const documentCall = <M extends 'PATCH' | 'POST' | 'DELETE', B extends z.ZodType>(
  method: M,
  suffix: string,
  summary: string,
  body: B,
) =>
  defineEndpoint({
    method,
    path: `/api/investigations/:type/:id/documents/:docId${suffix}`,
    access: 'owner',
    // What a reviewer the owner invited does to one document.
    action: 'screen',
    summary,
    params: docParams,
    body,
    response: workspaceDocument,
  });

/** The review calls of doc 2 §7: relevancy, star, note, read state and labels. */
export const reviewApi = {
  relevancy: documentCall(
    'PATCH',
    '/relevancy',
    'Set Relevant, Irrelevant or Neutral (Topic only for the first two)',
    z.object({ relevancy: z.enum(relevancyValues), terms: z.array(z.string()).optional() }),
  ),
  starred: documentCall('PATCH', '/starred', 'Star or unstar', z.object({ starred: z.boolean() })),
  note: documentCall(
    'PATCH',
    '/note',
    'Write the note (empty clears it)',
    z.object({ note: z.string().max(MAX_NOTE_LENGTH) }),
  ),
  // No body is needed (null when a client sends none); an empty object is accepted too.
  touched: documentCall('PATCH', '/touched', 'Mark opened', z.object({}).nullish()),
  addLabels: documentCall(
    'POST',
    '/label',
    'Add labels to one document',
    z.object({ labels: z.array(labelText).min(1) }),
  ),
  removeLabels: documentCall(
    'DELETE',
    '/label',
    'Remove labels from one document',
    z.object({ labels: z.array(labelText).min(1) }),
  ),
  bulkRead: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/documents/bulkread',
    access: 'owner',
    action: 'screen',
    summary: 'Mark documents read',
    params: investigationParams,
    body: z.object({ documentIds: z.array(z.number().int()).max(100_000) }),
    response: z.object({ updated: z.number().int() }),
  }),
  labelAll: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/documents/label',
    access: 'owner',
    action: 'screen',
    summary: 'Add a label to all current documents',
    params: investigationParams,
    body: z.object({ documentIdList: z.array(z.number().int()).max(1_000_000), label: labelText }),
    response: z.object({ updated: z.number().int() }),
  }),
  labelBulk: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/documents/label/bulk',
    access: 'owner',
    action: 'screen',
    summary: 'Add or remove a label on the documents of these ids',
    params: investigationParams,
    body: z.object({ label: labelText, add: z.boolean(), documentIds: z.array(z.number().int()).max(1_000_000) }),
    response: z.object({ updated: z.number().int() }),
  }),
  renameLabel: defineEndpoint({
    method: 'PATCH',
    path: '/api/investigations/:type/:id/documents/label',
    access: 'owner',
    summary: 'Rename a label everywhere in the investigation (answers 204)',
    params: investigationParams,
    body: z.object({ oldLabel: labelText, newLabel: labelText }),
    response: ok,
  }),
  deleteLabel: defineEndpoint({
    method: 'DELETE',
    path: '/api/investigations/:type/:id/documents/label',
    access: 'owner',
    summary: 'Delete a label from every document (answers 204)',
    params: investigationParams,
    body: z.object({ label: labelText }),
    response: ok,
  }),
  lastFilter: defineEndpoint({
    method: 'GET',
    path: '/api/investigations/:id/last-filter',
    access: 'owner',
    summary: "The user's last filter spec in this investigation (or the defaults)",
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: documentFilterSpec,
  }),
} as const;

/** Entity kinds a removal names (doc 2 §7 entities/remove): each hides the value from one top list. */
export const removableEntityKinds = {
  ORGANIZATION: 'entity.Mentioned Organizations',
  TERM: 'entity.Mentioned Concepts',
  LOCATION: 'entity.Mentioned Locations',
  PERSON: 'entity.Mentioned Persons',
} as const;
export type RemovableEntityKind = keyof typeof removableEntityKinds;

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Removing values from the top lists and bringing them back (doc 2 §6: anyone in an investigation). */
export const removalApi = {
  removeEntities: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:id/entities/remove',
    access: 'owner',
    summary: 'Hide entities from their top lists: an object mapping each entity name to its kind',
    params: idParams,
    body: z.record(
      z.string().min(1).max(500),
      z.enum(Object.keys(removableEntityKinds) as [RemovableEntityKind, ...RemovableEntityKind[]]),
    ),
    response: z.object({ removed: z.number().int() }),
  }),
  restoreEntities: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:id/entities/restore-all',
    access: 'owner',
    summary: 'Bring back every removed entity',
    params: idParams,
    response: z.object({ restored: z.number().int() }),
  }),
  removeAuthors: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/authors/remove',
    access: 'owner',
    summary: "Hide authors from the Authors top list (Quarry's call; the spec shows only bringing them back)",
    params: investigationParams,
    body: z.object({ personIds: z.array(z.number().int()).min(1).max(10_000) }),
    response: z.object({ removed: z.number().int() }),
  }),
  restoreAuthors: defineEndpoint({
    method: 'GET',
    path: '/api/investigations/:type/:id/undelete',
    access: 'owner',
    summary: 'Bring back every removed author',
    params: investigationParams,
    response: z.object({ restored: z.number().int() }),
  }),
};
