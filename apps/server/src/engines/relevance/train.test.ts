import { describe, expect, it } from 'vitest';
import { buildTfidf } from './tfidf.js';
import { type Vote, canTrain, trainRanker } from './train.js';

const texts = [
  'soil carbon stocks under grassland',
  'river fish populations in winter',
  'soil organic carbon and tillage',
  'fish migration along the river',
  'carbon sequestration in farm soil',
  'urban traffic noise and sleep',
  'measuring soil carbon by spectroscopy',
  'traffic accidents on rural roads',
  'carbon in arable soil after manure',
  'sleep quality of night shift nurses',
];
const features = buildTfidf(texts);
const votes = new Map<number, Vote>([
  [0, 1],
  [1, 0],
  [5, 0],
]);

describe('trainRanker', () => {
  for (const model of ['ensemble', 'svm', 'naive-bayes'] as const) {
    it(`${model}: ranks the unvoted documents like the Relevant one above the others`, () => {
      const scores = trainRanker(features, votes, { model });
      expect(scores).toHaveLength(texts.length);
      const soil = [2, 4, 6, 8].map((row) => scores[row]!);
      const other = [3, 7, 9].map((row) => scores[row]!);
      expect(Math.min(...soil)).toBeGreaterThan(Math.max(...other));
      scores.forEach((score) => expect(score).toBeGreaterThanOrEqual(0));
      scores.forEach((score) => expect(score).toBeLessThanOrEqual(1));
    });
  }

  it('is deterministic and independent of the order votes were given in', () => {
    const reordered = new Map<number, Vote>([...votes].reverse());
    expect(trainRanker(features, reordered)).toEqual(trainRanker(features, votes));
  });

  it('gives raw margins on request, in the same order as the calibrated probabilities', () => {
    const probabilities = trainRanker(features, votes);
    const margins = trainRanker(features, votes, { scale: 'margin' });
    const byProbability = [...probabilities.keys()].sort((a, b) => probabilities[b]! - probabilities[a]!);
    const byMargin = [...margins.keys()].sort((a, b) => margins[b]! - margins[a]!);
    expect(byProbability).toEqual(byMargin);
    // Calibrated on the votes: the Relevant vote scores high, the Irrelevant ones low.
    expect(probabilities[0]).toBeGreaterThan(0.5);
    expect(probabilities[1]).toBeLessThan(0.5);
    expect(probabilities[5]).toBeLessThan(0.5);
  });

  it('has nothing to learn from a single kind of vote (0.5 everywhere) and ignores rows out of range', () => {
    const onlyRelevant = new Map<number, Vote>([
      [0, 1],
      [99, 0],
    ]);
    expect(canTrain(onlyRelevant)).toBe(true);
    expect([...trainRanker(features, onlyRelevant)]).toEqual(new Array(texts.length).fill(0.5));
    expect(canTrain(new Map([[0, 1]]))).toBe(false);
    expect([...trainRanker(features, new Map(), { scale: 'margin' })]).toEqual(new Array(texts.length).fill(0));
  });
});
