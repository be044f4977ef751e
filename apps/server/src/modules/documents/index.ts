export { documentStore } from './document-store.js';
export { documentWrites, loadWorkspaceDocuments, type ReviewColumn } from './document-writes.js';
export { createDocumentSourcesService, type DocumentSourcesService } from './document-sources.service.js';
export { registerDocumentSourcesRoutes } from './document-sources.routes.js';
export {
  createDocumentEditingService,
  type DocumentAuthorsPort,
  type DocumentEditingService,
} from './document-editing.service.js';
export { registerDocumentEditingRoutes } from './document-editing.routes.js';
export { createDocumentImages, type DocumentImages, type ImageStore } from './document-images.js';
export { createDocumentFullText, type DocumentFullText } from './document-full-text.js';
export { registerDocumentFilesRoutes } from './document-files.routes.js';
