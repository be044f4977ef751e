export {
  createInsightsService,
  EXPORT_REPORT_JOB,
  type InsightImageStore,
  type InsightsPorts,
  type InsightsService,
} from './insights.service.js';
export { registerInsightsRoutes } from './insights.routes.js';
// The report's Word parts, for the other Word files (a person's profile).
export { citation, note as wordNote } from './report-docx.js';
