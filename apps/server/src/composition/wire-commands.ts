import { documentWrites } from '../modules/documents/index.js';
import { duplicateInvestigationCommand } from '../commands/duplicate-investigation.command.js';
import type { Database } from '../db/database.js';
import type { ConfigurationService } from '../modules/configuration/index.js';
import type { InsightsService } from '../modules/insights/index.js';
import { copyPersonsOfInvestigation } from '../modules/persons/index.js';
import type { TermsService } from '../modules/terms/index.js';
import type { InvestigationsWiring } from './wire-investigations.js';
import type { WorkspaceWiring } from './wire-workspace.js';

export type CommandsWiring = ReturnType<typeof wireCommands>;

/** Commands: work that spans modules, each owner copying or changing its own tables in one transaction. */
export function wireCommands(deps: {
  db: Database;
  investigations: InvestigationsWiring;
  workspace: WorkspaceWiring;
  terms: TermsService;
  configuration: ConfigurationService;
  insights: InsightsService;
}) {
  const { db, terms, configuration, insights } = deps;
  return {
    duplicate: duplicateInvestigationCommand(db, {
      investigations: deps.investigations.service,
      documents: { copy: documentWrites.copyDocuments, relinkImages: documentWrites.relinkCopiedImages },
      workspace: deps.workspace.service,
      persons: { copy: copyPersonsOfInvestigation },
      terms,
      configuration,
      insights,
    }),
  };
}
