// Stopping bench: when may a reviewer stop screening? Replays priority screening (bench/screening.mjs's model:
// TF-IDF + SVM / naive Bayes ensemble, prior knowledge one relevant + one irrelevant record drawn with the seed) on
// every labelled set, then asks each stopping method when it would have stopped, and prints per set and method:
//   <set> · <method> · below target: P % · screened: S % · recall mean M · recall 5th percentile Q
// below target = share of runs whose recall at the stop is under the target (95 %); screened = records screened at
// the stop, mean over the seeds, as a share of all records; the prior records count as screened and found.
// Methods (apps/server/src/engines/relevance/stopping, docs/relevance.md "When to stop screening"):
// - the hypothesis test of Callaghan & Müller-Hansen (2020) applied to the prioritised records, as their buscar
//   implementation does — marked (recommended) (RECOMMENDED_STOPPING_METHOD): no sample needed;
// - their random-sampling test: the simulated reviewer screens by priority until 50 irrelevant records in a row
//   (SWITCH_TO_SAMPLE_AFTER: a rule on what they have seen, never the truth), then asks for the random sample the
//   test needs (k records), screens it, and asks for the next k the test names until it rejects "recall < target"
//   at 95 % confidence (or nothing is left);
// - the heuristics: stop after 50 and after 100 irrelevant in a row; screen everything.
// Retraining grows with the labels (after every label for the first 100, then once 2 % more are labelled) to keep
// full replays affordable; once every relevant record is found the rest needs no model (all irrelevant).
// No per-set tuning: one configuration for every set, including sets it never saw.
// Usage: npm run build && npm run bench:stopping [-- --seeds 50 --threads 2 --data <folder> --only <file prefix>
//        --target 0.95 --confidence 0.95]; --data reads the CSV files of any folder in the format of
//        ../shared/data/screening (title, abstract, label_included or included) instead of that folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort } from 'node:worker_threads';
import { loadRelevance } from './compiled-relevance.mjs';
import { csvFilesIn, loadSet, runParallel } from './screening-sets.mjs';

const relevance = await loadRelevance();
const {
  DEFAULT_RANKER_OPTIONS,
  DEFAULT_TFIDF_OPTIONS,
  RECOMMENDED_STOPPING_METHOD,
  SCREEN_EVERYTHING_NAME,
  STOPPING_METHODS,
  SWITCH_TO_SAMPLE_AFTER,
  buildTfidf,
  irrelevantInARowName,
  mixSeed,
  parseCsvObjects,
  pickPriors,
  randomSampleTest,
  rankedRecordsTest,
  seededRandom,
  simulateScreening,
} = relevance;

const BATCH_GROWTH = 0.02;
const RUNS = [50, 100];

function options(argv) {
  const value = (name, fallback) => {
    const at = argv.indexOf(`--${name}`);
    return at >= 0 && at + 1 < argv.length ? argv[at + 1] : fallback;
  };
  return {
    seeds: Number(value('seeds', 50)),
    threads: Number(value('threads', os.availableParallelism())),
    data: value('data', undefined),
    only: value('only', undefined),
    target: Number(value('target', 0.95)),
    confidence: Number(value('confidence', 0.95)),
  };
}

/** Decisions (1 relevant, 0 not) of one replay in screening order: the priors, then the records by priority. */
function replay(features, labels, seed) {
  const priors = pickPriors(labels, seed);
  const order = simulateScreening(features, labels, priors, {
    ...DEFAULT_RANKER_OPTIONS,
    seed,
    batch: 1,
    batchGrowth: BATCH_GROWTH,
  });
  return Uint8Array.from([...priors, ...order], (row) => labels[row]);
}

/** Records screened when `run` irrelevant records in a row first occur (all of them if never). */
function firstRun(decisions, run) {
  let since = 0;
  for (let i = 0; i < decisions.length; i++) {
    since = decisions[i] ? 0 : since + 1;
    if (since >= run) return i + 1;
  }
  return decisions.length;
}

function rankedStop(decisions, target, confidence) {
  for (let t = 1; t <= decisions.length; t++) {
    if (decisions[t - 1]) continue; // a relevant record only raises the p-value
    if (rankedRecordsTest(decisions.subarray(0, t), decisions.length, target, confidence).stop) return t;
  }
  return decisions.length;
}

/**
 * Priority until the switch, then random draws from the rest: the reviewer asks for the sample the test needs (k
 * records), screens all k, and the test judges the sample then; if it does not stop, they draw the k it asks for
 * next. Judging after every single draw would look more often and stop below target more often. [screened, found]
 */
