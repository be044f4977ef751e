import { documentSourcesApi } from '@quarry/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.js';
import type { DocumentSourcesService } from './document-sources.service.js';

/** A document's merged sources, and splitting one back out (Step 6). */
export function registerDocumentSourcesRoutes(app: FastifyInstance, sources: DocumentSourcesService): void {
  addRoute(app, documentSourcesApi.list, async ({ investigation, params }) =>
    sources.list(investigation.id, params.docId),
  );
  addRoute(app, documentSourcesApi.split, async ({ investigation, params }) =>
    sources.split(investigation.id, params.docId, params.mergeId),
  );
}
