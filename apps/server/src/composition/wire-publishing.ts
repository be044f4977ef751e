import type { Database } from '../db/database.js';
import { researchersOf } from '../modules/configuration/index.js';
import { createPublishingService, type PublishingService } from '../modules/publishing/index.js';
import type { InvestigationsWiring } from './wire-investigations.js';
import type { WorkspaceWiring } from './wire-workspace.js';

/** The faculty's publication pages and its publications for labelling, from the workspace's documents. */
export function wirePublishing(deps: {
  db: Database;
  investigations: InvestigationsWiring;
  workspace: WorkspaceWiring;
}): PublishingService {
  const { db, investigations } = deps;
  const workspace = deps.workspace.service;
  return createPublishingService({
    documents: (investigation, spec) => workspace.documentsOfFilter(investigation, spec),
    researchers: async (investigation) => (await researchersOf(db, investigation)).names,
    title: (investigationId) => investigations.service.title(investigationId),
  });
}
