import { removableEntityKinds, type RemovableEntityKind } from '@quarry/contract';
import type { Database } from '../../db/database.js';
import type { SessionUser } from '../../http/session-user.js';
import type { InvestigationsService } from '../investigations/index.js';
import { deleteRemovedValues, insertRemovedValues, type RemovedValue } from './removed-values.repository.js';
import type { IndexChange } from './index-change.js';
import type { WorkspaceIndexes } from './workspace-indexes.js';

const AUTHORS = 'predefined.Persons';
const ENTITY_CATEGORIES = Object.values(removableEntityKinds);

export type RemovalService = ReturnType<typeof createRemovalService>;

/** Removing authors and entities from the top lists, and bringing them back (doc 2 §6–§7). */
export function createRemovalService(
  db: Database,
  investigations: InvestigationsService,
  indexes: WorkspaceIndexes,
  /** Told of each change this process applied (the change bus carries it to the other processes' indexes). */
  changed: (change: IndexChange) => void,
) {
  const publish = indexes.publisher(changed);

  async function remove(user: SessionUser, investigationId: number, values: RemovedValue[]): Promise<{ removed: number }> {
    await investigations.owned(user, investigationId);
    const removed = await insertRemovedValues(db, investigationId, values);
    await publish({ kind: 'hidden', investigationId, hidden: true, values });
    return { removed };
  }

  async function restore(user: SessionUser, investigationId: number, categories: string[]): Promise<{ restored: number }> {
    await investigations.owned(user, investigationId);
    const restored = await deleteRemovedValues(db, investigationId, categories);
    await publish({ kind: 'hidden', investigationId, hidden: false, values: restored });
    return { restored: restored.length };
  }

  return {
    removeEntities: (user: SessionUser, investigationId: number, entities: Record<string, RemovableEntityKind>) =>
      remove(user, investigationId, Object.entries(entities).map(([value, kind]) => ({ category: removableEntityKinds[kind], value }))),
    restoreEntities: (user: SessionUser, investigationId: number) => restore(user, investigationId, ENTITY_CATEGORIES),
    removeAuthors: (user: SessionUser, investigationId: number, personIds: number[]) =>
      remove(user, investigationId, personIds.map((id) => ({ category: AUTHORS, value: String(id) }))),
    restoreAuthors: (user: SessionUser, investigationId: number) => restore(user, investigationId, [AUTHORS]),
  };
}
