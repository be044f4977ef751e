import { seededRandom } from '../relevance/random.js';
import type { PairModel, Tree } from './model.js';

/**
 * Gradient boosting of small trees for the logistic loss (Friedman 2001, with XGBoost's second-order leaf values
 * and its learned direction for missing values). Features are cut into at most `bins` quantile bins once, so a
 * split search is a pass over histograms; a child's histogram is its parent's minus its sibling's.
 */
export interface BoostingOptions {
  rounds: number;
  depth: number;
  learningRate: number;
  /** L2 penalty on leaf values. */
  lambda: number;
  /** Smallest sum of hessians a leaf may hold. */
  minLeafWeight: number;
  bins: number;
  /** Share of the rows each tree is grown on (stochastic gradient boosting). */
  rowSample: number;
}

export const DEFAULT_BOOSTING: BoostingOptions = {
  rounds: 150,
  depth: 3,
  learningRate: 0.15,
  lambda: 1,
  minLeafWeight: 5,
  bins: 48,
  rowSample: 0.5,
};

interface Binned {
  /** Bin of each value, feature-major; bin `edges[f].length` holds missing values. */
  bins: Uint8Array[];
  /** Upper bound of each bin per feature. */
  edges: Float64Array[];
}

function binFeature(rows: Float64Array, count: number, featureCount: number, f: number, maxBins: number) {
  const values: number[] = [];
  for (let i = 0; i < count; i++) {
    const x = rows[i * featureCount + f]!;
    if (!Number.isNaN(x)) values.push(x);
  }
  values.sort((a, b) => a - b);
  const cuts: number[] = [];
  for (let b = 1; b <= maxBins; b++) {
    const cut = values[Math.min(values.length - 1, Math.floor((b * values.length) / maxBins) - 1)];
    if (cut !== undefined && cut !== cuts.at(-1)) cuts.push(cut);
  }
  const edges = Float64Array.from(cuts);
  const bins = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    const x = rows[i * featureCount + f]!;
    let lo = 0;
    let hi = edges.length;
    if (!Number.isNaN(x)) {
      hi = edges.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (x <= edges[mid]!) hi = mid;
        else lo = mid + 1;
      }
    }
    bins[i] = Number.isNaN(x) ? edges.length : lo;
  }
  return { bins, edges };
}

/** Gradient and hessian sums per bin of every feature, for the rows of one node. */
type Histograms = Float64Array[];

function histograms(data: Binned, members: Int32Array, grad: Float64Array, hess: Float64Array): Histograms {
  return data.bins.map((featureBins, f) => {
    const hist = new Float64Array(2 * (data.edges[f]!.length + 1));
    for (const i of members) {
      const at = 2 * featureBins[i]!;
      hist[at]! += grad[i]!;
      hist[at + 1]! += hess[i]!;
    }
    return hist;
  });
}

interface Split {
  gain: number;
  feature: number;
  bin: number;
  missingLeft: boolean;
}

function bestSplit(hists: Histograms, G: number, H: number, options: BoostingOptions): Split | undefined {
  const { lambda, minLeafWeight } = options;
  const parentScore = (G * G) / (H + lambda);
  let best: Split | undefined;
  hists.forEach((hist, f) => {
    const binCount = hist.length / 2 - 1;
    const missingG = hist[2 * binCount]!;
    const missingH = hist[2 * binCount + 1]!;
    let leftG = 0;
    let leftH = 0;
    for (let b = 0; b < binCount - 1; b++) {
      leftG += hist[2 * b]!;
      leftH += hist[2 * b + 1]!;
      for (const missingLeft of [false, true]) {
        const lg = leftG + (missingLeft ? missingG : 0);
        const lh = leftH + (missingLeft ? missingH : 0);
        const rg = G - lg;
        const rh = H - lh;
        if (lh < minLeafWeight || rh < minLeafWeight) continue;
        const gain = (lg * lg) / (lh + lambda) + (rg * rg) / (rh + lambda) - parentScore;
        if (gain > (best?.gain ?? 1e-9)) best = { gain, feature: f, bin: b, missingLeft };
      }
    }
  });
  return best;
}

const sums = (hist: Float64Array): [number, number] => {
  let g = 0;
  let h = 0;
  for (let at = 0; at < hist.length; at += 2) {
    g += hist[at]!;
    h += hist[at + 1]!;
  }
  return [g, h];
};

