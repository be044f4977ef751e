import { TopValues } from './top-values.js';
import { RELEVANCY_CODE, type WorkspaceIndex } from './workspace-index.js';

/**
 * "The order changed enough to refresh" (docs/relevance.md): the first screen of the unseen documents (not voted,
 * in no list's way) as the list shows them, against the same screen in the order learned now.
 */
export const COMPARED_TOP = 10;
/** The unseen documents remembered of a loaded list: enough to know its first screen after many votes. */
export const REMEMBERED_TOP = 10 * COMPARED_TOP;
/** The share of the first screen that must be new to it: 2 of 10 documents. */
export const NEW_ENOUGH = 0.2;

const isUnseen = (index: WorkspaceIndex, d: number) =>
  index.excluded[d] === 0 && index.relevancy[d] === RELEVANCY_CODE.Neutral;

function unseenCount(index: WorkspaceIndex): number {
  let count = 0;
  for (let d = 0; d < index.ids.length; d++) if (isUnseen(index, d)) count++;
  return count;
}

/** The database ids of the best `k` unseen documents in the relevance order now (a heap, not a sort of all). */
export function unseenTop(index: WorkspaceIndex, k = REMEMBERED_TOP): number[] {
  if (k <= 0) return [];
  const best = new TopValues(k);
  for (let d = 0; d < index.ids.length; d++) if (isUnseen(index, d)) best.offer(d, index.score[d]!);
  return best.sorted().map((d) => index.ids[d]!);
}

/** The first screen compared: 10 documents, or the first quarter of a small investigation (else it would be all of it). */
const screenSize = (unseen: number) => Math.min(COMPARED_TOP, Math.ceil(unseen / 4));

/**
 * How the first screen of unseen documents moved: `shown` is the order the list was loaded with (database ids,
 * best first), read again without the documents voted since; `newcomers` are the documents that the learned order
 * now puts on that screen and the list does not.
 */
export function orderChange(index: WorkspaceIndex, shown: readonly number[]): { screen: number; newcomers: number } {
  const screen = screenSize(unseenCount(index));
  const shownScreen = new Set(
    shown
      .filter((id) => {
        const d = index.denseOf.get(id);
        return d !== undefined && isUnseen(index, d);
      })
      .slice(0, screen),
  );
  const newcomers = unseenTop(index, screen).filter((id) => !shownScreen.has(id)).length;
  return { screen, newcomers };
}

/** Whether the learned order changed enough from the one the list shows to be worth a refresh. */
export function changedEnough(index: WorkspaceIndex, shown: readonly number[]): boolean {
  const { screen, newcomers } = orderChange(index, shown);
  return screen > 0 && newcomers >= Math.max(1, Math.ceil(NEW_ENOUGH * screen));
}
