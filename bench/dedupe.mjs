// Near-duplicate detection measured on S2AND's labelled paper duplicates (../shared/data/disambiguation/
// s2and_paper_dedup): the records go through the matcher one by one as a harvest's would, and the works it forms are
// compared pair by pair with the labelled ones. Prints precision and recall, then every wrong merge and every miss.
// Usage: npm run build && npm run bench:dedupe [-- --orders=20]   (DEDUPE_DATA_DIR overrides the folder)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededRandom } from '../apps/server/dist/relevance/random.js';
import { evaluateS2andDedupe, parseS2andJson } from '../apps/server/dist/harvest/pipeline/dedupe-evaluation.js';

const TARGET_PRECISION = 0.99;
const TARGET_RECALL = 0.9;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(root, process.env.DEDUPE_DATA_DIR ?? '../shared/data/disambiguation/s2and_paper_dedup');
if (!fs.existsSync(path.join(dataDir, 'papers.json'))) {
  console.log(`skipped: ${dataDir} not found (S2AND's paper duplicates belong in ../shared/data/disambiguation/s2and_paper_dedup)`);
  process.exit(0);
}
const orders = Number(process.argv.find((arg) => arg.startsWith('--orders='))?.split('=')[1] ?? 20);
const papers = parseS2andJson(fs.readFileSync(path.join(dataDir, 'papers.json'), 'utf8'));
const clusters = parseS2andJson(fs.readFileSync(path.join(dataDir, 'clusters.json'), 'utf8'));

const fixed = (value) => value.toFixed(3);
const describe = (id) => {
  const paper = papers[id];
  const authors = (paper.authors ?? []).map((author) => author.last).slice(0, 4).join(', ');
  return `${id}: "${paper.title.slice(0, 70)}" · ${paper.year ?? 'no year'} · ${paper.venue ?? 'no venue'} · ${paper.doi ?? 'no DOI'} · ${authors || 'no authors'}`;
};
const list = (title, pairs) => {
  console.log(`\n${title} (${pairs.length}):`);
  for (const [a, b] of pairs) console.log(`  ${describe(a)}\n    = ${describe(b)}`);
};

const figures = evaluateS2andDedupe(papers, clusters);
console.log(`dedupe: ${figures.records} records, ${Object.keys(clusters).length} labelled pairs (${figures.truePairs} pairs once pairs sharing a record are joined)`);
console.log(
  `in the file's order (publisher records first): precision ${fixed(figures.precision)} (${figures.foundPairs - figures.wrong.length} of ${figures.foundPairs} merged pairs right), ` +
    `recall ${fixed(figures.recall)} (${figures.truePairs - figures.missed.length} of ${figures.truePairs})`,
);

// The merge a record gets depends on what came before it: the same records in other orders.
const random = seededRandom(7);
const shuffled = [];
for (let run = 0; run < orders; run++) {
  const ids = Object.keys(papers);
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [ids[i], ids[j]] = [ids[j], ids[i]];
  }
  shuffled.push(evaluateS2andDedupe(papers, clusters, ids));
}
if (shuffled.length > 0) {
  const stats = (key) => {
    const values = shuffled.map((result) => result[key]);
    return `mean ${fixed(values.reduce((sum, value) => sum + value, 0) / values.length)}, min ${fixed(Math.min(...values))}`;
  };
  console.log(`in ${orders} shuffled orders: precision ${stats('precision')}; recall ${stats('recall')}`);
}
const verdict = (value, target) => (value >= target ? 'met' : 'NOT met');
console.log(`targets (file order): precision ≥ ${TARGET_PRECISION} ${verdict(figures.precision, TARGET_PRECISION)}, recall ≥ ${TARGET_RECALL} ${verdict(figures.recall, TARGET_RECALL)}`);
list('wrong merges (pairs merged that the labels keep apart)', figures.wrong);
list('missed pairs (labelled one paper, left apart)', figures.missed);
