import type { SparseMatrix } from './tfidf.js';

/** ASReview's default smoothing of its multinomial naive Bayes model (a tuned value, not Laplace's 1). */
export const NAIVE_BAYES_ALPHA = 3.822;

/**
 * A two-class multinomial naive Bayes model reduced to what ranking needs: the log-odds of relevance of a row x is
 * `bias + Σ x_j · weights[j]`, where weights[j] = ln P(term j | relevant) − ln P(term j | irrelevant) and bias is
 * the log ratio of the class priors. Terms absent from a row add nothing, so scoring costs one pass over its
 * non-zero entries.
 */
export interface NaiveBayesModel {
  readonly bias: number;
  readonly weights: Float64Array;
  /** The weight of a term no training row has (ln of the ratio of the smoothing denominators): a row's own terms. */
  readonly unseenWeight: number;
}

/**
 * Fits the model like scikit-learn's MultinomialNB(alpha) on the rows `rows` of `features` with `labels` (1 relevant,
 * 0 irrelevant), row i counted `copies[i]` times (the balanced training set without materializing it).
 * P(term | class) = (feature mass of the term in the class + α) / (total feature mass of the class + α · terms);
 * the class prior is its share of the (copied) training rows. Terms of a single row (SparseMatrix.uniqueTerms) count
 * in the masses and the number of terms; their own weights would only score the row that has them.
 */
export function trainNaiveBayes(
  features: SparseMatrix,
  rows: Int32Array,
  labels: Uint8Array,
  copies: Uint32Array,
  alpha = NAIVE_BAYES_ALPHA,
): NaiveBayesModel {
  const { columns, rowStart, indices, values, uniqueMass } = features;
  const terms = columns + (features.uniqueTerms ?? 0);
  const mass = [new Float64Array(columns), new Float64Array(columns)] as const;
  const total = [0, 0];
  const count = [0, 0];
  for (let i = 0; i < rows.length; i++) {
    const times = copies[i]!;
    if (times === 0) continue;
    const label = labels[i]! === 1 ? 1 : 0;
    const classMass = mass[label];
    const row = rows[i]!;
    for (let k = rowStart[row]!; k < rowStart[row + 1]!; k++) {
      const value = values[k]! * times;
      classMass[indices[k]!]! += value;
      total[label]! += value;
    }
    if (uniqueMass) total[label]! += uniqueMass[row]! * times;
    count[label]! += times;
  }
  const weights = new Float64Array(columns);
  const denominator1 = Math.log(total[1]! + alpha * terms);
  const denominator0 = Math.log(total[0]! + alpha * terms);
  for (let j = 0; j < columns; j++) {
    weights[j] = Math.log(mass[1][j]! + alpha) - denominator1 - (Math.log(mass[0][j]! + alpha) - denominator0);
  }
  // A class without training rows: no prior information either way (trainRanker avoids this case).
  const bias = count[0]! > 0 && count[1]! > 0 ? Math.log(count[1]! / count[0]!) : 0;
  return { bias, weights, unseenWeight: denominator0 - denominator1 };
}

/**
 * The log-odds of relevance of every row of `features` under `model` (written into `out` when given), as
 * scikit-learn's predict_joint_log_proba difference for unvoted rows.
 */
export function naiveBayesLogOdds(
  model: NaiveBayesModel,
  features: SparseMatrix,
  out: Float64Array = new Float64Array(features.rows),
): Float64Array {
  const { rowStart, indices, values, uniqueMass } = features;
  const { weights, bias, unseenWeight } = model;
  for (let row = 0; row < features.rows; row++) {
    // A row's own terms (uniqueMass) are in no training row but itself; scored as unseen (exact for unvoted rows).
    let sum = bias + (uniqueMass ? uniqueMass[row]! * unseenWeight : 0);
    for (let k = rowStart[row]!; k < rowStart[row + 1]!; k++) sum += values[k]! * weights[indices[k]!]!;
    out[row] = sum;
  }
  return out;
}
