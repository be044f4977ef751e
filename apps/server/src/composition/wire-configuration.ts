import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { ChangeBus } from '../events/change-bus.js';
import { createConfigurationService } from '../modules/configuration/index.js';
import type { Late } from './late.js';

/** The investigation configuration; a save may change the dictionaries: loaded indexes rebuild their top lists. */
export function wireConfiguration(deps: { db: Database; config: Config; changes: Late<ChangeBus> }) {
  const { db, config, changes } = deps;
  return createConfigurationService(db, config, (investigationId) =>
    changes.get().publish({ kind: 'configuration', investigationId }),
  );
}
