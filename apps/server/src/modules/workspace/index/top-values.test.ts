import { describe, expect, it } from 'vitest';
import { TopValues } from './top-values.js';

/** The reference: sort everything by count descending, then value ascending, and cut. */
const bySorting = (counts: number[], k: number) =>
  counts
    .map((count, value) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value - b.value)
    .slice(0, k)
    .map((entry) => entry.value);

describe('TopValues', () => {
  it('keeps the k strongest values, ties to the lower id, whatever the order they are offered in', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let round = 0; round < 200; round++) {
      const n = 1 + Math.floor(random() * 300);
      const k = 1 + Math.floor(random() * 40);
      const counts = Array.from({ length: n }, () => Math.floor(random() ** 3 * 20));
      const offerOrder = Array.from({ length: n }, (_, v) => v).sort(() => random() - 0.5);
      const top = new TopValues(k);
      for (const v of offerOrder) top.offer(v, counts[v]!);
      expect(top.sorted()).toEqual(bySorting(counts, k));
    }
  });

  it('starts empty again after reset', () => {
    const top = new TopValues(3);
    top.offer(1, 5);
    expect(top.reset().sorted()).toEqual([]);
  });
});
