import { removableEntityKinds, type RemovableEntityKind } from '@quarry/contract';
import type { Database } from '../../../db/database.js';
import type { InvestigationFacts } from '../../investigations/index.js';
import {
  AUTHORS,
  deleteRemovedValues,
  deleteRemovedValuesOf,
  insertRemovedValues,
  loadRemovedValues,
  type RemovedValue,
} from './removed-values.repository.js';
import type { IndexChange } from '../index/index-change.js';
import type { WorkspaceIndexes } from '../index/workspace-indexes.js';

const ENTITY_CATEGORIES = Object.values(removableEntityKinds);

export type RemovalService = ReturnType<typeof createRemovalService>;

/** Removing authors and entities from the top lists, and bringing them back (doc 2 §6–§7). */
export function createRemovalService(
  db: Database,
  indexes: WorkspaceIndexes,
  /** Told of each change this process applied (the change bus carries it to the other processes' indexes). */
  changed: (change: IndexChange) => void,
) {
  const publish = indexes.publisher(changed);

  async function remove(investigation: InvestigationFacts, values: RemovedValue[]): Promise<{ removed: number }> {
    const investigationId = investigation.id;
    const removed = await insertRemovedValues(db, investigationId, values);
    await publish({ kind: 'hidden', investigationId, hidden: true, values });
    return { removed };
  }

  async function restore(investigation: InvestigationFacts, categories: string[]): Promise<{ restored: number }> {
    const investigationId = investigation.id;
    const restored = await deleteRemovedValues(db, investigationId, categories);
    await publish({ kind: 'hidden', investigationId, hidden: false, values: restored });
    return { restored: restored.length };
  }

  return {
    removeEntities: (investigation: InvestigationFacts, entities: Record<string, RemovableEntityKind>) =>
      remove(
        investigation,
        Object.entries(entities).map(([value, kind]) => ({ category: removableEntityKinds[kind], value })),
      ),
    restoreEntities: (investigation: InvestigationFacts) => restore(investigation, ENTITY_CATEGORIES),
    removeAuthors: (investigation: InvestigationFacts, personIds: number[]) =>
      remove(
        investigation,
        personIds.map((id) => ({ category: AUTHORS, value: String(id) })),
      ),
    restoreAuthors: (investigation: InvestigationFacts) => restore(investigation, [AUTHORS]),
    /** Brings these authors back (a Neutral or Relevant vote of the Disambiguate tab). */
    async restoreAuthorIds(investigation: InvestigationFacts, personIds: number[]): Promise<{ restored: number }> {
      const restored = await deleteRemovedValuesOf(db, investigation.id, AUTHORS, personIds.map(String));
      await publish({ kind: 'hidden', investigationId: investigation.id, hidden: false, values: restored });
      return { restored: restored.length };
    },
    async removedAuthorIds(investigationId: number): Promise<Set<number>> {
      const removed = await loadRemovedValues(db, investigationId);
      return new Set(removed.filter((value) => value.category === AUTHORS).map((value) => Number(value.value)));
    },
  };
}
