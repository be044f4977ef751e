import { describe, expect, it } from 'vitest';
import { LinearSvmTrainer, linearScores } from './linear-svm.js';
import { seededRandom } from './random.js';
import { type SparseMatrix, buildTfidf, sparseRow } from './tfidf.js';

const texts = [
  'soil carbon stocks under grassland',
  'river fish populations in winter',
  'soil organic carbon and tillage',
  'fish migration along the river',
  'carbon sequestration in farm soil',
  'urban traffic noise and sleep',
  'soil carbon measurement by spectroscopy',
  'traffic accidents on rural roads',
];
const labels = Uint8Array.from([1, 0, 1, 0, 1, 0, 1, 0]);
const all = Int32Array.from(labels.keys());

/** The same matrix with each row's own part (uniqueNorm) as an explicit column of its own. */
function withOwnColumns(matrix: SparseMatrix): SparseMatrix {
  const rowStart = new Int32Array(matrix.rows + 1);
  const indices: number[] = [];
  const values: number[] = [];
  for (let row = 0; row < matrix.rows; row++) {
    const part = sparseRow(matrix, row);
    indices.push(...part.indices);
    values.push(...part.values);
    if (matrix.uniqueNorm![row]! > 0) {
      indices.push(matrix.columns + row);
      values.push(matrix.uniqueNorm![row]!);
    }
    rowStart[row + 1] = indices.length;
  }
  return {
    rows: matrix.rows,
    columns: matrix.columns + matrix.rows,
    rowStart,
    indices: Int32Array.from(indices),
    values: Float32Array.from(values),
  };
}

/** ‖∇ primal‖ of ½(‖w‖² + b²) + Σ C·sᵢ·max(0, 1 − yᵢ(w·xᵢ + b))²: 0 at the optimum. */
function primalGradientNorm(features: SparseMatrix, weights: Float64Array, bias: number, c: number, s: Float64Array) {
  const gradient = Float64Array.from(weights);
  let biasGradient = bias;
  const margins = linearScores({ weights, bias }, features);
  all.forEach((row, i) => {
    const y = labels[i] === 1 ? 1 : -1;
    const slack = Math.max(0, 1 - y * margins[row]!);
    const factor = -2 * c * s[i]! * slack * y;
    const { indices, values } = sparseRow(features, row);
    indices.forEach((column, k) => (gradient[column]! += factor * values[k]!));
    biasGradient += factor;
  });
  return Math.sqrt(gradient.reduce((sum, g) => sum + g * g, 0) + biasGradient * biasGradient);
}

describe('LinearSvmTrainer (squared hinge, dual coordinate descent)', () => {
  // Every term stored as a column: the plain problem.
  const features = withOwnColumns(buildTfidf(texts));
  const weights = new Float64Array(labels.length).fill(1);

  it('reaches the optimum of the primal problem and separates the classes', () => {
    const trainer = new LinearSvmTrainer(features, { c: 1, tolerance: 1e-10 });
    const model = trainer.fit(all, labels, weights, seededRandom(1));
    expect(primalGradientNorm(features, model.weights, model.bias, 1, weights)).toBeLessThan(1e-6);
    const scores = linearScores(model, features);
    labels.forEach((label, row) => expect(Math.sign(scores[row]!)).toBe(label === 1 ? 1 : -1));
  });

  it('warm-starts to the same solution as a fresh trainer, also after rows leave or change label', () => {
    const options = { c: 0.5, tolerance: 1e-10 };
    const warm = new LinearSvmTrainer(features, options);
    warm.fit(all.subarray(0, 4), labels.subarray(0, 4), weights.subarray(0, 4), seededRandom(1));
    const flipped = Uint8Array.from(labels, (label, i) => (i === 6 ? 0 : label));
    warm.fit(all, flipped, weights, seededRandom(2));
    const rows = Int32Array.from([0, 1, 2, 3, 5, 6]);
    const subset = Uint8Array.from(rows, (row) => flipped[row]!);
    const warmModel = warm.fit(rows, subset, weights.subarray(0, 6), seededRandom(3));
    const fresh = new LinearSvmTrainer(features, options).fit(rows, subset, weights.subarray(0, 6), seededRandom(4));
    expect(Math.abs(warmModel.bias - fresh.bias)).toBeLessThan(1e-6);
    warmModel.weights.forEach((w, j) => expect(Math.abs(w - fresh.weights[j]!)).toBeLessThan(1e-6));
  });

  it('fits rows on their own terms as if those were columns, without storing them', () => {
    const compact = buildTfidf(texts);
    expect(compact.uniqueTerms).toBeGreaterThan(0);
    const rows = Int32Array.from([0, 1, 2, 3, 4, 5]);
    const options = { c: 1, tolerance: 1e-10 };
    const a = new LinearSvmTrainer(compact, options).fit(rows, labels, weights, seededRandom(1));
    const b = new LinearSvmTrainer(features, options).fit(rows, labels, weights, seededRandom(1));
    expect(a.bias).toBeCloseTo(b.bias, 6);
    for (let j = 0; j < compact.columns; j++) expect(a.weights[j]).toBeCloseTo(b.weights[j]!, 6);
    // Unvoted rows score the same; their own terms have no weight either way.
    const scoresA = linearScores(a, compact);
    const scoresB = linearScores(b, features);
    for (const row of [6, 7]) expect(scoresA[row]).toBeCloseTo(scoresB[row]!, 6);
  });

  it('weighs rows by their sample weights', () => {
    const light = new LinearSvmTrainer(features, { c: 0.1 }).fit(all, labels, weights, seededRandom(1));
    const heavy = Float64Array.from(labels, (label) => (label === 1 ? 10 : 1));
    const relevantHeavy = new LinearSvmTrainer(features, { c: 0.1 }).fit(all, labels, heavy, seededRandom(1));
    expect(relevantHeavy.bias).toBeGreaterThan(light.bias);
  });
});
