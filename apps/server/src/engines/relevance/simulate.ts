import { mixSeed, seededRandom } from './random.js';
import type { SparseMatrix } from './tfidf.js';
import { type RankerOptions, createLearner } from './train.js';

/**
 * Replays screening on a fully labelled set, as ASReview's simulation mode does: start from prior knowledge, then
 * repeatedly train on everything labelled so far, show the top-ranked unlabelled record ("max" query strategy),
 * reveal its true label and retrain.
 */
export interface SimulationOptions extends RankerOptions {
  /** Records labelled between two retrainings (default 1: retrain after every label, as ASReview). */
  readonly batch?: number;
  /**
   * Grow the batch with the labels: retrain once this share of the labelled records has been added (default 0:
   * fixed batches). Keeps long replays affordable while early rounds, where the ranking moves most, stay one label.
   */
  readonly batchGrowth?: number;
  /**
   * Stop screening once this share of the relevant records is found and this share of all records screened
   * (default: go on until every relevant record is found). The figures up to both points are exact; the records
   * left over follow in index order.
   */
  readonly until?: { readonly recall: number; readonly screened: number };
}

/** One relevant and one irrelevant record picked at random with `seed`: the prior knowledge of one run. */
export function pickPriors(labels: Uint8Array, seed: number): [relevant: number, irrelevant: number] {
  const random = seededRandom(mixSeed(seed, 0x9f10));
  const ones: number[] = [];
  const zeros: number[] = [];
  labels.forEach((label, i) => (label === 1 ? ones : zeros).push(i));
  if (ones.length === 0 || zeros.length === 0)
    throw new Error('Prior knowledge needs a relevant and an irrelevant record');
  return [ones[Math.floor(random() * ones.length)]!, zeros[Math.floor(random() * zeros.length)]!];
}

/**
 * The order in which the records other than `priors` are screened. Once every relevant record is found (or the
 * `until` point is reached) the rest follows in index order without retraining.
 */
export function simulateScreening(
  features: SparseMatrix,
  labels: Uint8Array,
  priors: readonly number[],
  options: SimulationOptions = {},
): Int32Array {
  const n = features.rows;
  const batch = Math.max(1, Math.floor(options.batch ?? 1));
  const trainRows = new Int32Array(n);
  const trainLabels = new Uint8Array(n);
  const labelled = new Uint8Array(n);
  let trained = 0;
  let relevantLeft = labels.reduce((sum, label) => sum + label, 0);
  const label = (row: number) => {
    labelled[row] = 1;
    trainRows[trained] = row;
    trainLabels[trained] = labels[row]!;
    relevantLeft -= labels[row]!;
    trained++;
  };
  for (const row of priors) label(row);
  const order = new Int32Array(n - priors.length);
  let screened = 0;
  const scores = new Float64Array(n);
  const learn = createLearner(features, options);
  // The stopping point counts as the figures do: priors left out.
  const until = options.until;
  const toFind = relevantLeft;
  const done = () =>
    relevantLeft === 0 ||
    (until !== undefined &&
      toFind - relevantLeft >= Math.ceil(until.recall * toFind - 1e-9) &&
      screened >= until.screened * order.length);
  while (screened < order.length && !done()) {
    learn(trainRows.subarray(0, trained), trainLabels.subarray(0, trained), scores);
    const roundSize = Math.max(batch, Math.floor(trained * (options.batchGrowth ?? 0)));
    for (let pick = 0; pick < roundSize && screened < order.length; pick++) {
      let best = -1;
      for (let row = 0; row < n; row++) {
        if (labelled[row] === 0 && (best < 0 || scores[row]! > scores[best]!)) best = row;
      }
      order[screened++] = best;
      label(best);
    }
  }
  for (let row = 0; row < n && screened < order.length; row++) if (labelled[row] === 0) order[screened++] = row;
  return order;
}

export interface ScreeningMetrics {
  /** Records screened (priors excluded) and relevant records among them. */
  readonly records: number;
  readonly relevant: number;
  /** Share of the relevant records found after screening `fraction` of the records (rounded to a whole record). */
  recallAfter(fraction: number): number;
  /**
   * Work saved over sampling at recall r: (TN + FN) / N − (1 − r), at the first point where r of the relevant
   * records are found (TN + FN = the records not yet screened).
   */
  workSavedAt(recall: number): number;
}

/**
 * Metrics of a screening order (ASReview Insights' convention: the prior records are left out of both the records
 * and the relevant ones). `order` is what simulateScreening returns, `labels` the true labels of all records.
 */
export function screeningMetrics(order: Int32Array, labels: Uint8Array): ScreeningMetrics {
  const records = order.length;
  const found = new Int32Array(records + 1);
  for (let i = 0; i < records; i++) found[i + 1] = found[i]! + labels[order[i]!]!;
  const relevant = found[records]!;
  return {
    records,
    relevant,
    recallAfter: (fraction) => (relevant === 0 ? 1 : found[Math.round(fraction * records)]! / relevant),
    workSavedAt: (recall) => {
      const needed = Math.ceil(recall * relevant - 1e-9);
      let k = 0;
      while (found[k]! < needed) k++;
      return (records - k) / records - (1 - recall);
    },
  };
}
