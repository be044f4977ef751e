import { z } from 'zod';
import { editableAuthor } from './document-editing.js';
import { defineEndpoint } from './endpoint.js';
import { workspaceDocument } from './workspace.js';

/*
 * A document's own history of edits (issue 30: "undone with the document's own history"). The spec names no call
 * for it; these are Quarry's: the edits made to a document, newest first, and undoing the newest.
 */

/** A field's value before an edit, as the dialog shows it: text ('' when empty), or the author list. */
export const previousValue = z.union([z.string(), z.array(editableAuthor)]);

export const documentEdit = z.object({
  id: z.number().int(),
  /** ISO timestamp. */
  editedAt: z.string(),
  /** The nickname of who made it; null when the account is gone. */
  editedBy: z.string().nullable(),
  /** The fields the edit set (the overwrites' names: title, date, authors…). */
  fields: z.array(z.string()),
  /** Each of those fields as it was before the edit (`date` as the dialog's text, YYYY-MM-DD or shorter). */
  previous: z.record(z.string(), previousValue),
});
export type DocumentEdit = z.infer<typeof documentEdit>;

const documentParams = z.object({
  type: z.string().regex(/^[a-z]+$/),
  id: z.coerce.number().int().positive(),
  docId: z.coerce.number().int().positive(),
});

export const documentHistoryApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/investigations/:type/:id/documents/:docId/history',
    access: 'owner',
    requires: 'omnipotent',
    summary: "The document's edits, newest first, each with the values it replaced (Quarry's own call)",
    params: documentParams,
    response: z.object({ edits: z.array(documentEdit) }),
  }),
  undo: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/documents/:docId/history/undo',
    access: 'owner',
    requires: 'omnipotent',
    summary:
      'Undoes the newest edit: its fields get their previous values back and a harvest may fill them again where ' +
      "they were empty before; 400 when there is none (Quarry's own call)",
    params: documentParams,
    response: workspaceDocument,
  }),
} as const;
