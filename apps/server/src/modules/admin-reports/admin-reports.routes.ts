import { adminReportsApi } from '@quarry/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.js';
import { eachAccuracyFile } from './accuracy-form.js';
import type { AdminReports } from './admin-reports.service.js';

/** The process menu's admin reports (doc 3 §7): each a workbook in storage, answered by its key. */
export function registerAdminReportsRoutes(app: FastifyInstance, reports: AdminReports): void {
  addRoute(app, adminReportsApi.authorFeedbackReport, () => reports.authorFeedback());
  addRoute(app, adminReportsApi.qualityEstimationReport, () => reports.qualityEstimation());
  addRoute(app, adminReportsApi.clusterDiff, ({ query }) => reports.clusterDiff(query));
  addRoute(app, adminReportsApi.batchAccuracyReport, ({ request }) =>
    reports.batchAccuracyReport((each) => eachAccuracyFile(request, each)),
  );
}
