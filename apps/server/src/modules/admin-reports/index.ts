export { createAdminReports, type AdminReports, type AdminReportsDeps } from './admin-reports.service.js';
export { registerAdminReportsRoutes } from './admin-reports.routes.js';
