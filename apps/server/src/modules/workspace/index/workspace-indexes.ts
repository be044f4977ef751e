import type { Database } from '../../../db/database.js';
import { buildWorkspaceIndex } from './build-index.js';
import type { ScoringTerm } from '../../../text/bm25.js';
import { applyIndexChange, isEmptyChange, type IndexChange } from './index-change.js';
import { indexBytes, rescore, type WorkspaceIndex } from './workspace-index.js';

interface Entry {
  /** The newest index: while a rebuild runs, the rebuild (calls wait for it rather than answer from stale data). */
  index: Promise<WorkspaceIndex>;
  lastUsed: number;
  bytes: number;
  rebuilding?: boolean;
  /** More documents arrived during the running rebuild: build once more when it ends. */
  again?: boolean;
}

export type WorkspaceIndexes = ReturnType<typeof createWorkspaceIndexes>;

declare module 'fastify' {
  interface FastifyInstance {
    workspaceIndexes: WorkspaceIndexes;
  }
}

/**
 * The loaded indexes, one per open investigation: built on first use (one build at a time per investigation),
 * rebuilt in the background when a harvest stores documents, evicted least recently used beyond `maxBytes`.
 * New documents rebuild rather than append: a harvest batch also merges authors across existing documents and
 * shifts every BM25 score (the corpus statistics change), so an append would leave the index wrong.
 */
export function createWorkspaceIndexes(
  db: Database,
  termsOf: (investigationId: number) => Promise<ScoringTerm[]>,
  maxBytes: number,
  /** Told of each index built (the learning retrains on it). */
  onBuilt: (index: WorkspaceIndex) => void = () => undefined,
) {
  const entries = new Map<number, Entry>();
  let builds = 0;

  function evict(): void {
    let total = [...entries.values()].reduce((sum, entry) => sum + entry.bytes, 0);
    const byAge = [...entries].sort(([, a], [, b]) => a.lastUsed - b.lastUsed);
    for (const [id, entry] of byAge) {
      if (total <= maxBytes || entries.size <= 1) break;
      entries.delete(id);
      total -= entry.bytes;
    }
  }

  // The build reads in the background lane: a user's other requests go first between its batches (decision 005).
  const build = (investigationId: number) => (
    builds++,
    termsOf(investigationId).then((terms) => buildWorkspaceIndex(db.background, investigationId, terms))
  );

  /** Makes `index` the entry's newest; records its size when built, forgets the entry if the build fails. */
  function track(investigationId: number, entry: Entry, index: Promise<WorkspaceIndex>): Entry {
    entry.index = index;
    index.then(
      (built) => {
        entry.bytes = indexBytes(built);
        evict();
        onBuilt(built);
      },
      () => {
        if (entries.get(investigationId) === entry) entries.delete(investigationId);
      },
    );
    return entry;
  }

  /** Applies a change to a loaded index in place; an index not loaded reads the change when it is built. */
  async function update(investigationId: number, change: (index: WorkspaceIndex) => void): Promise<void> {
    const entry = entries.get(investigationId);
    if (entry) change(await entry.index);
  }

  const apply = (change: IndexChange): Promise<void> =>
    update(change.investigationId, (index) => applyIndexChange(index, change));

  return {
    async get(investigationId: number): Promise<WorkspaceIndex> {
      let entry = entries.get(investigationId);
      if (!entry) {
        const index = build(investigationId);
        entry = track(investigationId, { index, lastUsed: Date.now(), bytes: 0 }, index);
        entries.set(investigationId, entry);
      }
      entry.lastUsed = Date.now();
      return entry.index;
    },
    /** New documents: rebuild a loaded index now, in the background; bursts of batches share one rebuild. */
    refresh(investigationId: number): void {
      const entry = entries.get(investigationId);
      if (!entry) return;
      if (entry.rebuilding) {
        entry.again = true;
        return;
      }
      entry.rebuilding = true;
      const rebuild = async () => {
        let built: WorkspaceIndex;
        do {
          entry.again = false;
          built = await build(investigationId);
        } while (entry.again);
        return built;
      };
      track(
        investigationId,
        entry,
        rebuild().finally(() => (entry.rebuilding = false)),
      );
    },
    update,
    /** A review change (this process's own or another's, from the change bus) applied to a loaded index. */
    apply,
    /**
     * For a service's writes: applies each change to this process's loaded index, then `tell`s it (the change bus
     * carries it to the other processes, which `apply` it the same way). Empty changes go nowhere.
     */
    publisher: (tell: (change: IndexChange) => void) => async (change: IndexChange) => {
      if (isEmptyChange(change)) return;
      await apply(change);
      tell(change);
    },
    /** The search definition changed: re-score a loaded index in place (after any rebuild under way). */
    async rescore(investigationId: number): Promise<void> {
      const entry = entries.get(investigationId);
      if (!entry) return;
      const [index, terms] = await Promise.all([entry.index, termsOf(investigationId)]);
      rescore(index, terms);
    },
    /** The loaded (or loading) index, without building one. */
    peek(investigationId: number): Promise<WorkspaceIndex> | undefined {
      return entries.get(investigationId)?.index;
    },
    /** Drops a loaded index (another process changed documents): the next call rebuilds it. */
    invalidate(investigationId: number): void {
      entries.delete(investigationId);
    },
    loaded: () => entries.size,
    /** How many index builds this process started (tests tell an in-place change from a rebuild by it). */
    builds: () => builds,
  };
}
