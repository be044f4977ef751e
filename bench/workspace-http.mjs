// The workspace call over HTTP, as the browser makes it: generates an investigation of N documents in a fresh data
// folder, starts the built server on it, signs in, times the first POST …/data (the index build) and then warm
// calls unfiltered and with an author + year filter (answer read in full, brotli accepted as browsers do); how long
// a GET /api/about sent every 50 ms waits during the build.
// Usage: npm run build && node bench/workspace-http.mjs [sizes=100000] [runs=50]
import { timeCalls, withGeneratedInvestigation } from './http-setup.mjs';

const sizes = (process.argv[2] ?? '100000').split(',').map(Number);
const runs = Number(process.argv[3] ?? 50);

for (const n of sizes) {
  await withGeneratedInvestigation(n, async ({ call, investigationId, generateSeconds }) => {
    const url = `/api/investigations/topic/${investigationId}/data?pageSize=20`;
    // Meanwhile another request every 50 ms: how long does the build make it wait?
    let building = true;
    let worstWait = 0;
    const probe = (async () => {
      while (building) {
        const sent = performance.now();
        await call('GET', '/api/about');
        worstWait = Math.max(worstWait, performance.now() - sent);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const started = performance.now();
    const first = await call('POST', url, {});
    const firstMs = performance.now() - started;
    building = false;
    await probe;
    const plain = await call('POST', url, {}, { 'accept-encoding': 'identity' });
    const author = first.json().tops.find((top) => top.name === 'predefined.Persons').entries[0].value;
    const filter = {
      selectedTops: [{ name: 'predefined.Persons', selectedValue: author }],
      dateFilter: { startYear: 2005, endYear: 2015 },
    };
    // Warm-up, as a user's second look.
    await call('POST', url, filter);
    console.log(`${n} documents over HTTP (generated in ${generateSeconds.toFixed(0)} s)`);
    console.log(
      `  first POST …/data (index build): ${(firstMs / 1000).toFixed(2)} s; a GET /api/about every 50 ms meanwhile waited at worst ${worstWait.toFixed(0)} ms`,
    );
    console.log(
      `  answer ${(plain.bytes / 1024).toFixed(0)} KB, ${first.encoding ?? 'not compressed'}${first.length ? ` ${(first.length / 1024).toFixed(0)} KB` : ''}`,
    );
    console.log(`  warm unfiltered: ${await timeCalls(call, url, {}, runs)}`);
    console.log(`  warm author + year filter: ${await timeCalls(call, url, filter, runs)}`);
  });
}
