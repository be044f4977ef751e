import { type Random, sampleWithoutReplacement } from './random.js';

/**
 * ASReview's "double" dynamic balance: the training set keeps its size n but is resampled so the relevant records,
 * always a small minority, weigh much more. Relevant records get weight a·(n₁/n₀)^(−α); irrelevant ones
 * 1 − (1 − b)·(1 + ln n)^(−β); the relevant share of the n training slots follows those weights (rounded at random,
 * at least 1, leaving at least 2 to irrelevant ones). Each class fills its slots with whole copies of all its
 * records, plus a random draw without replacement for the remainder: relevant records are copied several times,
 * irrelevant ones sub-sampled once there are many.
 */
export interface DoubleBalanceParameters {
  readonly a: number;
  readonly alpha: number;
  readonly b: number;
  readonly beta: number;
}

/** ASReview's defaults. */
export const DOUBLE_BALANCE: DoubleBalanceParameters = { a: 2.155, alpha: 0.94, b: 0.789, beta: 1.0 };

/**
 * How many times each training record enters the balanced training set (0 = left out), for `labels` (1 relevant,
 * 0 irrelevant) of the training records. With a single class every record counts once (nothing to balance).
 */
export function doubleBalance(
  labels: Uint8Array,
  random: Random,
  parameters: DoubleBalanceParameters = DOUBLE_BALANCE,
): Uint32Array {
  const n = labels.length;
  const copies = new Uint32Array(n);
  let ones = 0;
  for (let i = 0; i < n; i++) ones += labels[i]!;
  const zeros = n - ones;
  if (ones === 0 || zeros === 0) return copies.fill(1);

  const oneWeight = parameters.a * (ones / zeros) ** -parameters.alpha;
  const zeroWeight = 1 - (1 - parameters.b) * (1 + Math.log(n)) ** -parameters.beta;
  const wanted = (oneWeight * ones * n) / (oneWeight * ones + zeroWeight * zeros);
  let oneSlots = Math.floor(wanted);
  if (random() < wanted - oneSlots) oneSlots++;
  oneSlots = Math.max(1, Math.min(n - 2, oneSlots));
  const zeroSlots = n - oneSlots;

  const oneRecords: number[] = [];
  const zeroRecords: number[] = [];
  for (let i = 0; i < n; i++) (labels[i] === 1 ? oneRecords : zeroRecords).push(i);
  fill(copies, oneRecords, oneSlots, random);
  fill(copies, zeroRecords, zeroSlots, random);
  return copies;
}

function fill(copies: Uint32Array, records: readonly number[], slots: number, random: Random): void {
  const whole = Math.floor(slots / records.length);
  for (const record of records) copies[record] = whole;
  for (const pick of sampleWithoutReplacement(records.length, slots - whole * records.length, random)) {
    copies[records[pick]!]!++;
  }
}

/**
 * Loss weights that make the relevant class weigh `ratio` times the irrelevant class in total (ASReview 2's
 * "balanced" strategy; default ratio 9.8): each relevant row 1, each irrelevant row n₁ / (ratio · n₀), then all
 * scaled so they sum to the number of rows. With a single class every row weighs 1.
 */
export function balancedWeights(labels: Uint8Array, ratio = 9.8): Float64Array {
  const n = labels.length;
  const weights = new Float64Array(n).fill(1);
  let ones = 0;
  for (let i = 0; i < n; i++) ones += labels[i]!;
  const zeros = n - ones;
  if (ones === 0 || zeros === 0) return weights;
  const zeroWeight = ones / (ratio * zeros);
  const scale = n / (ones + zeroWeight * zeros);
  for (let i = 0; i < n; i++) weights[i] = (labels[i] === 1 ? 1 : zeroWeight) * scale;
  return weights;
}
