// Does the embedded database stall the event loop? Runs a heavy query (a 3M-row aggregate) while a timer
// measures event-loop delay with perf_hooks.monitorEventLoopDelay, first through Quarry's embedded database
// (PGlite in a worker thread behind a unix socket), then with PGlite called on the main thread, for contrast.
// A single long stall is one sample among many, so p99 can hide it: read max as the stall.
// Usage: npm run build && npm run bench:db
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { openEmbedded } from '../apps/server/dist/db/embedded.js';

const HEAVY_QUERY = `SELECT count(*), sum(length(md5(g::text))) FROM generate_series(1, 3000000) AS g WHERE md5(g::text) LIKE 'a%'`;
const RUNS = 3;

async function measure(label, runQuery) {
  const rows = [];
  for (let run = 0; run < RUNS; run++) {
    const histogram = monitorEventLoopDelay({ resolution: 1 });
    histogram.enable();
    // The histogram's first tick only sets its clock: let it tick before the query starts (no reset after,
    // which would clear that clock again and hide a stall that begins at once).
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    await runQuery();
    const elapsed = performance.now() - started;
    // Let the timers due during a stall fire, so a blocked loop shows up in the histogram.
    await new Promise((resolve) => setTimeout(resolve, 20));
    histogram.disable();
    rows.push({
      elapsed,
      p50: histogram.percentile(50) / 1e6,
      p99: histogram.percentile(99) / 1e6,
      max: histogram.max / 1e6,
    });
  }
  const worst = (key) => Math.max(...rows.map((row) => row[key])).toFixed(1);
  const median = (key) => {
    const sorted = rows.map((row) => row[key]).sort((a, b) => a - b);
    return sorted[Math.floor(RUNS / 2)].toFixed(1);
  };
  console.log(
    `${label.padEnd(44)} query ${median('elapsed')} ms (median of ${RUNS}) | event-loop delay p50 ${median('p50')} ms, p99 ${median('p99')} ms (worst ${worst('p99')}), max ${worst('max')} ms`,
  );
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-bench-'));
try {
  const embedded = await openEmbedded(path.join(dir, 'worker'));
  await measure('Quarry embedded (worker thread + socket)', () => embedded.query(HEAVY_QUERY));
  await embedded.close();

  const direct = await PGlite.create(path.join(dir, 'direct'));
  await measure('PGlite on the main thread (what we avoid)', () => direct.query(HEAVY_QUERY));
  await direct.close();
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
