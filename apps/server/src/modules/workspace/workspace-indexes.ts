import type { Database } from '../../db/database.js';
import { buildWorkspaceIndex } from './build-index.js';
import { indexBytes, type WorkspaceIndex } from './workspace-index.js';

interface Entry {
  index: Promise<WorkspaceIndex>;
  lastUsed: number;
  bytes: number;
}

export type WorkspaceIndexes = ReturnType<typeof createWorkspaceIndexes>;

/**
 * The loaded indexes, one per open investigation: built on first use (one build at a time per investigation),
 * dropped when a harvest adds documents (rebuilt on the next call), evicted least recently used beyond
 * `maxBytes`.
 */
export function createWorkspaceIndexes(db: Database, termsOf: (investigationId: number) => Promise<string[]>, maxBytes: number) {
  const entries = new Map<number, Entry>();

  function evict(): void {
    let total = [...entries.values()].reduce((sum, entry) => sum + entry.bytes, 0);
    const byAge = [...entries].sort(([, a], [, b]) => a.lastUsed - b.lastUsed);
    for (const [id, entry] of byAge) {
      if (total <= maxBytes || entries.size <= 1) break;
      entries.delete(id);
      total -= entry.bytes;
    }
  }

  return {
    async get(investigationId: number): Promise<WorkspaceIndex> {
      let entry = entries.get(investigationId);
      if (!entry) {
        const index = termsOf(investigationId).then((terms) => buildWorkspaceIndex(db, investigationId, terms));
        entry = { index, lastUsed: Date.now(), bytes: 0 };
        entries.set(investigationId, entry);
        index.then(
          (built) => {
            entry!.bytes = indexBytes(built);
            evict();
          },
          () => entries.delete(investigationId),
        );
      }
      entry.lastUsed = Date.now();
      return entry.index;
    },
    /** Applies a change to a loaded index in place; an index not loaded reads the change when it is built. */
    async update(investigationId: number, change: (index: WorkspaceIndex) => void): Promise<void> {
      const entry = entries.get(investigationId);
      if (entry) change(await entry.index);
    },
    invalidate(investigationId: number): void {
      entries.delete(investigationId);
    },
    loaded: () => entries.size,
  };
}
