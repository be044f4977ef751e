import { mergeText, type MergedPersons } from '@quarry/contract';
import type { Database, Queryable } from '../../db/database.js';
import { badRequest, notFound } from '../../http/http-error.js';
import type { JobHandler } from '../../jobs/job-runner.js';
import { existingPersonIds } from './person-decisions.repository.js';
import {
  authorshipsOf,
  decisionsOf,
  type DocumentPersons,
  joinPersons,
  lastStandingMerge,
  lockPersons,
  personsOfDocuments,
  recordMerge,
  restoreMerge,
} from './person-merges.repository.js';

export const UNDO_PERSON_MERGE_JOB = 'undo-person-merge';

/**
 * What other modules keep that names persons (removed authors, saved filters; later images and insights): a merge
 * hands them the merged ids inside its transaction, and an undo gives back what they kept.
 */
export interface PersonReferences {
  /** Points what must follow the merged persons at the kept one; answers what the undo needs to put it back. */
  merge(tx: Queryable, investigationId: number, keptId: number, mergedIds: number[]): Promise<unknown>;
  /** Puts back what `merge` answered; answers the persons to hide again from the Authors top list. */
  restore(tx: Queryable, investigationId: number, taken: unknown): Promise<number[]>;
}

export interface PersonsChange {
  investigationId: number;
  /** The documents whose persons changed, with their persons now. */
  documents: DocumentPersons[];
  /** Persons removed from the Authors top list again (an undo gives their removal back). */
  hiddenAgain: number[];
}

export interface PersonMergesDeps {
  references: PersonReferences;
  /** Told after the write: loaded workspace indexes update their Authors top list in place. */
  changed(change: PersonsChange): Promise<void>;
  /** An undo finished: open lists are worth refreshing (the refresh button lights up). */
  undone(investigationId: number): void;
  enqueue(job: { kind: string; investigationId: number; payload: Record<string, unknown> }): Promise<number>;
}

/** Merging persons into one and undoing it exactly (doc 3 §4 Disambiguation, §7; doc 2 §7 Undo Manual Merge). */
export function createPersonMerges(db: Database, deps: PersonMergesDeps) {
  async function announce(investigationId: number, documentIds: number[], hiddenAgain: number[]): Promise<void> {
    const unique = [...new Set(documentIds)];
    await deps.changed({
      investigationId,
      documents: unique.length > 0 ? await personsOfDocuments(db, unique) : [],
      hiddenAgain,
    });
  }

  async function merge(userId: number, investigationId: number, personIds: number[]): Promise<MergedPersons> {
    const [keptId, ...mergedIds] = personIds as [number, ...number[]];
    const documentIds = await db.transaction(async (tx) => {
      const rows = await lockPersons(tx, investigationId, personIds);
      if (rows.length !== personIds.length) throw notFound();
      const persons = personIds.map((id) => rows.find((row) => row.id === id)!);
      const authorships = await authorshipsOf(tx, mergedIds);
      const decisions = await decisionsOf(tx, investigationId, mergedIds);
      const references = await deps.references.merge(tx, investigationId, keptId, mergedIds);
      await joinPersons(tx, investigationId, keptId, mergedIds);
      await recordMerge(tx, investigationId, userId, keptId, mergedIds, {
        persons,
        authorships,
        decisions,
        references,
      });
      return authorships.map((authorship) => authorship.document_id);
    });
    await announce(investigationId, documentIds, []);
    return { personId: keptId, mergedPersonIds: mergedIds };
  }

  /** Queues the undo of each person's last standing merge; refuses them all when one has none. */
  async function undo(investigationId: number, personIds: number[]): Promise<{ jobIds: number[] }> {
    const present = await existingPersonIds(db, investigationId, personIds);
    for (const personId of personIds) {
      if (!present.has(personId)) throw notFound();
      if (!(await lastStandingMerge(db, investigationId, personId))) throw badRequest(mergeText.notMerged);
    }
    const jobIds: number[] = [];
    for (const personId of personIds) {
      jobIds.push(
        await deps.enqueue({ kind: UNDO_PERSON_MERGE_JOB, investigationId, payload: { investigationId, personId } }),
      );
    }
    return { jobIds };
  }

  /** The undo job: idempotent (a merge already undone is left alone), so a retried attempt does no harm. */
  const undoJob: JobHandler = async ({ job }) => {
    const { investigationId, personId } = job.payload as { investigationId: number; personId: number };
    const restored = await db.transaction(async (tx) => {
      const standing = await lastStandingMerge(tx, investigationId, personId);
      // Merged away since (into another person): that merge must be undone first.
      if (!standing || (await existingPersonIds(tx, investigationId, [personId])).size === 0) return undefined;
      await restoreMerge(tx, investigationId, standing);
      const hiddenAgain = await deps.references.restore(tx, investigationId, standing.before.references);
      return { documentIds: standing.before.authorships.map((authorship) => authorship.document_id), hiddenAgain };
    });
    if (!restored) return;
    await announce(investigationId, restored.documentIds, restored.hiddenAgain);
    deps.undone(investigationId);
  };

  return { merge, undo, jobHandlers: { [UNDO_PERSON_MERGE_JOB]: undoJob } };
}
