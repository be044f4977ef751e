export { createScreening, type ScreeningService } from './screening.service.js';
export { registerScreeningRoutes } from './screening.routes.js';
export { createScreeningTeam, type ScreeningTeam } from './screening-team.service.js';
export { exclusionReasonsReader } from './exclusion-reasons.js';
