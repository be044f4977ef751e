import type { Database } from '../db/database.js';
import { createScreening, createScreeningTeam } from '../modules/screening/index.js';
import type { WorkspaceWiring } from './wire-workspace.js';

export type ScreeningWiring = ReturnType<typeof wireScreening>;

/** Screening mode: the workspace's order and documents, and its vote, which the model and the lists follow. */
export function wireScreening(deps: { db: Database; workspace: WorkspaceWiring }) {
  const { db, workspace } = deps;
  const reads = {
    orderedIds: workspace.service.orderedIds,
    documents: workspace.service.nextDocuments,
    vote: workspace.review.relevancy,
  };
  return { service: createScreening(db, reads), team: createScreeningTeam(db, reads) };
}
