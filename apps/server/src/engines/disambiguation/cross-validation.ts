import { resolveDecisions } from './decisions.js';
import { clusterUnit } from './engine.js';
import { clusteringFigures, type ClusteringFigures } from './evaluation.js';
import type { PairModel } from './model.js';
import { distanceMatrix } from './pair-scores.js';
import { DEFAULT_TRAINING, trainPairModel, type LabelledBlock, type TrainingOptions } from './training.js';

/**
 * Figures on blocks the model was not fitted on: blocks are dealt into folds by their name key (the same name in
 * two sets lands in the same fold, so a person in both is never trained on and tested), each fold is clustered by a
 * model trained on the other folds.
 */

/** A stable fold for a block key (FNV-1a). */
export function foldOf(key: string, folds: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % folds;
}

/** The distance matrix of every block, each from the model that did not see its fold. */
export function outOfFoldDistances(
  blocks: readonly LabelledBlock[],
  folds: number,
  options: TrainingOptions = DEFAULT_TRAINING,
): Float64Array[] {
  const distances: Float64Array[] = new Array(blocks.length);
  for (let fold = 0; fold < folds; fold++) distancesOfFold(blocks, folds, fold, distances, options);
  return distances;
}

/** Fills in the distances of the blocks of one fold, from a model trained on the blocks of the others. */
export function distancesOfFold(
  blocks: readonly LabelledBlock[],
  folds: number,
  fold: number,
  distances: Float64Array[],
  options: TrainingOptions = DEFAULT_TRAINING,
): void {
  const model: PairModel = {
    ...trainPairModel(
      blocks.filter((block) => foldOf(block.key, folds) !== fold),
      options,
    ),
    threshold: 0,
  };
  blocks.forEach((block, index) => {
    if (foldOf(block.key, folds) === fold) distances[index] = distanceMatrix(model, block.profiles, block.rows);
  });
}

/** Clusters every block at `threshold` and measures each set against its true persons. */
export function figuresAt(
  blocks: readonly LabelledBlock[],
  distances: readonly Float64Array[],
  gold: ReadonlyMap<string, ReadonlyMap<string, string>>,
  threshold: number,
): Map<string, ClusteringFigures> {
  const none = resolveDecisions([]);
  const clustersBySet = new Map<string, string[][]>();
  blocks.forEach((block, index) => {
    const clusters = clusterUnit(block.ids, distances[index]!.slice(), none, threshold);
    clustersBySet.set(block.set, [...(clustersBySet.get(block.set) ?? []), ...clusters]);
  });
  return new Map([...clustersBySet].map(([set, clusters]) => [set, clusteringFigures(clusters, gold.get(set)!)]));
}

/** The one threshold for all sets: the best mean B3 F1 over the sets on out-of-fold distances. */
export function chooseThreshold(
  blocks: readonly LabelledBlock[],
  distances: readonly Float64Array[],
  gold: ReadonlyMap<string, ReadonlyMap<string, string>>,
): { threshold: number; meanB3F1: number } {
  let best = { threshold: 0.5, meanB3F1: -1 };
  for (let threshold = 0.3; threshold <= 0.9001; threshold += 0.025) {
    const figures = [...figuresAt(blocks, distances, gold, threshold).values()];
    const meanB3F1 = figures.reduce((sum, figure) => sum + figure.b3F1, 0) / figures.length;
    if (meanB3F1 > best.meanB3F1) best = { threshold: Math.round(threshold * 1000) / 1000, meanB3F1 };
  }
  return best;
}
