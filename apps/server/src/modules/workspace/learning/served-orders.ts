import { unseenTop } from './learned-order.js';
import type { WorkspaceIndex } from '../index/workspace-index.js';

/** Lists remembered at most: one per user and investigation open, the oldest forgotten first. */
const MAX_REMEMBERED = 10_000;

interface Served {
  /** The first unseen documents of the list, in its order (database ids). */
  order: number[];
  /** The index and the model it was ranked with. */
  index: WorkspaceIndex;
  learned: Float32Array | undefined;
}

export interface ServedOrder {
  order: number[];
  /** A training (or an index rebuild) happened since it was served: its order may no longer be the answer. */
  rankedSince: boolean;
}

/**
 * The first unseen documents of the list each user was last served, per investigation: what the refresh button
 * measures "the order changed" against. Read from the served list, not recomputed when the client registers: a
 * training that ends between the data call and the Register would otherwise become the baseline, and the list on
 * screen, still in the old order, would never be told its order changed.
 */
export function createServedOrders() {
  const served = new Map<string, Served>();
  const key = (userId: number, investigationId: number) => `${userId}:${investigationId}`;
  return {
    remember(userId: number, investigationId: number, index: WorkspaceIndex, listed: readonly number[]): void {
      const at = key(userId, investigationId);
      served.delete(at);
      served.set(at, { order: unseenTop(index, listed), index, learned: index.learned });
      if (served.size > MAX_REMEMBERED) served.delete(served.keys().next().value!);
    },
    /** The list this user was last served, or undefined when none was since the server started. */
    shownTo(userId: number, investigationId: number, current: WorkspaceIndex | undefined): ServedOrder | undefined {
      const list = served.get(key(userId, investigationId));
      if (!list) return undefined;
      return { order: list.order, rankedSince: current !== list.index || current.learned !== list.learned };
    },
  };
}
