// What learning from votes costs the server: TF-IDF features of N synthetic abstracts (the screening sets' real
// titles and abstracts, cycled, with 5 % of the words replaced by rare ones so the vocabulary keeps growing), then
// training on V votes and scoring every document with the default ranker (SVM + naive Bayes ensemble, calibrated),
// directly and through the ranker worker (RankerPool) while the main thread's event-loop delay is watched.
// Votes follow the source records' labels (Relevant where the screening set included the record).
// Usage: npm run build && node --expose-gc bench/learning.mjs [documents=100000] [votes=1000]
import fs from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { loadRelevance } from './compiled-relevance.mjs';

const relevance = await loadRelevance();
const { RankerPool, buildTfidf, parseCsvObjects, seededRandom, trainRanker } = relevance;

const documents = Number(process.argv[2] ?? 100000);
const voteCount = Number(process.argv[3] ?? 1000);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(root, process.env.SCREENING_DATA_DIR ?? '../shared/data/screening');
if (!fs.existsSync(dataDir)) {
  console.log(`skipped: ${dataDir} not found (the bench draws its abstracts from the labelled screening sets)`);
  process.exit(0);
}

function sourceRecords() {
  const records = [];
  for (const name of fs
    .readdirSync(dataDir)
    .filter((file) => file.endsWith('.csv'))
    .sort()) {
    for (const record of parseCsvObjects(fs.readFileSync(path.join(dataDir, name), 'utf8'))) {
      const label = Number(record.label_included ?? record.included) === 1 ? 1 : 0;
      records.push({ text: `${record.title ?? ''}\n${record.abstract ?? ''}`, label });
    }
  }
  return records;
}

function corpus(records, n, random) {
  const texts = new Array(n);
  const labels = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const source = records[i % records.length];
    texts[i] = source.text
      .split(' ')
      .map((word) => (random() < 0.05 ? `rare${Math.floor(random() * 1e7).toString(36)}` : word))
      .join(' ')
      .toLowerCase();
    labels[i] = source.label;
  }
  return { texts, labels };
}

const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const gc = () => globalThis.gc?.();

const random = seededRandom(42);
const { texts, labels } = corpus(sourceRecords(), documents, random);
const tokens = texts.reduce((sum, text) => sum + text.split(' ').length, 0);
console.log(`Learning cost: ${documents} documents (${Math.round(tokens / documents)} words each), ${voteCount} votes`);
if (!globalThis.gc) console.log('(run with node --expose-gc for the memory figures)');

gc();
const rssBefore = process.memoryUsage().rss;
let started = performance.now();
const features = buildTfidf(texts, { shared: true });
const buildMs = performance.now() - started;
gc();
const rssAfter = process.memoryUsage().rss;
const stored = features.indices.length;
console.log(
  `buildTfidf: ${seconds(buildMs)}; ${features.columns} columns, ${(stored / 1e6).toFixed(1)} M stored entries ` +
    `(${mb(stored * 8)}); resident memory +${mb(rssAfter - rssBefore)}`,
);

const votes = new Map();
while (votes.size < Math.min(voteCount, documents)) {
  const row = Math.floor(random() * documents);
  votes.set(row, labels[row]);
}
// At least one vote of each kind, or there is nothing to learn.
votes.set(labels.indexOf(1), 1);
votes.set(labels.indexOf(0), 0);
const relevant = [...votes.values()].filter((vote) => vote === 1).length;

for (let run = 1; run <= 2; run++) {
  started = performance.now();
  trainRanker(features, votes);
  console.log(
    `trainRanker (run ${run}, ${relevant} Relevant of ${votes.size} votes): ${seconds(performance.now() - started)}`,
  );
}

const pool = new RankerPool();
const delay = monitorEventLoopDelay({ resolution: 1 });
try {
  started = performance.now();
  delay.enable();
  let result = await pool.rank({ texts, votes });
  delay.disable();
  console.log(
    `worker, building the features too: ${seconds(performance.now() - started)}; ` +
      `main thread event-loop delay max ${(delay.max / 1e6).toFixed(1)} ms`,
  );
  delay.reset();
  for (let run = 1; run <= 2; run++) {
    started = performance.now();
    delay.enable();
    result = await pool.rank({ features: result.features, votes });
    delay.disable();
    console.log(
      `worker, features kept (run ${run}): ${seconds(performance.now() - started)}; ` +
        `event-loop delay max ${(delay.max / 1e6).toFixed(1)} ms`,
    );
    delay.reset();
  }
} finally {
  await pool.close();
}