/** Grows one tree on `rows` and returns, besides it, the leaf each of all rows falls in (by bins). */
function growTree(
  data: Binned,
  rows: Int32Array,
  grad: Float64Array,
  hess: Float64Array,
  options: BoostingOptions,
): Tree {
  const tree: Tree = { feature: [], threshold: [], missingLeft: [], left: [], right: [], value: [] };
  const grow = (members: Int32Array, hists: Histograms, depth: number): number => {
    const node = tree.feature.length;
    tree.feature.push(-1);
    tree.threshold.push(0);
    tree.missingLeft.push(0);
    tree.left.push(-1);
    tree.right.push(-1);
    tree.value.push(0);
    const [G, H] = sums(hists[0]!);
    const split = depth < options.depth ? bestSplit(hists, G, H, options) : undefined;
    if (!split) {
      tree.value[node] = (-G / (H + options.lambda)) * options.learningRate;
      return node;
    }
    const featureBins = data.bins[split.feature]!;
    const missingBin = data.edges[split.feature]!.length;
    const goesLeft = (i: number) => (featureBins[i] === missingBin ? split.missingLeft : featureBins[i]! <= split.bin);
    const left = members.filter(goesLeft);
    const right = members.filter((i) => !goesLeft(i));
    const small = left.length <= right.length ? left : right;
    const smallHists = histograms(data, small, grad, hess);
    const largeHists = hists.map((hist, f) => hist.map((value, at) => value - smallHists[f]![at]!));
    const [leftHists, rightHists] = small === left ? [smallHists, largeHists] : [largeHists, smallHists];
    tree.feature[node] = split.feature;
    tree.threshold[node] = data.edges[split.feature]![split.bin]!;
    tree.missingLeft[node] = split.missingLeft ? 1 : 0;
    tree.left[node] = grow(left, leftHists, depth + 1);
    tree.right[node] = grow(right, rightHists, depth + 1);
    return node;
  };
  grow(rows, histograms(data, rows, grad, hess), 0);
  return tree;
}

function leafValue(tree: Tree, data: Binned, i: number): number {
  let node = 0;
  while (tree.feature[node]! >= 0) {
    const f = tree.feature[node]!;
    const bin = data.bins[f]![i]!;
    const edges = data.edges[f]!;
    const goLeft =
      bin === edges.length ? tree.missingLeft[node] === 1 : bin < edges.length && edges[bin]! <= tree.threshold[node]!;
    node = goLeft ? tree.left[node]! : tree.right[node]!;
  }
  return tree.value[node]!;
}

/** Fits trees on `rows` (count × featureCount, NaN = missing) with 0/1 `labels` and per-row `weights`. */
export function fitBoostedTrees(
  rows: Float64Array,
  labels: Uint8Array,
  weights: Float64Array,
  featureNames: string[],
  options: BoostingOptions = DEFAULT_BOOSTING,
  seed = 11,
): Omit<PairModel, 'threshold'> {
  const featureCount = featureNames.length;
  const count = labels.length;
  const data: Binned = { bins: [], edges: [] };
  for (let f = 0; f < featureCount; f++) {
    const { bins, edges } = binFeature(rows, count, featureCount, f, options.bins);
    data.bins.push(bins);
    data.edges.push(edges);
  }
  let positive = 0;
  let total = 0;
  for (let i = 0; i < count; i++) {
    positive += labels[i]! * weights[i]!;
    total += weights[i]!;
  }
  const base = Math.log(Math.max(positive, 1e-6) / Math.max(total - positive, 1e-6));
  const margin = new Float64Array(count).fill(base);
  const grad = new Float64Array(count);
  const hess = new Float64Array(count);
  const random = seededRandom(seed);
  const trees: Tree[] = [];
  for (let round = 0; round < options.rounds; round++) {
    for (let i = 0; i < count; i++) {
      const p = 1 / (1 + Math.exp(-margin[i]!));
      grad[i] = (p - labels[i]!) * weights[i]!;
      hess[i] = Math.max(p * (1 - p), 1e-6) * weights[i]!;
    }
    const sample: number[] = [];
    for (let i = 0; i < count; i++) if (random() < options.rowSample) sample.push(i);
    const tree = growTree(data, Int32Array.from(sample), grad, hess, options);
    trees.push(tree);
    for (let i = 0; i < count; i++) margin[i]! += leafValue(tree, data, i);
  }
  return { features: featureNames, base, trees };
}
