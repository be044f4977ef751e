import { MAX_GRAPH_EDGES } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { thresholdLinks } from './co-authorship.js';
import { PairCounts } from './pair-counts.js';
import { seeded } from '../../test/workspace-fixture.js';

/** The pairs of random "documents" counted by brute force. */
function bruteForce(documents: number[][]) {
  const counts = new Map<string, number>();
  for (const ranks of documents) {
    for (let a = 0; a < ranks.length; a++) {
      for (let b = a + 1; b < ranks.length; b++) {
        const key = [ranks[a]!, ranks[b]!].sort((x, y) => x - y).join('-');
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
  }
  return counts;
}

const counted = (documents: number[][], k: number) => {
  const pairs = new PairCounts(k);
  for (const ranks of documents) pairs.addAll(Int32Array.from(ranks), ranks.length);
  return pairs;
};

describe('PairCounts', () => {
  it('counts each unordered pair of a document once, dense or sparse alike', () => {
    const random = seeded(3);
    for (const k of [5, 300, 3000]) {
      const documents = Array.from({ length: 400 }, () =>
        random.some(
          Array.from({ length: k }, (_, r) => r),
          6,
        ),
      );
      const pairs = counted(documents, k);
      const found = new Map<string, number>();
      pairs.forEachPair((x, y, count) => {
        expect(x).toBeLessThan(y);
        found.set(`${x}-${y}`, count);
      });
      expect(found).toEqual(bruteForce(documents));
      const arrays = pairs.toArrays((_x, _y, count) => count * 2);
      expect([...arrays.weights]).toEqual([...arrays.counts].map((count) => count * 2));
    }
  });
});

describe('thresholdLinks', () => {
  const link = (x: number, y: number, count: number) => ({ x, y, weight: count });
  const weight = (_x: number, _y: number, count: number) => count;

  it('keeps the links at or above the threshold and tells the weights’ range before it', () => {
    const pairs = counted(
      [
        [0, 1],
        [0, 1],
        [1, 2],
        [0, 1, 2],
      ],
      3,
    );
    expect(thresholdLinks(pairs, link, weight, 2)).toEqual({
      links: [
        { x: 0, y: 1, weight: 3 },
        { x: 1, y: 2, weight: 2 },
      ],
      minWeight: 1,
      maxWeight: 3,
    });
    expect(thresholdLinks(pairs, link, weight, null).links).toHaveLength(3);
    expect(thresholdLinks(new PairCounts(4), link, weight, null)).toEqual({ links: [], minWeight: 0, maxWeight: 0 });
  });

  it('keeps only the heaviest links past the limit, the earlier pairs of the lightest weight kept', () => {
    // A clique of 300: 44,850 pairs; 200 of them counted twice more.
    const everyone = Array.from({ length: 300 }, (_, r) => r);
    const heavy = Array.from({ length: 200 }, (_, k) => [k, k + 1]);
    const pairs = counted([everyone, ...heavy, ...heavy], 300);
    const { links } = thresholdLinks(pairs, link, weight, null);
    expect(links).toHaveLength(MAX_GRAPH_EDGES);
    expect(links.filter((kept) => kept.weight === 3)).toHaveLength(200);
    const light = links.filter((kept) => kept.weight === 1);
    expect(light[0]).toEqual({ x: 0, y: 2, weight: 1 });
  });
});
