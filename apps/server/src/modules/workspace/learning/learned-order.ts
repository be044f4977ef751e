import { RELEVANCY_CODE, type WorkspaceIndex } from '../index/workspace-index.js';

/**
 * "The order changed enough to refresh" (docs/relevance.md): the first screen of the unseen documents (not voted,
 * in no list's way) as the list shows them, against the same screen of the list as the server would answer it now
 * (its filter and sort, the order learned now).
 */
export const COMPARED_TOP = 10;
/** The unseen documents remembered of a loaded list: enough to know its first screen after many votes. */
export const REMEMBERED_TOP = 10 * COMPARED_TOP;
/** The share of the first screen that must be new to it: 2 of 10 documents. */
export const NEW_ENOUGH = 0.2;

/** An unseen document: its database id is in the index, and it is neither voted nor ruled out. */
function isUnseen(index: WorkspaceIndex, id: number): boolean {
  const d = index.denseOf.get(id);
  return d !== undefined && index.excluded[d] === 0 && index.relevancy[d] === RELEVANCY_CODE.Neutral;
}

/** The first `k` unseen documents of a list (database ids, in its order). */
export function unseenTop(index: WorkspaceIndex, order: readonly number[], k = REMEMBERED_TOP): number[] {
  const top: number[] = [];
  for (const id of order) {
    if (top.length >= k) break;
    if (isUnseen(index, id)) top.push(id);
  }
  return top;
}

/** The first screen compared: 10 documents, or the first quarter of a small list (else it would be all of it). */
function screenSize(index: WorkspaceIndex, order: readonly number[]): number {
  let unseen = 0;
  for (const id of order) if (isUnseen(index, id)) unseen++;
  return Math.min(COMPARED_TOP, Math.ceil(unseen / 4));
}

/**
 * How the first screen of unseen documents moved: `shown` is the list as it was loaded (unseenTop then), read again
 * without the documents voted since; `now` the same list answered now; `newcomers` the documents now on that screen
 * that the list does not show there.
 */
export function orderChange(
  index: WorkspaceIndex,
  shown: readonly number[],
  now: readonly number[],
): { screen: number; newcomers: number } {
  const screen = screenSize(index, now);
  const shownScreen = new Set(unseenTop(index, shown, screen));
  const newcomers = unseenTop(index, now, screen).filter((id) => !shownScreen.has(id)).length;
  return { screen, newcomers };
}

/** Whether the list answered now differs enough from the one shown to be worth a refresh. */
export function changedEnough(index: WorkspaceIndex, shown: readonly number[], now: readonly number[]): boolean {
  const { screen, newcomers } = orderChange(index, shown, now);
  return screen > 0 && newcomers >= Math.max(1, Math.ceil(NEW_ENOUGH * screen));
}
