import { blockMentions } from './blocks.js';
import { FEATURE_COUNT, FEATURE_NAMES } from './features.js';
import type { Mention } from './mention.js';
import type { PairModel } from './model.js';
import { featureMatrix, pairDistance } from './pair-scores.js';
import { buildProfiles } from './profiles.js';

/** The mentions of each person a report reads: enough to describe them, few enough to answer at once. */
export const REPORT_MENTIONS = 30;

export interface PairReport {
  /** The mean probability, over every pair of their mentions, that the two are one person (0 to 1). */
  totalScore: number;
  /** Each feature of the disambiguation scorer, averaged over those pairs. */
  scores: Record<(typeof FEATURE_NAMES)[number], number>;
}

/** Where the features of the pair (i, j), i < j, sit in featureMatrix's rows. */
const pairOffset = (n: number, i: number, j: number) => ((i * (2 * n - i - 1)) / 2 + (j - i - 1)) * FEATURE_COUNT;

/**
 * How much two persons look like one, by the scorer the disambiguation clusters with: every mention of one paired
 * with every mention of the other (their first REPORT_MENTIONS each), scored as the engine scores mentions of a block
 * made of both; a pair a hard constraint forbids (different ORCIDs, incompatible first names) scores 0.
 */
export function personPairReport(first: readonly Mention[], second: readonly Mention[], model: PairModel): PairReport {
  const a = first.slice(0, REPORT_MENTIONS);
  const b = second.slice(0, REPORT_MENTIONS);
  const mentions = [...a, ...b];
  const profiles = buildProfiles(mentions, blockMentions(mentions).names);
  const rows = featureMatrix(profiles);
  const n = profiles.length;
  const sums = new Float64Array(FEATURE_COUNT);
  let probability = 0;
  let pairs = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = a.length; j < n; j++) {
      const offset = pairOffset(n, i, j);
      const distance = pairDistance(model, profiles[i]!, profiles[j]!, rows, offset);
      probability += Number.isFinite(distance) ? 1 - distance : 0;
      for (let f = 0; f < FEATURE_COUNT; f++) sums[f]! += rows[offset + f]!;
      pairs++;
    }
  }
  const mean = (sum: number) => (pairs > 0 ? sum / pairs : 0);
  return {
    totalScore: mean(probability),
    scores: Object.fromEntries(FEATURE_NAMES.map((name, f) => [name, mean(sums[f]!)])) as PairReport['scores'],
  };
}

/** How many candidates one block of `groupProbabilities` scores at once (with the group's REPORT_MENTIONS). */
export const CANDIDATES_PER_BLOCK = 30;

/**
 * For each candidate mention, the mean probability that it is one person with the group's mentions (its first
 * REPORT_MENTIONS, the candidate itself left out), or undefined when no other mention is left. Scored in blocks of
 * the group and CANDIDATES_PER_BLOCK candidates (as the engine scores a block), not one block per candidate: a
 * report of thousands of documents answers in seconds.
 */
export function groupProbabilities(
  candidates: readonly Mention[],
  group: readonly Mention[],
  model: PairModel,
): Array<number | undefined> {
  const members = group.slice(0, REPORT_MENTIONS);
  const scores: Array<number | undefined> = [];
  for (let start = 0; start < candidates.length; start += CANDIDATES_PER_BLOCK) {
    const batch = candidates.slice(start, start + CANDIDATES_PER_BLOCK);
    // a candidate that is a member is scored in place, against the other members
    const extra = batch.filter((mention) => !members.some((member) => member.id === mention.id));
    const mentions = [...members, ...extra];
    const profiles = buildProfiles(mentions, blockMentions(mentions).names);
    const rows = featureMatrix(profiles);
    const n = profiles.length;
    for (const candidate of batch) {
      const c = mentions.findIndex((mention) => mention.id === candidate.id);
      let probability = 0;
      let pairs = 0;
      for (let m = 0; m < members.length; m++) {
        if (m === c) continue;
        const [i, j] = m < c ? [m, c] : [c, m];
        const distance = pairDistance(model, profiles[i]!, profiles[j]!, rows, pairOffset(n, i, j));
        probability += Number.isFinite(distance) ? 1 - distance : 0;
        pairs++;
      }
      scores.push(pairs > 0 ? probability / pairs : undefined);
    }
  }
  return scores;
}
