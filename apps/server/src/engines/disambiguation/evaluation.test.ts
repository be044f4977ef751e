import { describe, expect, it } from 'vitest';
import { clusteringFigures } from './evaluation.js';

describe('clusteringFigures', () => {
  const gold = new Map([
    ['a', 'X'],
    ['b', 'X'],
    ['c', 'X'],
    ['d', 'Y'],
  ]);

  it('is perfect on the true clusters', () => {
    expect(clusteringFigures([['a', 'b', 'c'], ['d']], gold)).toEqual({
      b3Precision: 1,
      b3Recall: 1,
      b3F1: 1,
      pairPrecision: 1,
      pairRecall: 1,
      pairF1: 1,
    });
  });

  it('computes B3 per mention and pairwise over pairs (worked example)', () => {
    // {a,b} {c,d}: precision per mention 1, 1, 1/2, 1/2; recall 2/3, 2/3, 1/3, 1
    const figures = clusteringFigures(
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
      gold,
    );
    expect(figures.b3Precision).toBeCloseTo(0.75, 9);
    expect(figures.b3Recall).toBeCloseTo((2 / 3 + 2 / 3 + 1 / 3 + 1) / 4, 9);
    // pairs put together: a-b (right), c-d (wrong); true pairs: a-b, a-c, b-c
    expect(figures.pairPrecision).toBeCloseTo(0.5, 9);
    expect(figures.pairRecall).toBeCloseTo(1 / 3, 9);
  });

  it('ignores mentions without a label', () => {
    expect(clusteringFigures([['a', 'b', 'c', 'unlabelled'], ['d']], gold).b3F1).toBe(1);
  });
});
