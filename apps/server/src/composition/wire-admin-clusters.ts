import type { Database } from '../db/database.js';
import { createAdminClusters } from '../modules/admin-clusters/index.js';
import type { FileStorage } from '../storage/file-storage.js';

export type AdminClustersWiring = ReturnType<typeof wireAdminClusters>;

/** The cluster report and the merge reports of the admin area: they read the database and keep reports in storage. */
export function wireAdminClusters(deps: { db: Database; storage: FileStorage }) {
  return createAdminClusters(deps.db, deps.storage);
}
