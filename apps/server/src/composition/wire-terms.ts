import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { ChangeBus } from '../events/change-bus.js';
import { createTermsService, loadPredefinedGroups } from '../modules/terms/index.js';
import type { Late } from './late.js';
import type { HarvestWiring } from './wire-harvest.js';
import type { WorkspaceWiring } from './wire-workspace.js';

/** The search definition: added terms are harvested, and a change re-scores the loaded indexes of every process. */
export function wireTerms(deps: {
  db: Database;
  config: Config;
  harvest: HarvestWiring;
  workspace: WorkspaceWiring;
  changes: Late<ChangeBus>;
}) {
  const { db, config, harvest, workspace, changes } = deps;
  return createTermsService(db, {
    harvest: harvest.service.terms,
    changed: async (investigationId) => {
      await workspace.indexes.rescore(investigationId);
      changes.get().publish({ kind: 'terms', investigationId });
    },
    predefinedGroups: async () =>
      config.flags.showPredefinedTermGroups ? loadPredefinedGroups(config.predefinedTermGroupsFile) : [],
  });
}
