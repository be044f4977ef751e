export { createInvestigationsService, type InvestigationsService } from './investigations.service.js';
export { investigationsForHarvest } from './harvest-side.js';
export { registerInvestigationsRoutes } from './investigations.routes.js';
export type { InvestigationFacts, InvestigationRow } from './investigations.repository.js';
export { createUploadsService } from './uploads.service.js';
export { registerUploadRoutes } from './uploads.routes.js';
export type { UploadRow } from './uploads.repository.js';
export { createUploadFiles, type UploadFiles } from './upload-files.js';
export { createAffiliationsService, type AffiliationsService } from './affiliations.service.js';
