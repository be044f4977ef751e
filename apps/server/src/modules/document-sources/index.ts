export { createDocumentSourcesService, type DocumentSourcesService } from './document-sources.service.js';
export { registerDocumentSourcesRoutes } from './document-sources.routes.js';
