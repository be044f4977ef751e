// Trains the disambiguation engine's pairwise model on the labelled sets and writes it, with its clustering
// threshold, to apps/server/src/engines/disambiguation/model.json (docs/disambiguation.md).
// The threshold is the best mean B3 F1 over the sets on out-of-fold distances (5 folds by block); the model written
// is then fitted on every block.
// Usage: npm run build && npm run train:disambiguation [-- --data <folder>]   (then npm run build again)
import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_TRAINING,
  FEATURE_NAMES,
  chooseThreshold,
  labelledBlocks,
  outOfFoldDistances,
  readS2andSet,
  trainPairModel,
  trainingManifest,
} from '../apps/server/dist/engines/disambiguation/index.js';
import { MIN_SET_MENTIONS, dataDirFrom, findSets, loadSet, root } from './disambiguation-sets.mjs';

const FOLDS = 5;
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const dataDir = dataDirFrom(process.argv);
const sets = findSets(dataDir)
  .map(({ name, dir }) => ({ name, set: loadSet(dir, readS2andSet) }))
  .filter(({ set }) => set.gold.size >= MIN_SET_MENTIONS);
if (sets.length === 0) {
  console.log(`no labelled set in ${dataDir}: nothing trained`);
  process.exit(1);
}
const blocks = sets.flatMap(({ name, set }) => labelledBlocks(name, set));
const gold = new Map(sets.map(({ name, set }) => [name, set.gold]));
console.log(
  `${sets.map(({ name, set }) => `${name} (${set.gold.size} labelled mentions)`).join(', ')}: ${blocks.length} blocks, features in ${seconds()} s`,
);

const distances = outOfFoldDistances(blocks, FOLDS);
const { threshold, meanB3F1 } = chooseThreshold(blocks, distances, gold);
console.log(`threshold ${threshold} (mean out-of-fold B3 F1 ${meanB3F1.toFixed(3)}), ${seconds()} s`);

const fitted = trainPairModel(blocks);
const round = (value) => Number(value.toPrecision(6));
const model = {
  features: [...FEATURE_NAMES],
  base: fitted.base,
  threshold,
  trees: fitted.trees.map((tree) => ({ ...tree, value: tree.value.map(round) })),
  about: {
    trainedOn: sets.map(({ name, set }) => ({ set: name, mentions: set.gold.size })),
    pairsPerBlock: DEFAULT_TRAINING.maxPairsPerBlock,
    boosting: DEFAULT_TRAINING.boosting,
    thresholdChosenBy: `best mean B3 F1 over the sets, ${FOLDS}-fold by block`,
  },
  // the bench tells these blocks (its training data) from blocks the model never saw
  trainedBlocks: trainingManifest(blocks),
};
const target = path.join(root, 'apps/server/src/engines/disambiguation/model.json');
fs.writeFileSync(target, `${JSON.stringify(model)}\n`);
console.log(
  `${model.trees.length} trees written to ${path.relative(root, target)} (${(fs.statSync(target).size / 1024).toFixed(0)} KB) in ${seconds()} s; run npm run build to ship it`,
);
