import { describe, expect, it } from 'vitest';
import { changedEnough, orderChange, unseenTop } from './learned-order.js';
import { RELEVANCY_CODE, type WorkspaceIndex } from './workspace-index.js';

/** An index of `n` documents (database id = 100 + dense) scored by `score`. */
function indexOf(score: number[]): WorkspaceIndex {
  const n = score.length;
  const ids = Int32Array.from({ length: n }, (_, d) => 100 + d);
  return {
    ids,
    denseOf: new Map(Array.from(ids, (id, d) => [id, d])),
    score: Float32Array.from(score),
    relevancy: new Uint8Array(n),
    excluded: new Uint8Array(n),
  } as unknown as WorkspaceIndex;
}

/** 60 documents, the higher dense the better. */
const rising = () => indexOf(Array.from({ length: 60 }, (_, d) => d));

describe('the learned order against the one a list shows', () => {
  it('lists the unseen documents best first, leaving out the voted and the excluded', () => {
    const index = rising();
    index.relevancy[59] = RELEVANCY_CODE.Relevant;
    index.relevancy[58] = RELEVANCY_CODE.Irrelevant;
    index.excluded[57] = 1;
    expect(unseenTop(index, 3)).toEqual([156, 155, 154]);
  });

  it('compares the first 10 unseen documents: 2 new to them is enough, 1 is not', () => {
    const index = rising();
    const shown = unseenTop(index);
    expect(changedEnough(index, shown)).toBe(false);
    index.score[10] = 100;
    expect(orderChange(index, shown)).toEqual({ screen: 10, newcomers: 1 });
    expect(changedEnough(index, shown)).toBe(false);
    index.score[11] = 101;
    expect(changedEnough(index, shown)).toBe(true);
  });

  it('reads the list as it shows now: the documents voted since leave their place to the next ones shown', () => {
    const index = rising();
    const shown = unseenTop(index);
    // The user voted the first 10 shown: the next 10 of the list are the screen, and the model agrees with them.
    for (let d = 50; d < 60; d++) index.relevancy[d] = RELEVANCY_CODE.Irrelevant;
    expect(orderChange(index, shown)).toEqual({ screen: 10, newcomers: 0 });
    // Small moves that add up count against what is shown, not against the previous model.
    index.score[0] = 200;
    index.score[1] = 201;
    expect(changedEnough(index, shown)).toBe(true);
  });

  it('compares the first quarter of a small investigation, and nothing when every document is voted', () => {
    const index = indexOf([1, 2, 3, 4, 5, 6, 7, 8]);
    const shown = unseenTop(index);
    index.score[0] = 10;
    expect(orderChange(index, shown)).toEqual({ screen: 2, newcomers: 1 });
    expect(changedEnough(index, shown)).toBe(true);
    index.relevancy.fill(RELEVANCY_CODE.Relevant);
    expect(changedEnough(index, shown)).toBe(false);
  });

  it('counts everything as new when the list was loaded before the index was', () => {
    expect(changedEnough(rising(), [])).toBe(true);
  });
});
