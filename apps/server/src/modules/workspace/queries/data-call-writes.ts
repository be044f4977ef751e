import type { Queryable } from '../../../db/database.js';
import { markInvestigationInteraction } from '../../investigations/index.js';
import { saveLastFilter } from './workspace-documents.repository.js';

/** How stale the investigation's last interaction time may be (it is shown to the minute at most). */
export const INTERACTION_EVERY_MS = 60_000;
/**
 * A user's last filter is saved this long after the call that set it, as it is by then: dragging the year
 * histogram or paging through filters sends a call per step, and only where the user stops is worth a write.
 */
export const FILTER_SAVE_DELAY_MS = 1_000;
/** Beyond this many remembered pairs the memory starts over (each is written again once: harmless). */
const MAX_REMEMBERED = 10_000;

interface PendingFilter {
  userId: number;
  investigationId: number;
  spec: unknown;
  json: string;
}

interface DataCallWritesOptions {
  now?: () => number;
  filterDelayMs?: number;
  /** A deferred filter write failed (the call that set it has answered already). */
  onError?: (error: unknown) => void;
}

/**
 * The writes of a workspace call, done only when they change something: the user's last filter when it differs
 * from the one this process last saved (deferred, see FILTER_SAVE_DELAY_MS; the last filter reads it back before
 * it is written), the investigation's interaction time at most once a minute. The memory is this process's; the
 * database stays the truth (a forgotten entry only costs one more write).
 */
export function createDataCallWrites(db: Queryable, options: DataCallWritesOptions = {}) {
  const { now = Date.now, filterDelayMs = FILTER_SAVE_DELAY_MS, onError = () => undefined } = options;
  const savedFilters = new Map<string, string>();
  const pendingFilters = new Map<string, PendingFilter>();
  const timers = new Map<string, NodeJS.Timeout>();
  const interactionWrittenAt = new Map<number, number>();
  const keyOf = (userId: number, investigationId: number) => `${userId}:${investigationId}`;

  const remember = <K, V>(map: Map<K, V>, key: K, value: V) => {
    if (map.size >= MAX_REMEMBERED && !map.has(key)) map.clear();
    map.set(key, value);
  };

  async function writeFilter(key: string): Promise<void> {
    clearTimeout(timers.get(key));
    timers.delete(key);
    const pending = pendingFilters.get(key);
    if (!pending) return;
    pendingFilters.delete(key);
    if (savedFilters.get(key) === pending.json) return;
    // Remembered before the write, so that the same filter set again meanwhile is not written twice.
    remember(savedFilters, key, pending.json);
    try {
      await saveLastFilter(db, pending.userId, pending.investigationId, pending.spec);
    } catch (error) {
      if (savedFilters.get(key) === pending.json) savedFilters.delete(key);
      onError(error);
    }
  }

  function saveFilter(userId: number, investigationId: number, spec: unknown): void {
    const key = keyOf(userId, investigationId);
    const json = JSON.stringify(spec);
    if (!pendingFilters.has(key) && savedFilters.get(key) === json) return;
    pendingFilters.set(key, { userId, investigationId, spec, json });
    if (timers.has(key)) return;
    const timer = setTimeout(() => void writeFilter(key), filterDelayMs);
    timer.unref();
    timers.set(key, timer);
  }

  function markInteracted(investigationId: number): Promise<void> | undefined {
    const at = now();
    const written = interactionWrittenAt.get(investigationId);
    if (written !== undefined && at - written < INTERACTION_EVERY_MS) return undefined;
    remember(interactionWrittenAt, investigationId, at);
    return markInvestigationInteraction(db, investigationId).catch((error: unknown) => {
      if (interactionWrittenAt.get(investigationId) === at) interactionWrittenAt.delete(investigationId);
      throw error;
    });
  }

  return {
    /** Records a workspace call by `userId` with `spec`; resolves once the writes it needs now are done. */
    async record(userId: number, investigationId: number, spec: unknown): Promise<void> {
      saveFilter(userId, investigationId, spec);
      await markInteracted(investigationId);
    },

    /** The filter a call set that is not written yet, if any (it is newer than the stored one). */
    unsavedFilter: (userId: number, investigationId: number): unknown =>
      pendingFilters.get(keyOf(userId, investigationId))?.spec,

    /** Writes every deferred filter now (the server is stopping). */
    async flush(): Promise<void> {
      await Promise.all([...pendingFilters.keys()].map(writeFilter));
    },
  };
}
