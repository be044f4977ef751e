import type { CreatedInvestigation } from '@quarry/contract';
import type { Database, Queryable } from '../db/database.js';
import type { IdMap } from '../db/id-map.js';
import type { SessionUser } from '../http/session-user.js';
import type { InvestigationFacts } from '../modules/investigations/index.js';

/** What each owner copies of an investigation, inside one transaction. */
export interface DuplicateOwners {
  investigations: {
    copyRow(tx: Queryable, user: SessionUser, source: InvestigationFacts): Promise<CreatedInvestigation>;
    startCopy(source: InvestigationFacts, copy: CreatedInvestigation): Promise<void>;
  };
  documents: {
    copy(tx: Queryable, sourceId: number, copyId: number): Promise<IdMap>;
    /** The copy's documents show the copied images (copied by the persons module after the documents). */
    relinkImages(tx: Queryable, copyId: number, images: IdMap): Promise<void>;
  };
  workspace: {
    copyEntityLabels(tx: Queryable, sourceId: number, copyId: number): Promise<void>;
    copyRemovedValues(tx: Queryable, sourceId: number, copyId: number, persons: IdMap): Promise<void>;
  };
  persons: {
    copy(tx: Queryable, sourceId: number, copyId: number, documents: IdMap): Promise<{ persons: IdMap; images: IdMap }>;
  };
  terms: { copy(tx: Queryable, sourceId: number, copyId: number): Promise<void> };
  configuration: { copy(tx: Queryable, sourceId: number, copyId: number): Promise<void> };
  insights: {
    copy(
      tx: Queryable,
      sourceId: number,
      copyId: number,
      copied: { documents: IdMap; persons: IdMap; images: IdMap },
    ): Promise<void>;
  };
}

/**
 * Duplicating an investigation spans seven modules: each copies the tables it owns (the row; the documents with
 * provenance, merges and entities; their entity labels; the persons with their authorships and the images; the
 * removed values; the search definition; the configuration with its dictionaries; the report's sections and
 * insights), all in one transaction, so a copy is whole or not there. The old → new id maps pass from one owner to
 * the next as values (IdMap), never as a table another module reads.
 */
export function duplicateInvestigationCommand(db: Database, owners: DuplicateOwners) {
  return async (user: SessionUser, source: InvestigationFacts): Promise<CreatedInvestigation> => {
    const copy = await db.transaction(async (tx) => {
      const made = await owners.investigations.copyRow(tx, user, source);
      const documents = await owners.documents.copy(tx, source.id, made.id);
      await owners.workspace.copyEntityLabels(tx, source.id, made.id);
      const { persons, images } = await owners.persons.copy(tx, source.id, made.id, documents);
      await owners.documents.relinkImages(tx, made.id, images);
      await owners.workspace.copyRemovedValues(tx, source.id, made.id, persons);
      await owners.terms.copy(tx, source.id, made.id);
      await owners.configuration.copy(tx, source.id, made.id);
      await owners.insights.copy(tx, source.id, made.id, { documents, persons, images });
      return made;
    });
    await owners.investigations.startCopy(source, copy);
    return copy;
  };
}
