import { hypergeometricCdf } from './hypergeometric.js';
import { DEFAULT_CONFIDENCE, DEFAULT_TARGET_RECALL } from './methods.js';

/** Where screening stands when the random sample is judged. */
export interface SampleState {
  /** All records of the set. */
  readonly total: number;
  /** Records screened (by priority or otherwise) before the random sample began, and the relevant among them. */
  readonly screenedBefore: number;
  readonly relevantBefore: number;
  /** Records drawn at random, without replacement, from the ones not screened before; the relevant among them. */
  readonly sampled: number;
  readonly relevantInSample: number;
  readonly targetRecall?: number;
  readonly confidence?: number;
}

/** Recall so far with an interval at the chosen confidence, and the relevant records it implies are left. */
export interface RecallEstimate {
  readonly estimate: number;
  readonly low: number;
  readonly high: number;
  readonly remainingRelevant: { readonly estimate: number; readonly low: number; readonly high: number };
}

export interface SampleTestResult {
  /** p-value of H0 "recall so far < target"; stop when below 1 − confidence. */
  readonly pValue: number;
  readonly stop: boolean;
  /** Random records still to draw, at least (if all of them are irrelevant), before the test can say stop. */
  readonly moreToSample: number;
  /** Null before the first random record: without a sample there is nothing to estimate from. */
  readonly recall: RecallEstimate | null;
}

function check(state: SampleState): Required<SampleState> {
  const full = {
    targetRecall: DEFAULT_TARGET_RECALL,
    confidence: DEFAULT_CONFIDENCE,
    ...state,
  };
  const { total, screenedBefore, relevantBefore, sampled, relevantInSample, targetRecall, confidence } = full;
  const whole = (value: number) => Number.isInteger(value) && value >= 0;
  if (![total, screenedBefore, relevantBefore, sampled, relevantInSample].every(whole)) {
    throw new RangeError('record counts must be whole numbers ≥ 0');
  }
  if (relevantBefore > screenedBefore || relevantInSample > sampled || screenedBefore + sampled > total) {
    throw new RangeError('relevant ≤ screened and screened + sampled ≤ total');
  }
  if (!(targetRecall > 0 && targetRecall <= 1)) throw new RangeError('target recall must be in (0, 1]');
  if (!(confidence > 0 && confidence < 1)) throw new RangeError('confidence must be in (0, 1)');
  return full;
}

/**
 * The fewest relevant records the not-yet-screened pool (as it was when the sample began) holds if recall so far is
 * below target: recall = found / (relevantBefore + K) < target ⇔ K > found / target − relevantBefore.
 */
function fewestRelevantUnderH0(found: number, relevantBefore: number, targetRecall: number): number {
  // The 1e-9 keeps found / target from rounding below a whole number it equals (19 / 0.95 = 20: recall 0.95 passes).
  return Math.floor(found / targetRecall + 1e-9) + 1 - relevantBefore;
}

/**
 * The random-sampling hypothesis test of Callaghan & Müller-Hansen (2020): the sample is drawn at random from the
 * records left after priority screening, so the relevant records in it follow a hypergeometric distribution. The
 * p-value is the chance of seeing this few relevant records in the sample if the pool held the fewest relevant
 * records that would make recall so far fall below the target (more would make a low count even less likely).
 */
export function randomSampleTest(input: SampleState): SampleTestResult {
  const state = check(input);
  const pool = state.total - state.screenedBefore;
  const found = state.relevantBefore + state.relevantInSample;
  const alpha = 1 - state.confidence;
  const underH0 = fewestRelevantUnderH0(found, state.relevantBefore, state.targetRecall);
  const pAfter = (draws: number) =>
    underH0 > pool ? 0 : hypergeometricCdf(state.relevantInSample, pool, underH0, draws);
  const pValue = pAfter(state.sampled);
  const stop = pValue < alpha;
  let moreToSample = 0;
  if (!stop) {
    // p falls as irrelevant draws accrue; drawing the whole pool reveals it, so the search ends by then.
    let low = state.sampled + 1;
    let high = pool;
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      if (pAfter(middle) < alpha) high = middle;
      else low = middle + 1;
    }
    moreToSample = low - state.sampled;
  }
  return { pValue, stop, moreToSample, recall: estimateRecall(state, pool, found) };
}

/** Exact (hypergeometric, Clopper–Pearson-style) interval on the relevant records in the pool, as recall bounds. */
function estimateRecall(state: Required<SampleState>, pool: number, found: number): RecallEstimate | null {
  const { sampled, relevantInSample: k, relevantBefore } = state;
  if (sampled === 0) return null;
  const tail = (1 - state.confidence) / 2;
  const most = pool - (sampled - k);
  // Largest pool count K still making ≤ k relevant in the sample plausible (the CDF falls as K grows).
  let low = k;
  let high = most;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (hypergeometricCdf(k, pool, middle, sampled) > tail) low = middle;
    else high = middle - 1;
  }
  const poolHigh = low;
  // Smallest K still making ≥ k relevant plausible (P(X ≥ k) grows with K).
  low = k;
  high = most;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (k === 0 || 1 - hypergeometricCdf(k - 1, pool, middle, sampled) > tail) high = middle;
    else low = middle + 1;
  }
  const poolLow = low;
  const poolEstimate = (k * pool) / sampled;
  const recallWith = (inPool: number) => (relevantBefore + inPool === 0 ? 1 : found / (relevantBefore + inPool));
  return {
    estimate: recallWith(poolEstimate),
    low: recallWith(poolHigh),
    high: recallWith(poolLow),
    remainingRelevant: { estimate: poolEstimate - k, low: poolLow - k, high: poolHigh - k },
  };
}
