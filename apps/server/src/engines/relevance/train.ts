import { balancedWeights, doubleBalance } from './balance.js';
import { calibrate, fitCalibration } from './calibrate.js';
import { LinearSvmTrainer, linearScores } from './linear-svm.js';
import { naiveBayesLogOdds, trainNaiveBayes } from './naive-bayes.js';
import { mixSeed, seededRandom } from './random.js';
import { type SparseMatrix, assertSparseMatrix } from './tfidf.js';

/** A user's vote on a document: 1 Relevant, 0 Irrelevant. */
export type Vote = 0 | 1;
/** Votes by document index (the row of the document in the feature matrix). */
export type Votes = ReadonlyMap<number, Vote>;

export interface RankerOptions {
  /**
   * "ensemble" (default): the mean of the SVM's and the naive Bayes model's rank percentiles, weighted by
   * `bayesWeight`. "svm": linear SVM, squared hinge, class-balanced loss weights (ASReview 2's default learner).
   * "naive-bayes": multinomial naive Bayes on double-balanced resampling (ASReview 1's default).
   */
  readonly model?: 'svm' | 'naive-bayes' | 'ensemble';
  /** SVM: inverse regularization strength (default 0.3). */
  readonly c?: number;
  /** SVM: total loss weight of the relevant class over the irrelevant one (default 9.8). */
  readonly ratio?: number;
  /** Ensemble: the weight of the naive Bayes rank (default 0.3; the SVM's rank weighs the rest). */
  readonly bayesWeight?: number;
  /** Naive Bayes: additive smoothing (default ASReview's 3.822). */
  readonly alpha?: number;
  /** Seed of the random draws (SVM visiting order, naive Bayes resampling); default 1. */
  readonly seed?: number;
  /**
   * "probability" (default): P(relevant), the model's margin calibrated on the votes (Platt scaling, calibrate.ts).
   * "margin": the model's raw output (SVM margin, naive Bayes log-odds): the same order, no calibration.
   */
  readonly scale?: 'probability' | 'margin';
}

/**
 * An ensemble of ASReview LAB 2's linear SVM (relevant class weighted 9.8 times, but C 0.3 instead of its 0.11) and
 * ASReview 1's naive Bayes (α 3.822, double balance): each ranks the documents, the score is 0.7 × the SVM's rank
 * percentile + 0.3 × naive Bayes's. With stemmed terms (DEFAULT_TFIDF_OPTIONS), it beat the plain SVM on every data
 * set of bench/screening.mjs (docs/relevance.md). Each model stays available on its own: "svm", "naive-bayes".
 */
export const DEFAULT_RANKER_OPTIONS = {
  model: 'ensemble',
  c: 0.3,
  ratio: 9.8,
  bayesWeight: 0.3,
  alpha: 3.822,
} as const satisfies RankerOptions;

/** Trains on the rows `rows` with `labels` and scores every row of the features (written into `out`). */
export type Learner = (rows: Int32Array, labels: Uint8Array, out?: Float64Array) => Float64Array;

/**
 * A learner over `features`. It may keep state between calls to learn faster (the SVM restarts from its previous
 * solution), never to change the result: each call's scores depend only on its rows, labels and the seed, up to the
 * solver's tolerance. Draws are seeded with the seed and the number of training rows.
 */
export function createLearner(features: SparseMatrix, options: RankerOptions = {}): Learner {
  const seed = options.seed ?? 1;
  const bayes: Learner = (rows, labels, out) => {
    const copies = doubleBalance(labels, seededRandom(mixSeed(seed, rows.length)));
    const model = trainNaiveBayes(features, rows, labels, copies, options.alpha ?? DEFAULT_RANKER_OPTIONS.alpha);
    return naiveBayesLogOdds(model, features, out);
  };
  const kind = options.model ?? DEFAULT_RANKER_OPTIONS.model;
  if (kind === 'naive-bayes') return bayes;
  const trainer = new LinearSvmTrainer(features, { c: options.c ?? DEFAULT_RANKER_OPTIONS.c });
  const svm: Learner = (rows, labels, out) => {
    const weights = balancedWeights(labels, options.ratio ?? DEFAULT_RANKER_OPTIONS.ratio);
    const model = trainer.fit(rows, labels, weights, seededRandom(mixSeed(seed, rows.length)));
    return linearScores(model, features, out);
  };
  if (kind !== 'ensemble') return svm;
  const other = new Float64Array(features.rows);
  return (rows, labels, out = new Float64Array(features.rows)) => {
    svm(rows, labels, out);
    bayes(rows, labels, other);
    const first = rankPercentiles(out);
    const second = rankPercentiles(other);
    const weight = options.bayesWeight ?? DEFAULT_RANKER_OPTIONS.bayesWeight;
    for (let i = 0; i < out.length; i++) out[i] = (1 - weight) * first[i]! + weight * second[i]!;
    return out;
  };
}

/** The rank of each score among all, scaled to [0, 1] (ties share their mean rank). */
function rankPercentiles(scores: Float64Array): Float64Array {
  const n = scores.length;
  const order = Int32Array.from({ length: n }, (_, i) => i).sort((a, b) => scores[a]! - scores[b]!);
  const ranks = new Float64Array(n);
  for (let start = 0; start < n;) {
    let end = start + 1;
    while (end < n && scores[order[end]!] === scores[order[start]!]) end++;
    const rank = n > 1 ? (start + end - 1) / 2 / (n - 1) : 0.5;
    for (let k = start; k < end; k++) ranks[order[k]!] = rank;
    start = end;
  }
  return ranks;
}

/** True when the votes hold at least one Relevant and one Irrelevant: the least a model can learn from. */
export function canTrain(votes: Votes): boolean {
  let relevant = false;
  let irrelevant = false;
  for (const vote of votes.values()) {
    if (vote === 1) relevant = true;
    else irrelevant = true;
    if (relevant && irrelevant) return true;
  }
  return false;
}

/**
 * Scores every document (row of `features`) by its probability of relevance learnt from `votes`. Voted documents are
 * scored too, on the terms they share with other documents (as if unvoted). Without at least one vote of each kind
 * there is nothing to learn: every score is 0.5 (margin 0). Deterministic: votes are taken in document order,
 * randomness is seeded. Throws on a malformed matrix.
 */
export function trainRanker(features: SparseMatrix, votes: Votes, options: RankerOptions = {}): Float32Array {
  assertSparseMatrix(features);
  const scores = new Float32Array(features.rows);
  const rows = Int32Array.from(
    [...votes.keys()].filter((row) => Number.isInteger(row) && row >= 0 && row < features.rows),
  ).sort();
  const labels = Uint8Array.from(rows, (row) => (votes.get(row) === 1 ? 1 : 0));
  const relevant = labels.reduce((sum, label) => sum + label, 0);
  if (relevant === 0 || relevant === rows.length) return scores.fill(options.scale === 'margin' ? 0 : 0.5);
  const margins = createLearner(features, options)(rows, labels);
  if (options.scale === 'margin') {
    scores.set(margins);
    return scores;
  }
  const calibration = fitCalibration(
    Float64Array.from(rows, (row) => margins[row]!),
    labels,
  );
  return calibrate(margins, calibration, scores);
}
