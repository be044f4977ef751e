import type { Database } from '../db/database.js';
import { graphsSettingsOf } from '../modules/configuration/index.js';
import { createGraphsService, createTimeline } from '../modules/graphs/index.js';
import type { TermsService } from '../modules/terms/index.js';
import type { HarvestWiring } from './wire-harvest.js';
import type { InvestigationsWiring } from './wire-investigations.js';
import type { PersonsWiring } from './wire-persons.js';
import type { WorkspaceWiring } from './wire-workspace.js';

export type GraphsWiring = ReturnType<typeof wireGraphs>;

/** The author and entity graphs over the workspace index, and the timeline. */
export function wireGraphs(deps: {
  db: Database;
  investigations: InvestigationsWiring;
  workspace: WorkspaceWiring;
  persons: PersonsWiring;
  harvest: HarvestWiring;
  terms: TermsService;
}) {
  const { db, investigations, persons, harvest, terms } = deps;
  const workspace = deps.workspace.service;
  return {
    graphs: createGraphsService({
      workspace,
      graphsSettings: (investigationId) => graphsSettingsOf(db, investigationId),
      manuallyMerged: persons.service.manuallyMerged,
      enrichedNames: harvest.service.enrichedNames,
      semanticAffinity: persons.service.semanticAffinity,
      titleOf: (investigationId) => investigations.service.title(investigationId),
    }),
    timeline: createTimeline({
      workspace,
      terms: (investigation) => terms.list(investigation),
      worksPerYear: harvest.engine.worksPerYear,
    }),
  };
}
