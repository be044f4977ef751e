import { describe, expect, it } from 'vitest';
import { naiveBayesLogOdds, trainNaiveBayes } from './naive-bayes.js';
import type { SparseMatrix } from './tfidf.js';

// Two documents, two terms: row 0 only term 0, row 1 only term 1.
const features: SparseMatrix = {
  rows: 2,
  columns: 2,
  rowStart: Int32Array.from([0, 1, 2]),
  indices: Int32Array.from([0, 1]),
  values: Float32Array.from([1, 1]),
};
const rows = Int32Array.from([0, 1]);
const labels = Uint8Array.from([1, 0]);

describe('multinomial naive Bayes', () => {
  it('smooths term masses with alpha like scikit-learn MultinomialNB', () => {
    // P(t0|rel) = (1+1)/(1+2), P(t0|irr) = 1/3: weight ln 2; the other term −ln 2; equal priors.
    const model = trainNaiveBayes(features, rows, labels, Uint32Array.from([1, 1]), 1);
    expect(model.weights[0]).toBeCloseTo(Math.log(2), 12);
    expect(model.weights[1]).toBeCloseTo(-Math.log(2), 12);
    expect(model.bias).toBe(0);
    const logOdds = naiveBayesLogOdds(model, features);
    expect(1 / (1 + Math.exp(-logOdds[0]!))).toBeCloseTo(2 / 3, 12);
  });

  it('counts a row as many times as it is copied, in the masses and the prior', () => {
    const model = trainNaiveBayes(features, rows, labels, Uint32Array.from([3, 1]), 1);
    expect(model.weights[0]).toBeCloseTo(Math.log(12 / 5), 12);
    expect(model.weights[1]).toBeCloseTo(Math.log(3 / 10), 12);
    expect(model.bias).toBeCloseTo(Math.log(3), 12);
  });
});

describe('naive Bayes on rows with terms of their own', () => {
  it('scores an unvoted row like scikit-learn would with its own terms as columns', () => {
    // Row 2 has, besides term 0, a term no other row has: as a column it would weigh ln(α / (T₁ + αV)) − ln(α /
    // (T₀ + αV)) = den₀ − den₁ per unit of mass, and count in V.
    const withOwn: SparseMatrix = {
      rows: 3,
      columns: 2,
      rowStart: Int32Array.from([0, 1, 2, 3]),
      indices: Int32Array.from([0, 1, 0]),
      values: Float32Array.from([1, 1, 0.6]),
      uniqueMass: Float32Array.from([0, 0, 0.8]),
      uniqueTerms: 1,
    };
    const explicit: SparseMatrix = {
      rows: 3,
      columns: 3,
      rowStart: Int32Array.from([0, 1, 2, 4]),
      indices: Int32Array.from([0, 1, 0, 2]),
      values: Float32Array.from([1, 1, 0.6, 0.8]),
    };
    const copies = Uint32Array.from([2, 1]);
    const a = naiveBayesLogOdds(trainNaiveBayes(withOwn, rows, labels, copies, 0.5), withOwn);
    const b = naiveBayesLogOdds(trainNaiveBayes(explicit, rows, labels, copies, 0.5), explicit);
    expect(a[2]).toBeCloseTo(b[2]!, 12);
    expect(a[0]).toBeCloseTo(b[0]!, 12);
  });
});
