/** The admin area (doc 3 §2): its guard, and the merge page with Redo Merge and the health checks. */
export { AdminGuard, mayOpenAdmin } from './AdminGuard';
export { AdminMerge } from './AdminMerge';
