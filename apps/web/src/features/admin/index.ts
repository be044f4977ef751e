/** The admin area (doc 3 §2): its guard, the merge page with Redo Merge and the health checks, the cluster report. */
export { AdminGuard, mayOpenAdmin } from './AdminGuard';
export { AdminMerge } from './AdminMerge';
export { ClusterReport, investigationIdOfRoute } from './cluster-report';
