import { describe, expect, it } from 'vitest';
import { seededRandom } from '../relevance/random.js';
import { DEFAULT_BOOSTING, fitBoostedTrees } from './boosting.js';
import { pairProbabilities, type PairModel } from './model.js';

/** Rows of two features: the label is x0 > 0.5 unless x1 is missing, where it is 1 half the time. */
function data(count: number, seed: number) {
  const random = seededRandom(seed);
  const rows = new Float64Array(count * 2);
  const labels = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    const x0 = random();
    const missing = random() < 0.3;
    rows[i * 2] = x0;
    rows[i * 2 + 1] = missing ? NaN : random();
    labels[i] = missing ? (random() < 0.5 ? 1 : 0) : x0 > 0.5 ? 1 : 0;
  }
  return { rows, labels };
}

describe('fitBoostedTrees', () => {
  const train = data(3000, 1);
  const fitted = fitBoostedTrees(train.rows, train.labels, new Float64Array(3000).fill(1), ['x0', 'x1'], {
    ...DEFAULT_BOOSTING,
    rounds: 60,
  });
  const model: PairModel = { ...fitted, threshold: 0.5 };

  it('learns a threshold on a feature and what a missing value means', () => {
    const test = data(1000, 2);
    const probabilities = pairProbabilities(model, test.rows, 2);
    let right = 0;
    let known = 0;
    for (let i = 0; i < 1000; i++) {
      if (Number.isNaN(test.rows[i * 2 + 1]!)) {
        expect(probabilities[i]).toBeGreaterThan(0.3);
        expect(probabilities[i]).toBeLessThan(0.7);
      } else {
        known++;
        if (probabilities[i]! > 0.5 === (test.labels[i] === 1)) right++;
      }
    }
    expect(right / known).toBeGreaterThan(0.97);
  });

  it('is deterministic and plain JSON (what model.json holds)', () => {
    const again = fitBoostedTrees(train.rows, train.labels, new Float64Array(3000).fill(1), ['x0', 'x1'], {
      ...DEFAULT_BOOSTING,
      rounds: 60,
    });
    expect(JSON.parse(JSON.stringify(again))).toEqual(JSON.parse(JSON.stringify(fitted)));
    expect(fitted.trees).toHaveLength(60);
  });

  it('weighs rows by their weights', () => {
    const rows = Float64Array.from([0, 0, 0, 0]);
    const labels = Uint8Array.from([1, 0, 0, 0]);
    const heavy = fitBoostedTrees(rows, labels, Float64Array.from([9, 1, 1, 1]), ['x'], {
      ...DEFAULT_BOOSTING,
      minLeafWeight: 0,
    });
    const probability = pairProbabilities({ ...heavy, threshold: 0.5 }, Float64Array.from([0]), 1)[0]!;
    expect(probability).toBeCloseTo(0.75, 1);
  });
});
