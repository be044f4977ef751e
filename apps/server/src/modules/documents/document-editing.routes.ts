import { documentEditingApi, documentHistoryApi } from '@quarry/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.js';
import type { DocumentEditingService } from './document-editing.service.js';

/** Documents users write (doc 2 §7 Documents), and their history of edits with its undo (Quarry's own calls). */
export function registerDocumentEditingRoutes(app: FastifyInstance, editing: DocumentEditingService): void {
  addRoute(app, documentEditingApi.create, async ({ investigation, params, body, reply }) => {
    const document = await editing.create(investigation.id, body);
    // doc 2 §4: the client reads the new id from the Location header's last segment.
    reply
      .code(201)
      .header('Location', `/api/investigations/${params.type}/${investigation.id}/documents/${document.id}`);
    return document;
  });
  addRoute(app, documentEditingApi.edit, async ({ investigation, params, body, user }) =>
    editing.edit(investigation.id, params.docId, user.id, body),
  );
  addRoute(app, documentHistoryApi.list, async ({ investigation, params }) =>
    editing.history(investigation.id, params.docId),
  );
  addRoute(app, documentHistoryApi.undo, async ({ investigation, params }) =>
    editing.undo(investigation.id, params.docId),
  );
}