function randomSampleStop(decisions, seed, target, confidence) {
  const total = decisions.length;
  const switchAt = firstRun(decisions, SWITCH_TO_SAMPLE_AFTER);
  const pool = Array.from(decisions.subarray(switchAt));
  const random = seededRandom(mixSeed(seed, 0x5a3e));
  let relevantBefore = 0;
  for (let i = 0; i < switchAt; i++) relevantBefore += decisions[i];
  const judge = (sampled, relevantInSample) =>
    randomSampleTest({
      total,
      screenedBefore: switchAt,
      relevantBefore,
      sampled,
      relevantInSample,
      targetRecall: target,
      confidence,
    });
  let relevantInSample = 0;
  let planned = judge(0, 0).moreToSample;
  for (let sampled = 1; sampled <= pool.length; sampled++) {
    const pick = sampled - 1 + Math.floor(random() * (pool.length - sampled + 1));
    [pool[sampled - 1], pool[pick]] = [pool[pick], pool[sampled - 1]];
    relevantInSample += pool[sampled - 1];
    if (sampled < planned) continue;
    const test = judge(sampled, relevantInSample);
    if (test.stop) return [switchAt + sampled, relevantBefore + relevantInSample];
    planned = sampled + test.moreToSample;
  }
  return [total, relevantBefore + relevantInSample];
}

function stops({ features, labels, seed, target, confidence }) {
  const decisions = replay(features, labels, seed);
  const found = new Int32Array(decisions.length + 1);
  decisions.forEach((label, i) => (found[i + 1] = found[i] + label));
  const relevant = found[decisions.length];
  const at = (screened) => ({ screened, recall: found[screened] / relevant });
  const [sampleScreened, sampleFound] = randomSampleStop(decisions, seed, target, confidence);
  return {
    [STOPPING_METHODS.randomSample.id]: { screened: sampleScreened, recall: sampleFound / relevant },
    [STOPPING_METHODS.rankedRecords.id]: at(rankedStop(decisions, target, confidence)),
    ...Object.fromEntries(RUNS.map((run) => [`run-${run}`, at(firstRun(decisions, run))])),
    everything: at(decisions.length),
  };
}

const METHODS = [
  [STOPPING_METHODS.randomSample.id, STOPPING_METHODS.randomSample.name],
  [STOPPING_METHODS.rankedRecords.id, STOPPING_METHODS.rankedRecords.name],
  ...RUNS.map((run) => [`run-${run}`, irrelevantInARowName(run)]),
  ['everything', SCREEN_EVERYTHING_NAME],
];

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const percentile = (values, share) => [...values].sort((a, b) => a - b)[Math.floor(share * (values.length - 1))];

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const config = options(process.argv.slice(2));
  const dataDir = path.resolve(root, config.data ?? '../shared/data/screening');
  if (!fs.existsSync(dataDir)) {
    console.log(`skipped: ${dataDir} not found (the labelled screening sets belong in ../shared/data/screening)`);
    return;
  }
  const files = csvFilesIn(dataDir, config.only);
  if (files.length === 0) {
    console.log(`skipped: no CSV files in ${dataDir}`);
    return;
  }
  const { target, confidence } = config;
  console.log(
    `Stopping simulation, ${config.threads} threads, ${config.seeds} seeds per set — target recall ${target * 100} % at ` +
      `${confidence * 100} % confidence; random sample after ${SWITCH_TO_SAMPLE_AFTER} irrelevant in a row; ` +
      `retraining after every label, then every ${BATCH_GROWTH * 100} % more labels.`,
  );
  const started = performance.now();
  const sets = files.map((file) => {
    const { texts, labels } = loadSet(path.join(dataDir, file), parseCsvObjects);
    return {
      name: path.basename(file, '.csv'),
      labels,
      features: buildTfidf(texts, { ...DEFAULT_TFIDF_OPTIONS, shared: true }),
    };
  });
  const jobs = sets.flatMap(({ features, labels }, set) =>
    Array.from({ length: config.seeds }, (_, i) => ({ set, features, labels, seed: i + 1, target, confidence })),
  );
  const results = await runParallel(jobs, config.threads, new URL(import.meta.url));
  sets.forEach(({ name, labels }, set) => {
    const runs = results.filter((_, i) => jobs[i].set === set);
    const relevant = labels.reduce((sum, label) => sum + label, 0);
    console.log('');
    console.log(`${name}: ${labels.length} records, ${relevant} relevant`);
    for (const [id, method] of METHODS) {
      const label = id === RECOMMENDED_STOPPING_METHOD ? `${method} (recommended)` : method;
      const recalls = runs.map((run) => run[id].recall);
      const below = mean(recalls.map((recall) => (recall < target - 1e-9 ? 1 : 0)));
      const screened = mean(runs.map((run) => run[id].screened / labels.length));
      console.log(
        `${name} · ${label} · below target: ${(below * 100).toFixed(1)} % · screened: ${(screened * 100).toFixed(1)} % · ` +
          `recall mean ${mean(recalls).toFixed(3)} · recall 5th percentile ${percentile(recalls, 0.05).toFixed(3)}`,
      );
    }
  });
  console.log('');
  console.log(`Total ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

if (!isMainThread) {
  // A worker: one replay (one set, one seed) per message.
  parentPort.on('message', (job) => parentPort.postMessage(stops(job)));
} else {
  await main();
}
