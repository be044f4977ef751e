import { describe, expect, it } from 'vitest';
import { changedEnough, orderChange, unseenTop } from './learned-order.js';
import { RELEVANCY_CODE, type WorkspaceIndex } from '../index/workspace-index.js';

/** An index of `n` documents, database id = 100 + dense. */
function indexOf(n: number): WorkspaceIndex {
  const ids = Int32Array.from({ length: n }, (_, d) => 100 + d);
  return {
    ids,
    denseOf: new Map(Array.from(ids, (id, d) => [id, d])),
    relevancy: new Uint8Array(n),
    excluded: new Uint8Array(n),
  } as unknown as WorkspaceIndex;
}

/** A list of 60 documents, id 159 first down to 100. */
const descending = (n = 60) => Array.from({ length: n }, (_, k) => 100 + n - 1 - k);
/** The same list with `ids` moved to its top. */
const lifting = (order: readonly number[], ids: readonly number[]) => [
  ...ids,
  ...order.filter((id) => !ids.includes(id)),
];

describe('the order answered now against the one a list shows', () => {
  it('lists the first unseen documents, leaving out the voted and the excluded', () => {
    const index = indexOf(60);
    index.relevancy[59] = RELEVANCY_CODE.Relevant;
    index.relevancy[58] = RELEVANCY_CODE.Irrelevant;
    index.excluded[57] = 1;
    expect(unseenTop(index, descending(), 3)).toEqual([156, 155, 154]);
  });

  it('compares the first 10 unseen documents: 2 new to them is enough, 1 is not', () => {
    const index = indexOf(60);
    const shown = unseenTop(index, descending());
    expect(changedEnough(index, shown, descending())).toBe(false);
    expect(orderChange(index, shown, lifting(descending(), [110]))).toEqual({ screen: 10, newcomers: 1 });
    expect(changedEnough(index, shown, lifting(descending(), [110]))).toBe(false);
    expect(changedEnough(index, shown, lifting(descending(), [111, 110]))).toBe(true);
    // Moves within the first screen are no newcomers.
    expect(changedEnough(index, shown, lifting(descending(), [150, 151, 152]))).toBe(false);
  });

  it('reads the list as it shows now: the documents voted since leave their place to the next ones shown', () => {
    const index = indexOf(60);
    const shown = unseenTop(index, descending());
    // The user voted the first 10 shown: the next 10 of the list are the screen, and the order now agrees with them.
    for (let d = 50; d < 60; d++) index.relevancy[d] = RELEVANCY_CODE.Irrelevant;
    expect(orderChange(index, shown, descending())).toEqual({ screen: 10, newcomers: 0 });
    // Moves that add up over several trainings count against what is shown, not against the previous training.
    expect(changedEnough(index, shown, lifting(descending(), [101, 100]))).toBe(true);
  });

  it('compares the first quarter of a small list, and nothing when every document is voted', () => {
    const index = indexOf(8);
    const shown = unseenTop(index, descending(8));
    expect(orderChange(index, shown, lifting(descending(8), [100]))).toEqual({ screen: 2, newcomers: 1 });
    expect(changedEnough(index, shown, lifting(descending(8), [100]))).toBe(true);
    index.relevancy.fill(RELEVANCY_CODE.Relevant);
    expect(changedEnough(index, shown, descending(8))).toBe(false);
  });

  it('counts everything as new when the list was loaded before the index was', () => {
    expect(changedEnough(indexOf(60), [], descending())).toBe(true);
  });
});
