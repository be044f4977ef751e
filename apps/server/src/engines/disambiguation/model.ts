/**
 * The pairwise model: a small ensemble of gradient-boosted decision trees over the pair features (features.ts),
 * giving the probability that two mentions are one person. Trained by `npm run train:disambiguation`
 * (training.ts), shipped as model.json next to this file.
 */

/** One tree, flat: node i splits on `feature[i]` (−1 for a leaf) at `threshold[i]` (x ≤ threshold goes left). */
export interface Tree {
  feature: number[];
  threshold: number[];
  /** 1 when a missing value (NaN) goes left. */
  missingLeft: number[];
  left: number[];
  right: number[];
  /** The leaf's contribution to the log-odds (learning rate applied). */
  value: number[];
}

export interface PairModel {
  /** The feature names the trees were trained on, in order: a model for other features is refused. */
  features: string[];
  /** Log-odds every pair starts from. */
  base: number;
  trees: Tree[];
  /** Clusters merge while their average distance (1 − probability) is below this. */
  threshold: number;
  /** What it was trained on and how, for the reader of model.json. */
  about?: Record<string, unknown>;
  /** Fingerprints of the blocks it was trained on (training-manifest.ts), to tell its training data from unseen. */
  trainedBlocks?: string[];
}

function treeValue(tree: Tree, row: Float64Array, offset: number): number {
  let node = 0;
  while (tree.feature[node]! >= 0) {
    const x = row[offset + tree.feature[node]!]!;
    const goLeft = Number.isNaN(x) ? tree.missingLeft[node] === 1 : x <= tree.threshold[node]!;
    node = goLeft ? tree.left[node]! : tree.right[node]!;
  }
  return tree.value[node]!;
}

/** Log-odds that the pair whose features start at `offset` in `rows` is one person. */
export function pairLogOdds(model: PairModel, rows: Float64Array, offset = 0): number {
  let sum = model.base;
  for (const tree of model.trees) sum += treeValue(tree, rows, offset);
  return sum;
}

export const sigmoid = (logOdds: number): number => 1 / (1 + Math.exp(-logOdds));

/** Probability of one person for each row of a feature matrix (`featureCount` values per row). */
export function pairProbabilities(model: PairModel, rows: Float64Array, featureCount: number): Float64Array {
  const count = rows.length / featureCount;
  const out = new Float64Array(count);
  for (let i = 0; i < count; i++) out[i] = sigmoid(pairLogOdds(model, rows, i * featureCount));
  return out;
}
