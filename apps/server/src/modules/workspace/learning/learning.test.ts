import { describe, expect, it } from 'vitest';
import { createLearning } from './learning.js';
import { RELEVANCY_CODE, type WorkspaceIndex } from '../index/workspace-index.js';
import type { WorkspaceIndexes } from '../index/workspace-indexes.js';

/** An index of 8 documents with one Relevant and one Irrelevant vote: enough to learn from. */
function votedIndex(): WorkspaceIndex {
  const n = 8;
  const relevancy = new Uint8Array(n);
  relevancy[0] = RELEVANCY_CODE.Relevant;
  relevancy[1] = RELEVANCY_CODE.Irrelevant;
  return {
    investigationId: 1,
    ids: Int32Array.from({ length: n }, (_, d) => d + 1),
    relevancy,
    excluded: new Uint8Array(n),
    excludedCount: 0,
    termScore: new Float32Array(n),
    score: new Float32Array(n),
    orders: new Map(),
    orderedIds: new Map(),
    facets: new Map(),
    totals: new Map(),
  } as unknown as WorkspaceIndex;
}

describe('learning from votes', () => {
  it('starts a training at least the gap after the previous one, and one training takes every vote that came meanwhile', async () => {
    const index = votedIndex();
    const starts: number[] = [];
    const learning = createLearning({
      indexes: { get: async () => index } as unknown as WorkspaceIndexes,
      rank: async () => {
        starts.push(performance.now());
        await new Promise((resolve) => setTimeout(resolve, 20));
        return new Float32Array(index.ids.length).fill(0.5);
      },
      retrained: () => undefined,
      votesPerRetrain: 1,
      quietMs: 10_000,
      trainingGapMs: 300,
    });
    learning.voted(1);
    for (let vote = 0; vote < 5; vote++) {
      await new Promise((resolve) => setTimeout(resolve, 30));
      learning.voted(1);
    }
    // The votes of the first 150 ms wait for the gap; the second training takes them all.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(starts).toHaveLength(2);
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(295);
    learning.close();
  });
});
