import { publicationPagesApi } from '@quarry/contract';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../http/downloads.js';
import { addRoute } from '../../http/route.js';
import type { PublishingService } from './publishing.service.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The faculty-works edition's page generation and export for labelling (doc 2 §7 Exports). */
export function registerPublishingRoutes(app: FastifyInstance, publishing: PublishingService): void {
  addRoute(app, publicationPagesApi.html, ({ investigation, query }) =>
    publishing.pages(investigation, query.theme, query.filename),
  );
  addRoute(app, publicationPagesApi.exportPublications, async ({ investigation, body, reply }) =>
    sendDownload(reply, await publishing.labellingExport(investigation, body), XLSX_TYPE),
  );
}
