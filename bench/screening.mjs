// Screening simulation: replays active-learning screening on labelled systematic-review sets the way ASReview's
// simulation mode does, with Quarry's relevance model (apps/server/src/engines/relevance: TF-IDF + SVM / naive Bayes ensemble).
// Per data set and seed: prior knowledge = one relevant + one irrelevant record drawn with the seed; then train on
// everything labelled, screen the top-ranked unlabelled record, reveal its true label, retrain — after every label.
// Figures leave the two prior records out (ASReview Insights' convention) and are the mean over the seeds. A run stops
// once 50 % of the records are screened and 95 % of the relevant ones found: every printed figure is fixed by then.
// Seeds run in parallel worker threads (one per core).
// Usage: npm run build && npm run bench:screening [-- --seeds 5 --threads 2 --batch 1 --model ensemble|svm|naive-bayes
//        --c 0.3 --ratio 9.8 --alpha 3.822 --bayes-weight 0.3 --bigrams on|off --stem on|off --sublinear on|off
//        --stop-words on|off --max-df 0.95 --min-df 1 --title-terms on|off --suffix 0 --only <file prefix>];
//        SCREENING_DATA_DIR=<folder> reads the CSV files from elsewhere.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort } from 'node:worker_threads';
import { loadRelevance } from './compiled-relevance.mjs';
import { csvFilesIn, loadSet, runParallel } from './screening-sets.mjs';
import { printSuggestedTerms } from './suggested-terms.mjs';

const relevance = await loadRelevance();
const {
  DEFAULT_RANKER_OPTIONS,
  DEFAULT_TFIDF_OPTIONS,
  buildTfidf,
  parseCsvObjects,
  pickPriors,
  screeningMetrics,
  simulateScreening,
} = relevance;

// ASReview NB + TF-IDF (ASReview 0.9.3, hyperparameters tuned per data set), mean of 15 runs: Ferdinands et al. 2023,
// Systematic Reviews 12:100; results/README.md of asreview/paper-evaluating-models-across-research-areas.
// Only these three of our sets were in that study.
const REFERENCE = {
  ace: { wss95: 82.9, rrf10: 90.5 },
  nudging: { wss95: 71.7, rrf10: 65.3 },
  virus: { wss95: 71.2, rrf10: 73.9 },
};

function options(argv) {
  const value = (name, fallback) => {
    const at = argv.indexOf(`--${name}`);
    return at >= 0 && at + 1 < argv.length ? argv[at + 1] : fallback;
  };
  const bool = (name, fallback) => value(name, fallback ? 'on' : 'off') === 'on';
  const tfidf = DEFAULT_TFIDF_OPTIONS;
  const ranker = DEFAULT_RANKER_OPTIONS;
  return {
    seeds: Number(value('seeds', 5)),
    threads: Number(value('threads', os.availableParallelism())),
    batch: Number(value('batch', 1)),
    only: value('only', undefined),
    tfidf: {
      bigrams: bool('bigrams', tfidf.bigrams),
      sublinearTf: bool('sublinear', tfidf.sublinearTf),
      stopWords: bool('stop-words', tfidf.stopWords),
      maxDocumentFraction: Number(value('max-df', tfidf.maxDocumentFraction)),
      stem: bool('stem', tfidf.stem),
      minDocuments: Number(value('min-df', tfidf.minDocuments)),
      titleTerms: bool('title-terms', tfidf.titleTerms),
      suffixLength: Number(value('suffix', tfidf.suffixLength)),
    },
    ranker: {
      model: value('model', ranker.model),
      c: Number(value('c', ranker.c)),
      ratio: Number(value('ratio', ranker.ratio)),
      alpha: Number(value('alpha', ranker.alpha)),
      bayesWeight: Number(value('bayes-weight', ranker.bayesWeight)),
    },
  };
}

