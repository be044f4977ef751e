export {
  createInsightsService,
  EXPORT_REPORT_JOB,
  type InsightImageStore,
  type InsightsPorts,
  type InsightsService,
} from './insights.service.js';
export { registerInsightsRoutes } from './insights.routes.js';
