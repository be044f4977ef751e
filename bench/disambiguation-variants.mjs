// Variants of the disambiguation model measured on held-out halves (train on half the name keys, cluster the other
// half; each half read as a folder of its own), B3 F1 per set at several thresholds (docs/disambiguation.md, issue 31).
// Usage: npm run build && SEEDS=1,2 VARIANTS=base,noSpread,noBlockMeans,noBoth,reg node bench/disambiguation-variants.mjs [--data <folder>]
import {
  DEFAULT_TRAINING,
  FEATURE_NAMES,
  figuresAt,
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
const seeds = (process.env.SEEDS ?? '1,2,3').split(',').map(Number);
const halves = seeds.map((seed) => {
  const half = (training) =>
    keyed.flatMap(({ name, set, blocks }) => {
      const ids = new Set(blocks.filter((b) => isTrainingBlock(b.key, seed, 0.5) === training).flatMap((b) => b.ids));
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
const thresholds = [0.55, 0.6, 0.65, 0.7, 0.75];
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
const spreads = ['surnames with the first name (log)', 'first names with the surname (log)'];
const blockMeans = ['mean latent topic cosine in the block', 'mean co-author community in the block'];
const all = {
  base: () => run('base', {}),
  noSpread: () => run('no name spread', {}, spreads),
  noBlockMeans: () => run('no block means', {}, blockMeans),
  noBoth: () => run('no spread, no block means', {}, [...spreads, ...blockMeans]),
  small: () => run('100 trees depth 3 lr .1', { rounds: 100, learningRate: 0.1 }),
  depth2: () => run('200 trees depth 2', { rounds: 200, depth: 2 }),
  reg: () => run('lambda 10 minLeaf 50', { lambda: 10, minLeafWeight: 50 }),
};
for (const v of variants) all[v]();
