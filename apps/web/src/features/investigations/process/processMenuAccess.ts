import type { User } from '@quarry/contract';

/** Which groups of the process menu a user sees; the menu shows when any group does. */
export interface ProcessMenuAccess {
  /** Upload Authors File, Delete All Pending, Restart Failed, Upload Investigations: omnisol calls, batch support on. */
  batch: boolean;
  /** Evaluate Accuracy Using CVs, Quality Estimation Report, Author Feedback Report, Cluster Diff: admin calls. */
  reports: boolean;
  /** Merge All Authors: omnipotent in the spec (doc 1 §6, doc 2 §6), and an admin call on the server. */
  mergeAll: boolean;
}

/**
 * Doc 1 §6 gives the process menu to omnisol users with batch support; doc 2 §6 to "admin and batch-investigation
 * users". Each item shows to whoever may make its call: the omnisol items with batch support, the reports to admins,
 * Merge All Authors to omnipotent admins.
 */
export function processMenuAccess(user: User | null, supportBatch: boolean): ProcessMenuAccess {
  return {
    batch: Boolean(user?.omnisol && supportBatch),
    reports: Boolean(user?.admin),
    mergeAll: Boolean(user?.omnipotent && user.admin),
  };
}

export const showsProcessMenu = (access: ProcessMenuAccess): boolean =>
  access.batch || access.reports || access.mergeAll;
