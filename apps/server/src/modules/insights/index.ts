export { createInsightsService, type InsightImageStore, type InsightsPorts, type InsightsService } from './insights.service.js';
export { registerInsightsRoutes } from './insights.routes.js';
