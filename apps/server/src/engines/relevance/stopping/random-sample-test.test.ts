import { describe, expect, it } from 'vitest';
import { randomSampleTest } from './random-sample-test.js';

describe('randomSampleTest', () => {
  it('computes the p-value of "recall < target" from the hypergeometric distribution', () => {
    // 9 relevant found in 10 prioritised records, then 10 irrelevant drawn from the 20 left. Recall < 0.9 needs
    // ≥ 2 relevant in those 20: P(0 of 2 in 10 draws) = C(18,10) / C(20,10) = (10·9) / (20·19).
    const result = randomSampleTest({
      total: 30,
      screenedBefore: 10,
      relevantBefore: 9,
      sampled: 10,
      relevantInSample: 0,
      targetRecall: 0.9,
    });
    expect(result.pValue).toBeCloseTo(90 / 380, 12);
    expect(result.stop).toBe(false);
  });

  it('says how many more random records it needs, at least, and stops there if they are all irrelevant', () => {
    // 95 found in 500: recall < 0.95 needs ≥ 6 relevant among the 500 left.
    const before = { total: 1000, screenedBefore: 500, relevantBefore: 95, relevantInSample: 0 };
    const start = randomSampleTest({ ...before, sampled: 0 });
    expect(start.pValue).toBe(1);
    expect(start.recall).toBeNull();
    const needed = start.moreToSample;
    const pNoneOf6 = (draws: number) => {
      let p = 1;
      for (let i = 0; i < 6; i++) p *= (500 - draws - i) / (500 - i);
      return p;
    };
    expect(pNoneOf6(needed)).toBeLessThan(0.05);
    expect(pNoneOf6(needed - 1)).toBeGreaterThanOrEqual(0.05);
    expect(randomSampleTest({ ...before, sampled: needed }).stop).toBe(true);
    const halfway = randomSampleTest({ ...before, sampled: 100 });
    expect(halfway.stop).toBe(false);
    expect(halfway.moreToSample).toBe(needed - 100);
  });

  it('treats recall exactly at the target as reaching it (19 of 20 at 95 %)', () => {
    // 19 found: recall < 0.95 needs ≥ 2 left; the whole pool drawn without one more relevant settles it.
    const all = randomSampleTest({
      total: 40,
      screenedBefore: 20,
      relevantBefore: 19,
      sampled: 20,
      relevantInSample: 0,
    });
    expect(all.pValue).toBe(0);
    expect(all.stop).toBe(true);
    expect(all.moreToSample).toBe(0);
  });

  it('does not stop when the sample keeps finding relevant records', () => {
    const result = randomSampleTest({
      total: 2000,
      screenedBefore: 600,
      relevantBefore: 40,
      sampled: 400,
      relevantInSample: 6,
    });
    expect(result.stop).toBe(false);
    expect(result.pValue).toBeGreaterThan(0.5);
  });

  it('estimates recall with an interval that holds the estimate and narrows as the sample grows', () => {
    const state = { total: 2000, screenedBefore: 1000, relevantBefore: 50, relevantInSample: 2 };
    const small = randomSampleTest({ ...state, sampled: 200 }).recall!;
    const large = randomSampleTest({ ...state, sampled: 800, relevantInSample: 8 }).recall!;
    // 2 in 200 of a pool of 1000: about 10 relevant in the pool, 8 still unscreened; recall ≈ 52 / 60.
    expect(small.remainingRelevant.estimate).toBeCloseTo(8, 12);
    expect(small.estimate).toBeCloseTo(52 / 60, 12);
    for (const recall of [small, large]) {
      expect(recall.low).toBeLessThanOrEqual(recall.estimate);
      expect(recall.estimate).toBeLessThanOrEqual(recall.high);
    }
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
    expect(small.remainingRelevant.low).toBe(0);
  });

  it('knows recall exactly once the whole pool is sampled', () => {
    const recall = randomSampleTest({
      total: 100,
      screenedBefore: 40,
      relevantBefore: 9,
      sampled: 60,
      relevantInSample: 1,
    }).recall!;
    expect(recall.estimate).toBe(1);
    expect(recall.low).toBe(1);
    expect(recall.high).toBe(1);
  });

  it('refuses impossible states', () => {
    const ok = { total: 100, screenedBefore: 10, relevantBefore: 2, sampled: 5, relevantInSample: 1 };
    expect(() => randomSampleTest({ ...ok, relevantBefore: 11 })).toThrow(RangeError);
    expect(() => randomSampleTest({ ...ok, sampled: 95 })).toThrow(RangeError);
    expect(() => randomSampleTest({ ...ok, relevantInSample: 6 })).toThrow(RangeError);
    expect(() => randomSampleTest({ ...ok, total: -1 })).toThrow(RangeError);
    expect(() => randomSampleTest({ ...ok, targetRecall: 0 })).toThrow(RangeError);
    expect(() => randomSampleTest({ ...ok, confidence: 1 })).toThrow(RangeError);
  });
});
