import type { CreatedInvestigation } from '@quarry/contract';
import type { Database, Queryable } from '../db/database.js';
import type { SessionUser } from '../http/session-user.js';
import type { InvestigationFacts } from '../modules/investigations/index.js';

/** What each owner copies of an investigation, inside one transaction. */
export interface DuplicateOwners {
  investigations: {
    copyRow(tx: Queryable, user: SessionUser, source: InvestigationFacts): Promise<CreatedInvestigation>;
    startCopy(source: InvestigationFacts, copy: CreatedInvestigation): Promise<void>;
  };
  workspace: {
    copyDocuments(tx: Queryable, sourceId: number, copyId: number): Promise<void>;
    copyRemovedValues(tx: Queryable, sourceId: number, copyId: number): Promise<void>;
  };
  persons: { copy(tx: Queryable, sourceId: number, copyId: number): Promise<void> };
  terms: { copy(tx: Queryable, sourceId: number, copyId: number): Promise<void> };
  configuration: { copy(tx: Queryable, sourceId: number, copyId: number): Promise<void> };
  insights: { copy(tx: Queryable, sourceId: number, copyId: number): Promise<void> };
}

/**
 * Duplicating an investigation spans six modules: each copies the tables it owns (the row; the documents with
 * provenance and entities; the persons with their authorships and the images; the removed values; the search
 * definition; the configuration with its dictionaries; the report's sections and insights), all in one transaction,
 * so a copy is whole or not there. The old → new id maps pass from one owner to the next in temporary tables
 * (doc_map, person_map, image_map).
 */
export function duplicateInvestigationCommand(db: Database, owners: DuplicateOwners) {
  return async (user: SessionUser, source: InvestigationFacts): Promise<CreatedInvestigation> => {
    const copy = await db.transaction(async (tx) => {
      const made = await owners.investigations.copyRow(tx, user, source);
      await owners.workspace.copyDocuments(tx, source.id, made.id);
      await owners.persons.copy(tx, source.id, made.id);
      await owners.workspace.copyRemovedValues(tx, source.id, made.id);
      await owners.terms.copy(tx, source.id, made.id);
      await owners.configuration.copy(tx, source.id, made.id);
      await owners.insights.copy(tx, source.id, made.id);
      return made;
    });
    await owners.investigations.startCopy(source, copy);
    return copy;
  };
}
