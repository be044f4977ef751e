import { describe, expect, it } from 'vitest';
import { clusterSpread, coauthorCohesion, LOW_CONFIDENCE_MARGIN, lowConfidenceShare } from './quality-metrics.js';

describe('the quality estimation figures', () => {
  it('tells how many clusters the name has, the largest and its share', () => {
    expect(clusterSpread([6, 3, 1])).toEqual({ clusters: 3, largest: 6, largestShare: 0.6 });
    expect(clusterSpread([])).toEqual({ clusters: 0, largest: 0, largestShare: null });
  });

  it('counts the documents sharing a co-author with another document of the cluster', () => {
    // 11 is on the first two documents; the third shares no one; the fourth names 12 twice, which is not sharing
    expect(coauthorCohesion([[11, 20], [11], [30], [12, 12]])).toBe(0.5);
    expect(coauthorCohesion([[1]])).toBe(0);
    expect(coauthorCohesion([])).toBeNull();
  });

  it('calls a placement weak when its best score is below the joining score plus the margin', () => {
    const joining = 0.4;
    const scores = [0.95, joining + LOW_CONFIDENCE_MARGIN / 2, 0.1, null];
    expect(lowConfidenceShare(scores, joining)).toBeCloseTo(2 / 3);
    expect(lowConfidenceShare([null], joining)).toBeNull();
  });
});
