export { createPublishingService, type PublishingPorts, type PublishingService } from './publishing.service.js';
export { registerPublishingRoutes } from './publishing.routes.js';
