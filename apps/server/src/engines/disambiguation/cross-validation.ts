import { resolveDecisions } from './decisions.js';
import { clusterUnit } from './engine.js';
import { clusteringFigures, type ClusteringFigures } from './evaluation.js';
import type { PairModel } from './model.js';
import { distanceMatrix } from './pair-scores.js';
import type { LabelledSet } from './s2and.js';
import {
  DEFAULT_TRAINING,
  labelledBlocks,
  trainPairModel,
  type LabelledBlock,
  type TrainingOptions,
} from './training.js';

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

/** The distance matrix of every block from one model (the shipped one, or one trained elsewhere). */
export const modelDistances = (blocks: readonly LabelledBlock[], model: PairModel): Float64Array[] =>
  blocks.map((block) => distanceMatrix(model, block.profiles, block.rows));

/** A block's side in a held-out split: its name key hashed with the split's seed (one name, one side, in every set). */
export const isTrainingBlock = (key: string, seed: number, trainShare: number): boolean =>
  foldOf(`${seed}:${key}`, 1000) < trainShare * 1000;

export interface HeldOutOptions {
  /** Seeds of the splits, one model trained per split. */
  seeds: readonly number[];
  /** Share of the name keys trained on; the model is measured on the rest. */
  trainShare: number;
  threshold: number;
  training?: TrainingOptions;
}

/**
 * The honest measure of a shipped model on blocks it never saw: per split, the name keys are dealt into a training
 * half and a held-out half, each half is read on its own as a folder of its own would be (TF-IDF weights, topics and
 * name counts come from the mentions given), a model is trained on the first and clusters the second at `threshold`.
 * Figures are the mean over the splits, per set, on its held-out mentions.
 */
export function heldOutFigures(
  sets: readonly { name: string; set: LabelledSet }[],
  options: HeldOutOptions,
): Map<string, ClusteringFigures> {
  const sums = new Map<string, { figures: ClusteringFigures; splits: number }>();
  const keyed = sets.map(({ name, set }) => ({ name, set, blocks: labelledBlocks(name, set) }));
  for (const seed of options.seeds) {
    const half = (training: boolean) =>
      keyed.flatMap(({ name, set, blocks }) => {
        const ids = new Set(
          blocks
            .filter((block) => isTrainingBlock(block.key, seed, options.trainShare) === training)
            .flatMap((block) => block.ids),
        );
        if (ids.size === 0) return [];
        const gold = new Map([...set.gold].filter(([id]) => ids.has(id)));
        return [
          { name, gold, blocks: labelledBlocks(name, { mentions: set.mentions.filter((m) => ids.has(m.id)), gold }) },
        ];
      });
    const model: PairModel = {
      ...trainPairModel(
        half(true).flatMap((one) => one.blocks),
        options.training,
      ),
      threshold: options.threshold,
    };
    for (const { name, gold, blocks } of half(false)) {
      const one = figuresAt(blocks, modelDistances(blocks, model), new Map([[name, gold]]), options.threshold).get(
        name,
      )!;
      const sum = sums.get(name) ?? { figures: zeroFigures(), splits: 0 };
      for (const figure of Object.keys(one) as (keyof ClusteringFigures)[]) sum.figures[figure] += one[figure];
      sum.splits++;
      sums.set(name, sum);
    }
  }
  for (const { figures, splits } of sums.values()) {
    for (const figure of Object.keys(figures) as (keyof ClusteringFigures)[]) figures[figure] /= splits;
  }
  return new Map([...sums].map(([set, { figures }]) => [set, figures]));
}

const zeroFigures = (): ClusteringFigures => ({
  b3Precision: 0,
  b3Recall: 0,
  b3F1: 0,
  pairPrecision: 0,
  pairRecall: 0,
  pairF1: 0,
});

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
