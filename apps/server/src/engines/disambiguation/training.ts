import { seededRandom } from '../relevance/random.js';
import { DEFAULT_BOOSTING, fitBoostedTrees, type BoostingOptions } from './boosting.js';
import { prepare } from './engine.js';
import { FEATURE_COUNT, FEATURE_NAMES } from './features.js';
import type { PairModel } from './model.js';
import { featureMatrix, mayBeOnePerson } from './pair-scores.js';
import type { Profile } from './profiles.js';
import type { LabelledSet } from './s2and.js';

/** A block of a labelled set with the features of all its pairs (i < j, row by row) and whether each is one person. */
export interface LabelledBlock {
  set: string;
  key: string;
  ids: string[];
  profiles: Profile[];
  rows: Float64Array;
  same: Uint8Array;
  /** 0 where a hard constraint decides the pair: the model never sees those. */
  allowed: Uint8Array;
}

/** The blocks of a set's labelled mentions (unlabelled ones are left out: nothing to learn or measure there). */
export function labelledBlocks(setName: string, set: LabelledSet): LabelledBlock[] {
  const prepared = prepare(set.mentions.filter((mention) => set.gold.has(mention.id)));
  return prepared.units.map((ids) => {
    const profiles = ids.map((id) => prepared.profiles.get(id)!);
    const n = ids.length;
    const same = new Uint8Array((n * (n - 1)) / 2);
    const allowed = new Uint8Array(same.length);
    let pair = 0;
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++, pair++) {
        same[pair] = set.gold.get(ids[i]!) === set.gold.get(ids[j]!) ? 1 : 0;
        allowed[pair] = mayBeOnePerson(profiles[i]!, profiles[j]!) ? 1 : 0;
      }
    }
    return { set: setName, key: profiles[0]!.name.key, ids, profiles, rows: featureMatrix(profiles), same, allowed };
  });
}

export interface TrainingOptions {
  /** Pairs drawn from one block at most, so the few huge blocks do not drown the rest. */
  maxPairsPerBlock: number;
  seed: number;
  boosting: BoostingOptions;
}

export const DEFAULT_TRAINING: TrainingOptions = { maxPairsPerBlock: 2000, seed: 7, boosting: DEFAULT_BOOSTING };

/**
 * Fits the pairwise model on the blocks given. Every set weighs the same in total, whatever its size, so one model
 * serves PubMed-like and DBLP-like data alike.
 */
export function trainPairModel(
  blocks: readonly LabelledBlock[],
  options: TrainingOptions = DEFAULT_TRAINING,
): Omit<PairModel, 'threshold'> {
  const random = seededRandom(options.seed);
  const chosen: Array<{ block: LabelledBlock; pairs: number[] }> = [];
  const pairsPerSet = new Map<string, number>();
  for (const block of blocks) {
    const pairs: number[] = [];
    for (let p = 0; p < block.allowed.length; p++) if (block.allowed[p]) pairs.push(p);
    for (let i = pairs.length - 1; i > 0 && pairs.length > options.maxPairsPerBlock; i--) {
      const j = Math.floor(random() * (i + 1));
      [pairs[i], pairs[j]] = [pairs[j]!, pairs[i]!];
    }
    const kept = pairs.slice(0, options.maxPairsPerBlock);
    chosen.push({ block, pairs: kept });
    pairsPerSet.set(block.set, (pairsPerSet.get(block.set) ?? 0) + kept.length);
  }
  const total = [...pairsPerSet.values()].reduce((sum, count) => sum + count, 0);
  const rows = new Float64Array(total * FEATURE_COUNT);
  const labels = new Uint8Array(total);
  const weights = new Float64Array(total);
  let at = 0;
  for (const { block, pairs } of chosen) {
    const weight = total / pairsPerSet.size / pairsPerSet.get(block.set)!;
    for (const pair of pairs) {
      rows.set(block.rows.subarray(pair * FEATURE_COUNT, (pair + 1) * FEATURE_COUNT), at * FEATURE_COUNT);
      labels[at] = block.same[pair]!;
      weights[at] = weight;
      at++;
    }
  }
  return fitBoostedTrees(rows, labels, weights, [...FEATURE_NAMES], options.boosting);
}
