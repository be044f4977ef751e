import type { Random } from './random.js';
import type { SparseMatrix } from './tfidf.js';

/** A linear model: score(x) = bias + Σ x_j · weights[j]. */
export interface LinearModel {
  readonly bias: number;
  readonly weights: Float64Array;
}

export interface LinearSvmOptions {
  /** Inverse regularization strength (default 0.11, ASReview 2's tuned value for TF-IDF). */
  readonly c?: number;
  /** Stop when the projected-gradient spread of an epoch falls below this (default 1e-3). */
  readonly tolerance?: number;
  /** At most this many passes over the training rows (default 1000, scikit-learn's max_iter). */
  readonly maxEpochs?: number;
}

/**
 * L2-regularized linear SVM with the squared hinge loss (scikit-learn's LinearSVC), fitted by dual coordinate
 * descent (Hsieh et al. 2008, liblinear's solver). It minimizes ½‖w‖² + Σ C·sᵢ·max(0, 1 − yᵢ(w·xᵢ + b))², the bias
 * being the weight of a constant feature 1 (regularized like the others, as liblinear does); sᵢ scales each row's
 * loss (class balancing).
 *
 * The trainer keeps its dual variables (one per row of `features`) between fits: a fit after a few more votes starts
 * from the previous solution and converges in a few passes. Rows that left the training set or changed label are
 * taken out first, so any sequence of fits converges to the same optimum as a fresh trainer (within `tolerance`).
 */
export class LinearSvmTrainer {
  private readonly alpha: Float64Array;
  /** The label (±1) each row was last trained with; 0 = not in the training set. */
  private readonly trainedAs: Int8Array;
  private readonly weights: Float64Array;
  private bias = 0;

  constructor(
    private readonly features: SparseMatrix,
    private readonly options: LinearSvmOptions = {},
  ) {
    this.alpha = new Float64Array(features.rows);
    this.trainedAs = new Int8Array(features.rows);
    this.weights = new Float64Array(features.columns);
  }

  /**
   * Fits on rows `rows` with `labels` (1 relevant, 0 irrelevant) and loss scales `sampleWeights`. The model returned
   * shares the trainer's weights: use it before the next fit.
   */
  fit(rows: Int32Array, labels: Uint8Array, sampleWeights: Float64Array, random: Random): LinearModel {
    const { rowStart, indices, values } = this.features;
    const { alpha, trainedAs, weights } = this;
    const c = this.options.c ?? 0.11;
    const tolerance = this.options.tolerance ?? 1e-3;
    const maxEpochs = this.options.maxEpochs ?? 1000;
    const n = rows.length;

    // Take out rows trained before that are gone or relabelled: their share of w leaves with them.
    const wanted = new Int8Array(trainedAs.length);
    for (let i = 0; i < n; i++) wanted[rows[i]!] = labels[i] === 1 ? 1 : -1;
    for (let row = 0; row < trainedAs.length; row++) {
      if (trainedAs[row] === 0 || trainedAs[row] === wanted[row]) continue;
      const step = -alpha[row]! * trainedAs[row]!;
      for (let k = rowStart[row]!; k < rowStart[row + 1]!; k++) weights[indices[k]!]! += step * values[k]!;
      this.bias += step;
      alpha[row] = 0;
      trainedAs[row] = 0;
    }

    const diagonal = new Float64Array(n);
    const qDiagonal = new Float64Array(n);
    const order = new Int32Array(n);
    // A row's terms of its own (SparseMatrix.uniqueNorm) get weights only that row moves: αᵢyᵢ times the row's part
    // on them. Their share of the row's margin is then αᵢ·uᵢ², which adds to the diagonal like the loss term does.
    const { uniqueNorm } = this.features;
    for (let i = 0; i < n; i++) {
      const row = rows[i]!;
      trainedAs[row] = wanted[row]!;
      const own = uniqueNorm ? uniqueNorm[row]! * uniqueNorm[row]! : 0;
      let squared = 1; // the constant bias feature
      for (let k = rowStart[row]!; k < rowStart[row + 1]!; k++) squared += values[k]! * values[k]!;
      diagonal[i] = 1 / (2 * c * sampleWeights[i]!) + own;
      qDiagonal[i] = squared + diagonal[i]!;
      order[i] = i;
    }
    // liblinear's shrinking: a row at α = 0 whose gradient exceeds last pass's largest projected gradient is
    // dropped from the active set (it is far on the right side); when the active set has converged, every row is
    // checked once more before stopping.
    let active = n;
    let previousMax = Infinity;
    for (let epoch = 0; epoch < maxEpochs; epoch++) {
      for (let i = active - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        const swap = order[i]!;
        order[i] = order[j]!;
        order[j] = swap;
      }
      let maxGradient = -Infinity;
      let minGradient = Infinity;
      for (let t = 0; t < active; t++) {
        const i = order[t]!;
        const row = rows[i]!;
        const y = wanted[row]!;
        const start = rowStart[row]!;
        const end = rowStart[row + 1]!;
        let margin = this.bias;
        for (let k = start; k < end; k++) margin += values[k]! * weights[indices[k]!]!;
        const gradient = y * margin - 1 + alpha[row]! * diagonal[i]!;
        let projected = gradient;
        if (alpha[row] === 0) {
          if (gradient > previousMax) {
            active--;
            order[t] = order[active]!;
            order[active] = i;
            t--;
            continue;
          }
          if (gradient > 0) projected = 0;
        }
        if (projected > maxGradient) maxGradient = projected;
        if (projected < minGradient) minGradient = projected;
        if (projected === 0) continue;
        const previous = alpha[row]!;
        alpha[row] = Math.max(previous - gradient / qDiagonal[i]!, 0);
        const step = (alpha[row]! - previous) * y;
        for (let k = start; k < end; k++) weights[indices[k]!]! += step * values[k]!;
        this.bias += step;
      }
      if (maxGradient - minGradient <= tolerance) {
        if (active === n) break;
        active = n;
        previousMax = Infinity;
        continue;
      }
      previousMax = maxGradient <= 0 ? Infinity : maxGradient;
    }
    return { bias: this.bias, weights };
  }
}

/** Scores of every row of `features` under a linear model (written into `out` when given). */
export function linearScores(
  model: LinearModel,
  features: SparseMatrix,
  out: Float64Array = new Float64Array(features.rows),
): Float64Array {
  const { rowStart, indices, values } = features;
  const { weights, bias } = model;
  for (let row = 0; row < features.rows; row++) {
    let sum = bias;
    for (let k = rowStart[row]!; k < rowStart[row + 1]!; k++) sum += values[k]! * weights[indices[k]!]!;
    out[row] = sum;
  }
  return out;
}
