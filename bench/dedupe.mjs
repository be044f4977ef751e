// Near-duplicate detection measured on S2AND's labelled paper duplicates (../shared/data/disambiguation/
// s2and_paper_dedup): the records go through the matcher one by one as a harvest's would, and the works it forms are
// compared pair by pair with the labelled ones, in the file's order and in seeded shuffles. Prints precision and recall,
// how many labelled pairs the labels themselves contradict, then every wrong merge and every miss.
// Usage: npm run build && npm run bench:dedupe [-- --orders=20]   (DEDUPE_DATA_DIR overrides the folder)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  contradictedPairs,
  evaluateS2andDedupe,
  parseS2andJson,
  shuffledOrders,
} from '../apps/server/dist/engines/harvest/pipeline/dedupe-evaluation.js';

const TARGET_PRECISION = 0.99;
const TARGET_RECALL = 0.9;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(root, process.env.DEDUPE_DATA_DIR ?? '../shared/data/disambiguation/s2and_paper_dedup');
if (!fs.existsSync(path.join(dataDir, 'papers.json'))) {
  console.log(
    `skipped: ${dataDir} not found (S2AND's paper duplicates belong in ../shared/data/disambiguation/s2and_paper_dedup)`,
  );
  process.exit(0);
}
const orders = Number(process.argv.find((arg) => arg.startsWith('--orders='))?.split('=')[1] ?? 20);
const papers = parseS2andJson(fs.readFileSync(path.join(dataDir, 'papers.json'), 'utf8'));
const clusters = parseS2andJson(fs.readFileSync(path.join(dataDir, 'clusters.json'), 'utf8'));

const fixed = (value) => value.toFixed(3);
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
const sameWorks = (result) => JSON.stringify([...result.wrong, ...result.missed].map((pair) => pair.join(' ')).sort());
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
