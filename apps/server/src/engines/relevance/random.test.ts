import { describe, expect, it } from 'vitest';
import { mixSeed, sampleWithoutReplacement, seededRandom } from './random.js';

describe('seeded randomness', () => {
  it('repeats a sequence for a seed, differs for another, stays in [0, 1)', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const c = seededRandom(8);
    const first = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(first);
    expect(Array.from({ length: 1000 }, () => c())).not.toEqual(first);
    expect(Math.min(...first)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...first)).toBeLessThan(1);
    expect(mixSeed(1, 2)).not.toBe(mixSeed(1, 3));
    expect(mixSeed(1, 2)).toBe(mixSeed(1, 2));
  });

  it('samples distinct indices without replacement, at most the population', () => {
    const sample = sampleWithoutReplacement(50, 20, seededRandom(3));
    expect(new Set(sample).size).toBe(20);
    expect(Math.max(...sample)).toBeLessThan(50);
    expect([...sampleWithoutReplacement(5, 9, seededRandom(3))].sort()).toEqual([0, 1, 2, 3, 4]);
  });
});
