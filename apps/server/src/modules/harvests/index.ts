export { createHarvestsService, type HarvestsService } from './harvests.service.js';
export { registerHarvestsRoutes } from './harvests.routes.js';
export { createHarvestRunsService, type HarvestRunsService } from './harvest-runs.service.js';
