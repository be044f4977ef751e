export { createTermsService, type TermsService } from './terms.service.js';
export { registerTermsRoutes } from './terms.routes.js';
export { loadPredefinedGroups } from './predefined-groups.js';
export { scoringTermsOf } from './scoring-terms.js';
