/** The admin area (doc 3 §2): its guard, the merge page with Redo Merge and the health checks, the cluster report. */
export { AdminGuard, mayOpenAdmin } from './AdminGuard';
export { AdminMerge } from './AdminMerge';
export { ClusterReport, investigationIdOfRoute } from './cluster-report';
/** Used by the process menu too: Merge All Authors is Redo Merge All; its reports ask for an investigation ID. */
export { redoMergeAll } from './adminCalls';
export { adminLabel } from './adminLabels';
export { investigationIdInput, investigationIdToRedo } from './redoMergeForm';
