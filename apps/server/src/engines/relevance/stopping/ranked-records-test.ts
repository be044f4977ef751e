import { hypergeometricCdf } from './hypergeometric.js';
import { DEFAULT_CONFIDENCE, DEFAULT_TARGET_RECALL } from './methods.js';

export interface RankedTestResult {
  /** The smallest p-value over the windows of most recent records; stop when below 1 − confidence. */
  readonly pValue: number;
  readonly stop: boolean;
  /** Where the window that gave it starts (index into the decisions). */
  readonly windowStart: number;
}

/**
 * The same hypergeometric test applied to the records screened by priority, as Callaghan & Müller-Hansen (2020) do
 * in their simulations: every run of the most recent records is treated as if drawn at random from the records left
 * when it began, and the smallest p-value counts. Valid only while the ranking puts relevant records at least as
 * early as chance would — then a prioritised run finds more relevant records than a random one, so few in it is
 * stronger evidence. When hard-to-find relevant records rank below chance, it stops too early.
 * `decisions` are 1 (relevant) or 0 in screening order.
 */
export function rankedRecordsTest(
  decisions: ArrayLike<number>,
  total: number,
  targetRecall = DEFAULT_TARGET_RECALL,
  confidence = DEFAULT_CONFIDENCE,
): RankedTestResult {
  const screened = decisions.length;
  if (!Number.isInteger(total) || screened > total) throw new RangeError('more decisions than records');
  let found = 0;
  for (let i = 0; i < screened; i++) found += decisions[i] ? 1 : 0;
  const fewestRelevant = Math.floor(found / targetRecall + 1e-9) + 1;
  let best = { pValue: 1, windowStart: screened };
  let inWindow = 0;
  for (let start = screened - 1; start >= 0; start--) {
    inWindow += decisions[start] ? 1 : 0;
    const draws = screened - start;
    const pool = total - start;
    const underH0 = fewestRelevant - (found - inWindow);
    if (underH0 > pool) return { pValue: 0, stop: true, windowStart: start };
    // A window with at least the H0 share of relevant records cannot give a small p-value: skip the sum.
    if (inWindow >= (draws * underH0) / pool + 1) continue;
    const pValue = hypergeometricCdf(inWindow, pool, underH0, draws);
    if (pValue < best.pValue) best = { pValue, windowStart: start };
  }
  return { ...best, stop: best.pValue < 1 - confidence };
}
