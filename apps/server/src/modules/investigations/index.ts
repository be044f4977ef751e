export { createInvestigationsService, HARVEST_JOB, type InvestigationsService } from './investigations.service.js';
export { registerInvestigationsRoutes } from './investigations.routes.js';
export {
  findInvestigation,
  refreshDocumentCount,
  setInvestigationStatus,
  type InvestigationRow,
} from './investigations.repository.js';
export { createUploadsService } from './uploads.service.js';
export { registerUploadRoutes } from './uploads.routes.js';
export { listUploads, type UploadRow } from './uploads.repository.js';
export { createUploadFiles, type UploadFiles } from './upload-files.js';
export { createAffiliationsService, type AffiliationsService } from './affiliations.service.js';
export type { InstitutionName } from './affiliations.repository.js';
