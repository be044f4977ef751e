import { describe, expect, it } from 'vitest';
import { balancedWeights, doubleBalance } from './balance.js';
import { seededRandom } from './random.js';

describe('doubleBalance (ASReview "double")', () => {
  it('keeps the training size, copies the relevant record and sub-samples the irrelevant ones', () => {
    // n = 10, 1 relevant: weight 2.155·9^0.94 ≈ 17.0 against 1 − 0.211/(1 + ln 10) ≈ 0.936 per irrelevant record,
    // so 17.0·10 / (17.0 + 9·0.936) ≈ 6.7 slots go to the relevant one (6 or 7, drawn).
    const labels = Uint8Array.from([1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const seen = new Set<number>();
    for (let seed = 0; seed < 40; seed++) {
      const copies = doubleBalance(labels, seededRandom(seed));
      expect(copies.reduce((sum, c) => sum + c, 0)).toBe(10);
      expect([6, 7]).toContain(copies[0]);
      expect(copies.slice(1).every((c) => c <= 1)).toBe(true);
      seen.add(copies[0]!);
    }
    expect(seen).toEqual(new Set([6, 7]));
  });

  it('leaves at least two slots to the irrelevant class and one to the relevant', () => {
    const copies = doubleBalance(Uint8Array.from([1, 0]), seededRandom(1));
    expect([...copies]).toEqual([1, 1]);
    const many = doubleBalance(Uint8Array.from([1, 1, 1, 1, 0, 0]), seededRandom(1));
    expect(many.slice(4).reduce((sum, c) => sum + c, 0)).toBeGreaterThanOrEqual(2);
  });

  it('counts every record once when there is a single class, and repeats for a seed', () => {
    expect([...doubleBalance(Uint8Array.from([0, 0, 0]), seededRandom(1))]).toEqual([1, 1, 1]);
    const labels = Uint8Array.from({ length: 200 }, (_, i) => (i % 17 === 0 ? 1 : 0));
    expect(doubleBalance(labels, seededRandom(5))).toEqual(doubleBalance(labels, seededRandom(5)));
  });
});

describe('balancedWeights (ASReview 2 "balanced")', () => {
  it('gives the relevant class ratio times the weight of the irrelevant class, summing to n', () => {
    const labels = Uint8Array.from([1, 0, 0, 0, 0]);
    const weights = balancedWeights(labels, 2);
    const relevant = weights[0]!;
    const irrelevant = weights[1]! * 4;
    expect(relevant / irrelevant).toBeCloseTo(2, 10);
    expect(weights.reduce((sum, w) => sum + w, 0)).toBeCloseTo(5, 10);
    expect([...balancedWeights(Uint8Array.from([1, 1]))]).toEqual([1, 1]);
  });
});
