export { createGraphsService, type GraphsService } from './graphs.service.js';
export { registerGraphsRoutes } from './graphs.routes.js';
export { createTimeline } from './timeline.service.js';