function describe(config) {
  const { tfidf, ranker } = config;
  const features =
    `TF-IDF (${tfidf.stem ? 'Porter-stemmed ' : ''}${tfidf.bigrams ? 'words + word pairs' : 'words'}, ${tfidf.sublinearTf ? 'sublinear' : 'raw'} tf, ` +
    `${tfidf.stopWords ? 'English stop words dropped' : 'no stop-word list'}, terms in > ${tfidf.maxDocumentFraction * 100} % of records dropped` +
    `${tfidf.titleTerms ? ', title terms' : ''}${tfidf.suffixLength > 0 ? `, ${tfidf.suffixLength}-letter word endings` : ''})`;
  const bayes = `multinomial naive Bayes (alpha ${ranker.alpha}) on "double" balanced resampling`;
  const svm = `linear SVM (squared hinge, C ${ranker.c}) with "balanced" loss weights (ratio ${ranker.ratio})`;
  const model =
    ranker.model === 'naive-bayes'
      ? bayes
      : ranker.model === 'ensemble'
        ? `mean rank percentile of a ${svm} (weight ${1 - ranker.bayesWeight}) and a ${bayes} (weight ${ranker.bayesWeight})`
        : svm;
  const retrain = config.batch === 1 ? 'retrain after every label' : `retrain every ${config.batch} labels`;
  return `${features} + ${model} + max query; ${retrain}; prior knowledge 1 relevant + 1 irrelevant record; mean of ${config.seeds} seeds; priors left out of the figures.`;
}

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const percent = (value) => (value * 100).toFixed(1);

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dataDir = path.resolve(root, process.env.SCREENING_DATA_DIR ?? '../shared/data/screening');
  if (!fs.existsSync(dataDir)) {
    console.log(`skipped: ${dataDir} not found (the labelled screening sets belong in ../shared/data/screening)`);
    return;
  }
  const config = options(process.argv.slice(2));
  const files = csvFilesIn(dataDir, config.only);
  if (files.length === 0) {
    console.log(`skipped: no CSV files in ${dataDir}`);
    return;
  }
  console.log(`Screening simulation, ${config.threads} threads — ${describe(config)}`);
  console.log('');
  const columns = [
    ['data set', 20],
    ['records', 7],
    ['incl.', 5],
    ['recall@10%', 10],
    ['recall@25%', 10],
    ['recall@50%', 10],
    ['WSS@95 (min–max)', 18],
    ['RRF@10', 6],
    ['ASReview WSS@95 / RRF@10', 24],
    ['time', 7],
  ];
  const line = (cells) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(columns[i][1]) : cell.padStart(columns[i][1]))).join('  ');
  console.log(line(columns.map(([title]) => title)));
  const started = performance.now();
  const wssAll = [];
  for (const file of files) {
    const name = path.basename(file, '.csv');
    const setStarted = performance.now();
    const { texts, labels } = loadSet(path.join(dataDir, file), parseCsvObjects);
    const features = buildTfidf(texts, { ...config.tfidf, shared: true });
    const jobs = Array.from({ length: config.seeds }, (_, i) => ({
      features,
      labels,
      seed: i + 1,
      ranker: config.ranker,
      batch: config.batch,
    }));
    const runs = await runParallel(jobs, config.threads, new URL(import.meta.url));
    const wss = runs.map((run) => run.wss95);
    wssAll.push(mean(wss));
    const reference = REFERENCE[name];
    console.log(
      line([
        name,
        String(labels.length),
        String(labels.reduce((sum, label) => sum + label, 0)),
        `${percent(mean(runs.map((run) => run.recall10)))} %`,
        `${percent(mean(runs.map((run) => run.recall25)))} %`,
        `${percent(mean(runs.map((run) => run.recall50)))} %`,
        `${percent(mean(wss))} % (${percent(Math.min(...wss))}–${percent(Math.max(...wss))})`,
        `${percent(mean(runs.map((run) => run.recall10)))} %`,
        reference ? `${reference.wss95.toFixed(1)} % / ${reference.rrf10.toFixed(1)} %` : '—',
        `${((performance.now() - setStarted) / 1000).toFixed(1)} s`,
      ]),
    );
  }
  console.log('');
  console.log(
    `Mean WSS@95 over the ${files.length} sets: ${percent(mean(wssAll))} %; total ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  );
  console.log(
    'Reference: ASReview 0.9.3 NB + TF-IDF with hyperparameters tuned per data set (Ferdinands et al. 2023);',
  );
  console.log('ours uses one configuration for every set.');
  await printSuggestedTerms(dataDir, files);
}

if (!isMainThread) {
  // A worker: one simulation per message.
  parentPort.on('message', ({ features, labels, seed, ranker, batch }) => {
    const started = performance.now();
    const priors = pickPriors(labels, seed);
    const order = simulateScreening(features, labels, priors, {
      ...ranker,
      seed,
      batch,
      until: { recall: 0.95, screened: 0.5 },
    });
    const metrics = screeningMetrics(order, labels);
    parentPort.postMessage({
      recall10: metrics.recallAfter(0.1),
      recall25: metrics.recallAfter(0.25),
      recall50: metrics.recallAfter(0.5),
      wss95: metrics.workSavedAt(0.95),
      seconds: (performance.now() - started) / 1000,
    });
  });
} else {
  await main();
}
