export { createRedoMerge, type RedoMerge, type RedoMergePorts } from './redo-merge.js';
export { createHealthCheck, type HealthCheck, HEALTHCHECK_REUSE_MS } from './health-check.js';
export { registerMaintenanceRoutes } from './maintenance.routes.js';
