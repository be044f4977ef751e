// Variants of the disambiguation model measured on held-out halves (train on half the name keys, cluster the other
// half; each half read as a folder of its own), B3 F1 per set at several thresholds (docs/disambiguation.md, issue 31).
// Usage: npm run build && SEEDS=1,2 [CV=1] [THRESHOLDS=0.6,0.65] [TRAIN_SHARE=0.5] VARIANTS=base,reg,reg+noBlockMeans node bench/disambiguation-variants.mjs [--data <folder>]
// A variant joins parts with '+' (see `parts`); CV=1 adds 5-fold cross-validation by name key on the whole sets; SEEDS= (empty) skips the halves.
import {
  DEFAULT_TRAINING,
  FEATURE_NAMES,
  figuresAt,
  foldOf,
  isTrainingBlock,
  labelledBlocks,
  modelDistances,
  readS2andSet,
  trainPairModel,
} from '../apps/server/dist/engines/disambiguation/index.js';
import { MIN_SET_MENTIONS, dataDirFrom, findSets, loadSet } from './disambiguation-sets.mjs';

const started = performance.now();
const sec = () => ((performance.now() - started) / 1000).toFixed(0);
const sets = findSets(dataDirFrom(process.argv))
  .map(({ name, dir }) => ({ name, set: loadSet(dir, readS2andSet) }))
  .filter(({ set }) => set.gold.size >= MIN_SET_MENTIONS);
const keyed = sets.map(({ name, set }) => ({ name, set, blocks: labelledBlocks(name, set) }));
// TRAIN_SHARE: the share of name keys trained on (0.5: halves; 0.7: the real check's ratio of trained to unseen blocks)
const trainShare = Number(process.env.TRAIN_SHARE ?? 0.5);
const seeds = (process.env.SEEDS ?? '1,2,3').split(',').filter(Boolean).map(Number);
const halves = seeds.map((seed) => {
  const half = (training) =>
    keyed.flatMap(({ name, set, blocks }) => {
      const ids = new Set(
        blocks.filter((b) => isTrainingBlock(b.key, seed, trainShare) === training).flatMap((b) => b.ids),
      );
      const gold = new Map([...set.gold].filter(([id]) => ids.has(id)));
      return [
        { name, gold, blocks: labelledBlocks(name, { mentions: set.mentions.filter((m) => ids.has(m.id)), gold }) },
      ];
    });
  return { train: half(true), test: half(false) };
});
console.log(`featurized in ${sec()} s`);
const F = FEATURE_NAMES.length;
const dropCols = (blocks, cols) =>
  cols.length === 0
    ? blocks
    : blocks.map((b) => {
        const rows = b.rows.slice();
        for (let p = 0; p < rows.length; p += F) for (const c of cols) rows[p + c] = NaN;
        return { ...b, rows };
      });
const thresholds = (process.env.THRESHOLDS ?? '0.55,0.6,0.65,0.7,0.75').split(',').map(Number);
const FOLDS = 5;
/** 5-fold cross-validation by name key on the whole sets (as the bench's part 3), B3 F1 per set at each threshold. */
function crossValidated(label, boosting, drop) {
  const cols = drop.map((name) => FEATURE_NAMES.indexOf(name));
  const blocks = dropCols(
    keyed.flatMap((k) => k.blocks),
    cols,
  );
  const distances = new Array(blocks.length);
  for (let fold = 0; fold < FOLDS; fold++) {
    const model = {
      ...trainPairModel(
        blocks.filter((b) => foldOf(b.key, FOLDS) !== fold),
        { ...DEFAULT_TRAINING, boosting: { ...DEFAULT_TRAINING.boosting, ...boosting } },
      ),
      threshold: 0,
    };
    const inFold = blocks.filter((b) => foldOf(b.key, FOLDS) === fold);
    const d = modelDistances(inFold, model);
    blocks.forEach((b, i) => {
      if (foldOf(b.key, FOLDS) === fold) distances[i] = d[inFold.indexOf(b)];
    });
  }
  const gold = new Map(keyed.map(({ name, set }) => [name, set.gold]));
  const bySet = new Map();
  thresholds.forEach((t, k) => {
    for (const [name, f] of figuresAt(
      blocks,
      distances.map((x) => x.slice()),
      gold,
      t,
    )) {
      const arr = bySet.get(name) ?? thresholds.map(() => 0);
      arr[k] = f.b3F1;
      bySet.set(name, arr);
    }
  });
  console.log(
    `CV ${label.padEnd(37)} ` +
      [...bySet].map(([n, a]) => `${n} ${a.map((v) => v.toFixed(3)).join('/')}`).join('  ') +
      `  (${sec()} s)`,
  );
}
function run(label, boosting, drop = []) {
  const cols = drop.map((name) => FEATURE_NAMES.indexOf(name));
  const sums = new Map();
  for (const { train, test } of halves) {
    const model = {
      ...trainPairModel(
        dropCols(
          train.flatMap((o) => o.blocks),
          cols,
        ),
        { ...DEFAULT_TRAINING, boosting: { ...DEFAULT_TRAINING.boosting, ...boosting } },
      ),
      threshold: 0,
    };
    for (const { name, gold, blocks } of test) {
      const tb = dropCols(blocks, cols);
      const d = modelDistances(tb, model);
      thresholds.forEach((t, k) => {
        const f1 = figuresAt(
          tb,
          d.map((x) => x.slice()),
          new Map([[name, gold]]),
          t,
        ).get(name).b3F1;
        const key = `${name}`;
        const arr = sums.get(key) ?? thresholds.map(() => 0);
        arr[k] += f1 / halves.length;
        sums.set(key, arr);
      });
    }
  }
  const mean = thresholds.map((_, k) => [...sums.values()].reduce((s, a) => s + a[k], 0) / sums.size);
  console.log(
    `${label.padEnd(40)} ` +
      [...sums].map(([n, a]) => `${n} ${a.map((v) => v.toFixed(3)).join('/')}`).join('  ') +
      `  mean ${mean.map((v) => v.toFixed(3)).join('/')}  (${sec()} s)`,
  );
}
console.log(`thresholds ${thresholds.join('/')}`);
const variants = (process.env.VARIANTS ?? 'base').split(',');
// a variant is a '+'-joined list of parts, e.g. reg+noBlockMeans
const spreads = ['surnames with the first name (log)', 'first names with the surname (log)'];
// the block's mean co-author community was dropped from the features in issue 31's third round
const blockMeans = ['mean latent topic cosine in the block'];
const parts = {
  base: [{}, []],
  noSpread: [{}, spreads],
  noBlockMeans: [{}, blockMeans],
  noBoth: [{}, [...spreads, ...blockMeans]],
  noTopicMean: [{}, blockMeans],
  small: [{ rounds: 100, learningRate: 0.1 }, []],
  depth2: [{ rounds: 200, depth: 2 }, []],
  reg: [{ lambda: 10, minLeafWeight: 50 }, []],
};
for (const v of variants) {
  const boosting = {};
  const drop = [];
  for (const part of v.split('+')) {
    if (!parts[part]) throw new Error(`unknown variant part ${part}`);
    Object.assign(boosting, parts[part][0]);
    drop.push(...parts[part][1]);
  }
  for (const name of drop) if (!FEATURE_NAMES.includes(name)) throw new Error(`not a feature: ${name}`);
  if (seeds.length > 0) run(v, boosting, drop);
  if (process.env.CV) crossValidated(v, boosting, drop);
}
