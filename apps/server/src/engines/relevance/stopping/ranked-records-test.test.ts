import { describe, expect, it } from 'vitest';
import { hypergeometricCdf } from './hypergeometric.js';
import { rankedRecordsTest } from './ranked-records-test.js';

describe('rankedRecordsTest', () => {
  it('takes the smallest p-value over the windows of most recent records', () => {
    // 19 relevant first, then 70 irrelevant, of 100 records: recall < 0.95 needs ≥ 21 relevant, 2 left in the 81
    // records after the 19th. The window of all 70 irrelevant records is the strongest evidence.
    const decisions = [...Array(19).fill(1), ...Array(70).fill(0)];
    const result = rankedRecordsTest(decisions, 100);
    expect(result.windowStart).toBe(19);
    expect(result.pValue).toBeCloseTo(hypergeometricCdf(0, 81, 2, 70), 12);
    expect(result.pValue).toBeCloseTo((11 * 10) / (81 * 80), 12);
    expect(result.stop).toBe(true);
  });

  it('does not stop while relevant records keep coming', () => {
    const decisions = Array.from({ length: 200 }, (_, i) => (i % 10 === 0 ? 1 : 0));
    expect(rankedRecordsTest(decisions, 1000).stop).toBe(false);
  });

  it('says stop with p 0 when everything is screened, and refuses more decisions than records', () => {
    expect(rankedRecordsTest([1, 0, 0], 3)).toMatchObject({ pValue: 0, stop: true });
    expect(rankedRecordsTest([], 10)).toMatchObject({ pValue: 1, stop: false });
    expect(() => rankedRecordsTest([1, 0, 0], 2)).toThrow(RangeError);
  });
});
