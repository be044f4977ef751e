import { blockMentions } from './blocks.js';
import type { Mention } from './mention.js';
import type { PairModel } from './model.js';
import { distanceMatrix } from './pair-scores.js';
import { buildProfiles } from './profiles.js';

/**
 * For each mention of one cluster, the scorer's best probability (0–1) that it is the same person as another mention
 * of the cluster, scored as the engine scores a block made of them; null for a cluster of one. A mention whose best is
 * near the model's threshold (or below it, joined by linkage or a user's decision) was placed with low confidence.
 * Cost: n² pairs, so callers cap n.
 */
export function bestScoresWithinCluster(mentions: readonly Mention[], model: PairModel): Array<number | null> {
  const n = mentions.length;
  if (n < 2) return mentions.map(() => null);
  const profiles = buildProfiles(mentions, blockMentions(mentions).names);
  const distances = distanceMatrix(model, profiles);
  return mentions.map((_, i) => {
    let best = Infinity;
    for (let j = 0; j < n; j++) if (j !== i) best = Math.min(best, distances[i * n + j]!);
    return Number.isFinite(best) ? 1 - best : 0;
  });
}

/** The probability a pair needs to be joined: the model merges below distance `threshold`. */
export const joiningScore = (model: PairModel): number => 1 - model.threshold;
