import { describe, expect, it } from 'vitest';
import { accuracyOf, investigationIdOfFileName, microAverage } from './accuracy.js';

describe('accuracy against CVs', () => {
  it("measures the main cluster's precision and recall against the CV, and their F1", () => {
    const counts = { cvTitles: 4, inMainCluster: 3, mainClusterSize: 6, mainClusterInCv: 3 };
    expect(accuracyOf(counts)).toEqual({ precision: 0.5, recall: 0.75, f1: 0.6 });
    expect(accuracyOf({ cvTitles: 0, inMainCluster: 0, mainClusterSize: 0, mainClusterInCv: 0 })).toEqual({
      precision: 0,
      recall: 0,
      f1: 0,
    });
  });

  it('micro-averages: the counts added up, so a large CV weighs more than a small one', () => {
    const overall = microAverage([
      { cvTitles: 10, inMainCluster: 9, mainClusterSize: 9, mainClusterInCv: 9 },
      { cvTitles: 2, inMainCluster: 0, mainClusterSize: 3, mainClusterInCv: 0 },
    ]);
    expect(overall.precision).toBe(0.75);
    expect(overall.recall).toBe(0.75);
    expect(overall.f1).toBeCloseTo(0.75);
  });

  it('reads the investigation id a file name starts with', () => {
    expect(investigationIdOfFileName('123.pdf')).toBe(123);
    expect(investigationIdOfFileName('123-cv.docx')).toBe(123);
    expect(investigationIdOfFileName('cv-123.pdf')).toBeUndefined();
    expect(investigationIdOfFileName('0.pdf')).toBeUndefined();
  });
});
