export { createScreening, type ScreeningService } from './screening.service.js';
export { registerScreeningRoutes } from './screening.routes.js';
export { exclusionReasonsReader } from './exclusion-reasons.js';
