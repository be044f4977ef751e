// Near-duplicate detection measured on labelled duplicates, the records going through the matcher one by one as a
// harvest's would (the same DuplicateFinder the ingest uses):
// - a two-source record-linkage folder (DBLP-ACM's format: records.jsonl {id, source "a"|"b", title, authors[], venue,
//   year}, matches.csv id_a,id_b): all records as ONE harvest, cross-source precision, recall and F1 (pairs of one
//   record of each source), mean over 3 record orders, on a line beginning `cross-source`;
// - S2AND's labelled paper duplicates (../shared/data/disambiguation/s2and_paper_dedup): the works formed compared
//   pair by pair with the labelled ones, in the file's order and in seeded shuffles; precision and recall, how many
//   labelled pairs the labels themselves contradict, then every wrong merge and every miss.
// Usage: npm run build && npm run bench:dedupe [-- --data <folder>] [-- --orders=20] [-- --list]
//   --data: a linkage folder (or an S2AND folder holding papers.json); without it, ../shared/data/dedupe/dblp-acm-dev
//   and then S2AND's set (DEDUPE_DATA_DIR overrides S2AND's folder). --orders: S2AND's shuffled orders. --list: the
//   linkage set's wrong merges and misses.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  contradictedPairs,
  evaluateLinkage,
  evaluateS2andDedupe,
  parseLinkageMatches,
  parseLinkageRecords,
  parseS2andJson,
  shuffledOrders,
} from '../apps/server/dist/engines/harvest/pipeline/dedupe-evaluation.js';

const TARGET_PRECISION = 0.99;
const TARGET_RECALL = 0.9;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argument = (name) => {
  const index = process.argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index < 0) return undefined;
  const arg = process.argv[index];
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : process.argv[index + 1];
};
const fixed = (value) => value.toFixed(3);
const LINKAGE_ORDERS = 3;

function benchLinkage(dataDir) {
  if (!fs.existsSync(path.join(dataDir, 'records.jsonl')) || !fs.existsSync(path.join(dataDir, 'matches.csv'))) {
    console.log(`skipped: ${dataDir} holds no records.jsonl and matches.csv (see ../shared/data/dedupe/SOURCES.md)`);
    return;
  }
  const records = parseLinkageRecords(fs.readFileSync(path.join(dataDir, 'records.jsonl'), 'utf8'));
  const matches = parseLinkageMatches(fs.readFileSync(path.join(dataDir, 'matches.csv'), 'utf8'));
  const sourceCounts = new Map();
  for (const record of records) sourceCounts.set(record.source, (sourceCounts.get(record.source) ?? 0) + 1);
  const bySource = [...sourceCounts].map(([source, count]) => `${count} of source ${source}`).join(', ');
  console.log(
    `dedupe ${path.basename(dataDir)}: ${records.length} records (${bySource}), ${matches.length} true matches, one harvest`,
  );
  const started = performance.now();
  const orders = [
    records.map((record) => record.id),
    ...shuffledOrders(
      records.map((record) => record.id),
      LINKAGE_ORDERS - 1,
    ),
  ];
  const results = orders.map((order) => evaluateLinkage(records, matches, order));
  const seconds = (performance.now() - started) / 1000;
  const mean = (key) => results.reduce((sum, result) => sum + result[key], 0) / results.length;
  for (const [index, result] of results.entries())
    console.log(
      `  order ${index + 1}${index === 0 ? " (the file's)" : ' (shuffled)'}: P ${fixed(result.precision)} R ${fixed(result.recall)} F1 ${fixed(result.f1)} (${result.found} cross-source pairs merged, ${result.wrong.length} wrong, ${result.missed.length} of ${result.truePairs} missed)`,
    );
  console.log(`cross-source P ${fixed(mean('precision'))} R ${fixed(mean('recall'))} F1 ${fixed(mean('f1'))}`);
  console.log(
    `  (${LINKAGE_ORDERS} orders matched in ${seconds.toFixed(2)} s, ${Math.round((records.length * LINKAGE_ORDERS) / seconds)} records/s)`,
  );
  if (process.argv.includes('--list')) {
    const byId = new Map(records.map((record) => [record.id, record]));
    const describe = (id) => {
      const record = byId.get(id);
      return `${id}: "${record.title}" · ${record.year ?? 'no year'} · ${record.venue ?? 'no venue'} · ${(record.authors ?? []).join(', ')}`;
    };
    for (const [title, key] of [
      ['wrong merges', 'wrong'],
      ['misses', 'missed'],
    ]) {
      console.log(`\n${title} (file order, ${results[0][key].length}):`);
      for (const [a, b] of results[0][key]) console.log(`  ${describe(a)}\n    = ${describe(b)}`);
    }
  }
}

