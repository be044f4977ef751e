import type { HarvestRun } from '@quarry/contract';
import type { Database } from '../../../db/database.js';
import type { DocumentStore } from '../document-store.js';
import type { AuthorMentions } from '../harvest-ports.js';
import { listRuns, undoRun } from './harvest-runs.repository.js';

/** The harvest side's runs, for the harvests module's summary: the latest first. */
export const harvestRunsOf = (db: Database, investigationId: number, limit: number): Promise<HarvestRun[]> =>
  listRuns(db, investigationId, limit);

/** Undoes a harvest's additions in one transaction (undefined: the run cannot be undone); the documents module deletes the documents, the persons module drops persons left without authorships. */
export const undoHarvestRun = (
  db: Database,
  mentions: Pick<AuthorMentions, 'dropLonePersons'>,
  documents: Pick<DocumentStore, 'deleteDocuments' | 'undoImportedDecisions'>,
  investigationId: number,
  jobId: number,
) => db.transaction((tx) => undoRun(tx, investigationId, jobId, mentions, documents));
