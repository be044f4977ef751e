import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { ChangeBus } from '../events/change-bus.js';
import { createHarvesting } from '../engines/harvest/harvesting.js';
import type { JobRunner } from '../jobs/job-runner.js';
import { harvestSettingsOf } from '../modules/configuration/index.js';
import {
  createDocumentEditingService,
  createDocumentSourcesService,
  documentStore,
} from '../modules/documents/index.js';
import { createHarvestRunsService, createHarvestsService } from '../modules/harvests/index.js';
import {
  addToDocumentCount,
  createAffiliationsService,
  investigationsForHarvest,
} from '../modules/investigations/index.js';
import { documentAuthorship } from '../modules/persons/index.js';
import type { Late } from './late.js';
import type { InvestigationsWiring } from './wire-investigations.js';
import type { PersonsWiring } from './wire-persons.js';
import type { WorkspaceWiring } from './wire-workspace.js';

export type HarvestWiring = ReturnType<typeof wireHarvest>;

/**
 * Harvesting: the engine (the sources and the harvest job), the harvests users ask for and undo, a document's
 * harvested records, and the institution search of the investigation forms, which asks the engine's sources.
 */
export function wireHarvest(deps: {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  jobs: JobRunner;
  investigations: InvestigationsWiring;
  workspace: WorkspaceWiring;
  persons: PersonsWiring;
  changes: Late<ChangeBus>;
}) {
  const { db, config, log, jobs, investigations, workspace, changes } = deps;
  const { authorMentions } = deps.persons;
  // Harvests read and write in the background lane: on the embedded engine, requests go first (docs/decisions/005).
  const engine = createHarvesting(
    config,
    db.background,
    {
      batchStored: (investigationId, added) => changes.get().publish({ kind: 'documents', investigationId, added }),
      statusChanged: (investigationId) => changes.get().publish({ kind: 'status', investigationId }),
    },
    {
      ...investigationsForHarvest(db.background),
      uploadPath: investigations.uploadFiles.pathOf,
      settingsOf: (investigation) => harvestSettingsOf(db.background, investigation, config.sources.maxResults),
      mentions: authorMentions,
      documents: documentStore,
    },
  );
  jobs.handle(engine.jobHandlers);
  // An undone harvest removed documents: recount them, rebuild loaded indexes, refresh open lists.
  const runs = createHarvestRunsService(db, authorMentions, async (investigationId) => {
    await investigations.service.documentsRemoved(investigationId);
    changes.get().publish({ kind: 'documents', investigationId, added: 0 });
    changes.get().publish({ kind: 'status', investigationId });
  });
  // A split adds a document: loaded indexes rebuild as after a harvest batch.
  const documentSources = createDocumentSourcesService(db, authorMentions, (investigationId) =>
    changes.get().publish({ kind: 'documents', investigationId, added: 1 }),
  );
  // A document a user creates or edits enters loaded indexes and open lists as a harvest batch's documents do.
  const documentEditing = createDocumentEditingService({
    db,
    authors: { ...documentAuthorship, stored: authorMentions.stored },
    addToDocumentCount,
    changed: (investigationId, added) => changes.get().publish({ kind: 'documents', investigationId, added }),
  });
  return {
    engine,
    service: createHarvestsService(db, jobs, workspace.service.documentIdsIn),
    runs,
    documentSources,
    documentEditing,
    affiliations: createAffiliationsService(db, engine.lookupInstitutions, log),
  };
}
