import { harvestRunMessages, type HarvestRun } from '@quarry/contract';
import type { Database } from '../../db/database.js';
import { harvestRunsOf, undoHarvestRun } from '../../engines/harvest/pipeline/harvest-runs.js';
import type { AuthorMentions } from '../../engines/harvest/harvest-ports.js';
import { HttpError } from '../../http/http-error.js';
import { documentStore } from '../documents/index.js';
import type { InvestigationFacts } from '../investigations/index.js';

/** How many harvests the summary lists. */
export const HARVEST_RUNS_SHOWN = 20;

export type HarvestRunsService = ReturnType<typeof createHarvestRunsService>;

/**
 * The harvest summary (what each harvest found, kept, failed on) and undoing a harvest's additions. After an undo,
 * `documentsRemoved` recounts the investigation and tells loaded indexes and open lists.
 */
export function createHarvestRunsService(
  db: Database,
  mentions: Pick<AuthorMentions, 'dropLonePersons'>,
  documentsRemoved: (investigationId: number) => Promise<void>,
) {
  return {
    async list(investigation: InvestigationFacts): Promise<{ runs: HarvestRun[] }> {
      return { runs: await harvestRunsOf(db, investigation.id, HARVEST_RUNS_SHOWN) };
    },

    async undo(investigation: InvestigationFacts, jobId: number) {
      const undone = await undoHarvestRun(db, mentions, documentStore, investigation.id, jobId);
      if (!undone) throw new HttpError(409, harvestRunMessages.notUndoable);
      // removed documents or taken-back votes: loaded indexes rebuild, and learn again from the votes left
      if (undone.removed > 0 || undone.decisionsUndone > 0) await documentsRemoved(investigation.id);
      return undone;
    },
  };
}