function benchS2and(dataDir) {
  if (!fs.existsSync(path.join(dataDir, 'papers.json'))) {
    console.log(
      `skipped: ${dataDir} not found (S2AND's paper duplicates belong in ../shared/data/disambiguation/s2and_paper_dedup)`,
    );
    return;
  }
  const orders = Number(argument('orders') ?? 20);
  const papers = parseS2andJson(fs.readFileSync(path.join(dataDir, 'papers.json'), 'utf8'));
  const clusters = parseS2andJson(fs.readFileSync(path.join(dataDir, 'clusters.json'), 'utf8'));

  const describe = (id) => {
    const paper = papers[id];
    const authors = (paper.authors ?? [])
      .map((author) => author.last)
      .slice(0, 4)
      .join(', ');
    return `${id}: "${paper.title.slice(0, 70)}" · ${paper.year ?? 'no year'} · ${paper.venue ?? 'no venue'} · ${paper.doi ?? 'no DOI'} · ${authors || 'no authors'}`;
  };
  const list = (title, pairs) => {
    console.log(`\n${title} (${pairs.length}):`);
    for (const [a, b] of pairs) console.log(`  ${describe(a)}\n    = ${describe(b)}`);
  };

  const figures = evaluateS2andDedupe(papers, clusters);
  console.log(
    `dedupe: ${figures.records} records, ${Object.keys(clusters).length} labelled pairs (${figures.truePairs} pairs once pairs sharing a record are joined)`,
  );
  console.log(
    `in the file's order (publisher records first): precision ${fixed(figures.precision)} (${figures.foundPairs - figures.wrong.length} of ${figures.foundPairs} merged pairs right), ` +
      `recall ${fixed(figures.recall)} (${figures.truePairs - figures.missed.length} of ${figures.truePairs})`,
  );

  // A harvest's order is arbitrary: the same records in seeded shuffles must give the same works.
  const shuffled = shuffledOrders(Object.keys(papers), orders).map((order) =>
    evaluateS2andDedupe(papers, clusters, order),
  );
  const all = [figures, ...shuffled];
  const stats = (key) => {
    const values = shuffled.map((result) => result[key]);
    return `mean ${fixed(values.reduce((sum, value) => sum + value, 0) / values.length)}, min ${fixed(Math.min(...values))}`;
  };
  const sameWorks = (result) =>
    JSON.stringify([...result.wrong, ...result.missed].map((pair) => pair.join(' ')).sort());
  if (shuffled.length > 0) {
    const sameEverywhere = shuffled.every((result) => sameWorks(result) === sameWorks(figures));
    console.log(
      `in ${orders} shuffled orders: precision ${stats('precision')}; recall ${stats('recall')} (${sameEverywhere ? 'the same works in every order' : 'the works DIFFER between orders'})`,
    );
  }
  const contradicted = contradictedPairs(papers, clusters);
  console.log(
    `labelled pairs the labels contradict (a record reads exactly as one of another labelled paper): ${contradicted.length}, ` +
      `so no matcher whose result does not depend on the order exceeds recall ${fixed(1 - contradicted.length / figures.truePairs)}`,
  );
  const verdict = (key, target) => (all.every((result) => result[key] >= target) ? 'met' : 'NOT met');
  console.log(
    `targets (file order and every shuffled order): precision ≥ ${TARGET_PRECISION} ${verdict('precision', TARGET_PRECISION)}, recall ≥ ${TARGET_RECALL} ${verdict('recall', TARGET_RECALL)}`,
  );
  const union = (key) => [
    ...new Map(all.flatMap((result) => result[key]).map((pair) => [pair.join(' '), pair])).values(),
  ];
  list('wrong merges in any order (pairs merged that the labels keep apart)', union('wrong'));
  list('missed pairs in any order (labelled one paper, left apart)', union('missed'));
}

const data = argument('data');
if (data !== undefined) {
  const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), data);
  if (fs.existsSync(path.join(dataDir, 'papers.json'))) benchS2and(dataDir);
  else benchLinkage(dataDir);
} else {
  benchLinkage(path.resolve(root, '../shared/data/dedupe/dblp-acm-dev'));
  console.log('');
  benchS2and(path.resolve(root, process.env.DEDUPE_DATA_DIR ?? '../shared/data/disambiguation/s2and_paper_dedup'));
}
