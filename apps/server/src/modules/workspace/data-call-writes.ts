import type { Queryable } from '../../db/database.js';
import { markInteraction, saveLastFilter } from './workspace-documents.repository.js';

/** How stale the investigation's last interaction time may be (it is shown to the minute at most). */
export const INTERACTION_EVERY_MS = 60_000;
/** Beyond this many remembered pairs the memory starts over (each is written again once: harmless). */
const MAX_REMEMBERED = 10_000;

/**
 * The writes of a workspace call, done only when they change something: the user's last filter when it differs
 * from the one this process last saved, the investigation's interaction time at most once a minute. The memory
 * is this process's; the database stays the truth (a forgotten entry only costs one more write).
 */
export function createDataCallWrites(db: Queryable, now: () => number = Date.now) {
  const savedFilters = new Map<string, string>();
  const interactionWrittenAt = new Map<number, number>();

  const remember = <K, V>(map: Map<K, V>, key: K, value: V) => {
    if (map.size >= MAX_REMEMBERED && !map.has(key)) map.clear();
    map.set(key, value);
  };

  function saveFilter(userId: number, investigationId: number, spec: unknown): Promise<void> | undefined {
    const key = `${userId}:${investigationId}`;
    const json = JSON.stringify(spec);
    if (savedFilters.get(key) === json) return undefined;
    // Remembered before the write, so a second identical call meanwhile does not write it again.
    remember(savedFilters, key, json);
    return saveLastFilter(db, userId, investigationId, spec).catch((error: unknown) => {
      if (savedFilters.get(key) === json) savedFilters.delete(key);
      throw error;
    });
  }

  function markInteracted(investigationId: number): Promise<void> | undefined {
    const at = now();
    const written = interactionWrittenAt.get(investigationId);
    if (written !== undefined && at - written < INTERACTION_EVERY_MS) return undefined;
    remember(interactionWrittenAt, investigationId, at);
    return markInteraction(db, investigationId).catch((error: unknown) => {
      if (interactionWrittenAt.get(investigationId) === at) interactionWrittenAt.delete(investigationId);
      throw error;
    });
  }

  return {
    /** Records a workspace call by `userId` with `spec`; resolves once the writes it needed are done. */
    async record(userId: number, investigationId: number, spec: unknown): Promise<void> {
      await Promise.all([saveFilter(userId, investigationId, spec), markInteracted(investigationId)]);
    },
  };
}
