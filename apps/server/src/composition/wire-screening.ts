import type { Database } from '../db/database.js';
import { createScreening, createScreeningTeam } from '../modules/screening/index.js';
import type { ChangeBus } from '../events/change-bus.js';
import type { Late } from './late.js';
import type { InvestigationsWiring } from './wire-investigations.js';
import type { WorkspaceWiring } from './wire-workspace.js';

export type ScreeningWiring = ReturnType<typeof wireScreening>;

/** Screening mode: the workspace's order and documents, and its vote, which the model and the lists follow. */
export function wireScreening(deps: {
  db: Database;
  workspace: WorkspaceWiring;
  investigations: InvestigationsWiring;
  changes: Late<ChangeBus>;
}) {
  const { db, workspace, investigations, changes } = deps;
  const reads = {
    orderedIds: workspace.service.orderedIds,
    documents: workspace.service.nextDocuments,
    vote: workspace.review.relevancy,
    screeners: (investigationId: number) => investigations.members.screeners(investigationId),
    changed: (investigationId: number) => changes.get().publish({ kind: 'screening', investigationId }),
  };
  return { service: createScreening(db, reads), team: createScreeningTeam(db, reads) };
}
