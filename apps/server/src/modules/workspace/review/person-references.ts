import type { Queryable } from '../../../db/database.js';
import { repointAuthorFilters } from './person-references.repository.js';
import { AUTHORS, deleteRemovedValuesOf, insertRemovedValues } from './removed-values.repository.js';

/** What a person merge took from the workspace's tables: the merged persons' removals from the Authors top list. */
interface TakenReferences {
  removed: string[];
}

/**
 * The workspace's references to persons, for a merge (modules/persons, PersonReferences): removals of a merged
 * person go (the kept one's stay), saved filters on a merged person now select the kept one; an undo brings the
 * removals back (filters keep the kept person: it still holds every document they selected).
 */
export const workspacePersonReferences = {
  async merge(tx: Queryable, investigationId: number, keptId: number, mergedIds: number[]): Promise<TakenReferences> {
    const removed = await deleteRemovedValuesOf(tx, investigationId, AUTHORS, mergedIds.map(String));
    await repointAuthorFilters(tx, investigationId, keptId, mergedIds);
    return { removed: removed.map((value) => value.value) };
  },

  async restore(tx: Queryable, investigationId: number, taken: unknown): Promise<number[]> {
    const removed = (taken as TakenReferences | undefined)?.removed ?? [];
    await insertRemovedValues(
      tx,
      investigationId,
      removed.map((value) => ({ category: AUTHORS, value })),
    );
    return removed.map(Number);
  },
};
