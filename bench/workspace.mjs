// Workspace call latency on the in-memory index: generates investigations of N documents in the embedded
// database (skewed authors and entities: ~5 authors, ~10 entities and 0–3 labels per document), builds the index,
// and times the full workspace query unfiltered and with an author + year filter.
// Usage: npm run build && node bench/workspace.mjs [sizes=10000,100000] [runs=50] [--data <folder>]
//   --data keeps the generated database in <folder> and reuses the investigations it already holds (generating 1M
//   documents takes about 40 minutes here; the build and the queries are what this bench measures).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { documentFilterSpec, investigationData } from '../packages/contract/dist/index.js';
import { serializerCompiler } from '../apps/server/dist/http/response-serializer.js';
import { openEmbedded } from '../apps/server/dist/db/embedded.js';
import { migrate } from '../apps/server/dist/db/migrate.js';
import { buildWorkspaceIndex } from '../apps/server/dist/modules/workspace/index/build-index.js';
import { indexBytes } from '../apps/server/dist/modules/workspace/index/workspace-index.js';
import { queryWorkspace } from '../apps/server/dist/modules/workspace/queries/workspace-query.js';
import { generateInvestigation, percentile } from './workspace-data.mjs';

const dataAt = process.argv.indexOf('--data');
const keptDir = dataAt < 0 ? undefined : path.resolve(process.argv[dataAt + 1]);
const positional = process.argv.slice(2).filter((_, i, all) => all[i] !== '--data' && all[i - 1] !== '--data');
const sizes = (positional[0] ?? '10000,100000').split(',').map(Number);
const runs = Number(positional[1] ?? 50);

/** The server's serializer of the workspace answer (zod for all but the id list, whose JSON is kept while unfiltered). */
const serialize = serializerCompiler({ schema: investigationData, method: 'POST', url: 'data', httpStatus: '200' });
const answerOf = (result) => ({
  availableDocumentIds: result.ids,
  dateHistogram: result.histogram,
  documents: [],
  documentCounts: { totalDocumentCount: result.totalCount, relevantDocumentCount: result.relevantCount },
  tops: result.tops,
  persons: [],
  labels: result.labels,
  terms: { active: [], suggested: [] },
});

/** Runs the query `runs` times, yielding to the event loop between runs as a server between requests does. */
async function time(index, spec) {
  const parsed = documentFilterSpec.parse(spec);
  const query = [];
  const answer = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const result = queryWorkspace(index, parsed);
    query.push(performance.now() - started);
    serialize(answerOf(result));
    answer.push(performance.now() - started);
    await new Promise((resolve) => setImmediate(resolve));
  }
  const figures = (samples) =>
    `p50 ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms`;
  return `${figures(query)} (with the answer serialized as the server does: ${figures(answer)})`;
}

/** The kept investigation of n documents, or a new one. */
async function investigationOf(db, n) {
  const title = `bench ${n}`;
  const kept = await db.query(`SELECT id FROM investigations WHERE title = $1`, [title]);
  if (kept.rows[0]) return kept.rows[0].id;
  const id = await generateInvestigation(db, n, 1);
  await db.query(`UPDATE investigations SET title = $2 WHERE id = $1`, [id, title]);
  return id;
}

const dir = keptDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-bench-ws-'));
const db = await openEmbedded(dir);
try {
  await migrate(db);
  await db.query(
    `INSERT INTO users (email, nickname, password_hash) VALUES ('bench@example.org', 'bench', 'x') ON CONFLICT DO NOTHING`,
  );
  for (const n of sizes) {
    const generated = performance.now();
    const id = await investigationOf(db, n);
    const counts = (
      await db.query(
        `SELECT (SELECT count(*) FROM document_authors a JOIN documents d ON d.id = a.document_id WHERE d.investigation_id = $1) AS authors,
      (SELECT count(*) FROM document_entities e JOIN documents d ON d.id = e.document_id WHERE d.investigation_id = $1) AS entities`,
        [id],
      )
    ).rows[0];
    const generateSeconds = (performance.now() - generated) / 1000;
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const built = performance.now();
    const index = await buildWorkspaceIndex(
      db,
      id,
      ['soil', 'carbon'].map((term) => ({ term, modifier: 'Regular', groupId: 0, groupMandatory: false })),
    );
    const buildMs = performance.now() - built;
    global.gc?.();
    const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
    const author = index.facets.get('predefined.Persons').dictionary.values[0];
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const unfiltered = await time(index, {});
    const filtered = await time(index, {
      selectedTops: [{ name: 'predefined.Persons', selectedValue: author }],
      dateFilter: { startYear: 2005, endYear: 2015 },
    });
    delay.disable();
    console.log(
      `${n} documents (${counts.authors} authorships, ${counts.entities} entities; generated in ${generateSeconds.toFixed(0)} s)`,
    );
    console.log(
      `  index build ${(buildMs / 1000).toFixed(2)} s, ${(indexBytes(index) / 1024 / 1024).toFixed(0)} MB by its own count, heap +${heapMb.toFixed(0)} MB`,
    );
    console.log(`  workspace query unfiltered: ${unfiltered}`);
    console.log(`  author + year filter: ${filtered}`);
    console.log(`  event-loop delay during the queries p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms`);
  }
} finally {
  await db.close();
  if (!keptDir) fs.rmSync(dir, { recursive: true, force: true });
}
