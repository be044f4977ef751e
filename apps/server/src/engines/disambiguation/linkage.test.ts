import { describe, expect, it } from 'vitest';
import { averageLinkage } from './linkage.js';

/** A symmetric matrix from the upper triangle given row by row. */
function matrix(n: number, upper: number[]): Float64Array {
  const d = new Float64Array(n * n);
  let at = 0;
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) d[i * n + j] = d[j * n + i] = upper[at++]!;
  return d;
}
const singletons = (n: number) => Array.from({ length: n }, (_, i) => [i]);
const partition = (labels: Int32Array) => {
  const groups = new Map<number, number[]>();
  labels.forEach((label, i) => groups.set(label, [...(groups.get(label) ?? []), i]));
  return [...groups.values()].sort((a, b) => a[0]! - b[0]!);
};

describe('averageLinkage', () => {
  // 0–1 close, 2–3 close, the pairs far apart
  const d = matrix(4, [0.1, 0.9, 0.8, 0.85, 0.95, 0.2]);

  it('merges below the threshold only', () => {
    expect(partition(averageLinkage(d, 4, singletons(4), 0.5))).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(partition(averageLinkage(d, 4, singletons(4), 0.05))).toEqual([[0], [1], [2], [3]]);
    expect(partition(averageLinkage(d, 4, singletons(4), 0.99))).toEqual([[0, 1, 2, 3]]);
  });

  it('uses the average, not the closest pair: one close pair does not join two clusters', () => {
    // 0–1 and 2–3 are pairs; 1–2 is close (0.3) but the other three cross pairs are far
    const chained = matrix(4, [0.1, 0.9, 0.9, 0.3, 0.9, 0.1]);
    expect(partition(averageLinkage(chained, 4, singletons(4), 0.5))).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });

  it('never merges across an infinite distance (a cannot-link), however close the rest', () => {
    const forbidden = matrix(3, [0.1, Infinity, 0.1]);
    const labels = averageLinkage(forbidden, 3, singletons(3), 0.9);
    expect(labels[0]).not.toBe(labels[2]);
  });

  it('starts from the groups given (must-links) and keeps them whole', () => {
    const far = matrix(3, [0.99, 0.99, 0.1]);
    expect(partition(averageLinkage(far, 3, [[0, 1], [2]], 0.5))).toEqual([[0, 1], [2]]);
  });
});
