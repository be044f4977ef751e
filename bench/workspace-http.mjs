// The workspace call over HTTP, as the browser makes it: generates an investigation of N documents in a fresh data
// folder, starts the built server on it, signs in, times the first POST …/data (the index build) and then warm
// calls unfiltered and with an author + year filter (answer read in full, brotli accepted as browsers do); how long
// a GET /api/about sent every 50 ms waits during the build.
// Usage: npm run build && node bench/workspace-http.mjs [sizes=100000] [runs=50]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { CLIENT_ID_HEADER } from '../packages/contract/dist/index.js';
import { startQuarryServer } from '../packages/testkit/dist/index.js';
import { openEmbedded } from '../apps/server/dist/db/embedded.js';
import { migrate } from '../apps/server/dist/db/migrate.js';
import { generateInvestigation, percentile } from './workspace-data.mjs';

const sizes = (process.argv[2] ?? '100000').split(',').map(Number);
const runs = Number(process.argv[3] ?? 50);
const account = { email: 'bench@example.org', password: 'Bench-password-1', nickname: 'bench' };

/** A client that keeps the session cookie and sends the Client-Id header writes need. */
function client(baseUrl) {
  const clientId = randomUUID();
  let cookie = '';
  return async (method, url, body, headers = {}) => {
    const response = await fetch(baseUrl + url, {
      method,
      headers: { 'content-type': 'application/json', [CLIENT_ID_HEADER]: clientId, cookie, 'accept-encoding': 'gzip, deflate, br', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0];
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    return { json: () => JSON.parse(text), bytes: text.length, encoding: response.headers.get('content-encoding'), length: response.headers.get('content-length') };
  };
}

async function timeCalls(call, url, spec) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call('POST', url, spec);
    samples.push(performance.now() - started);
  }
  return `p50 ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms`;
}

for (const n of sizes) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-bench-http-'));
  const env = { DATA_DIR: dataDir };
  try {
    // The account through the API (as a user signs up), then the documents straight into the database.
    let server = await startQuarryServer({ env });
    await client(server.url)('POST', '/api/users', account);
    await server.stop();
    const db = await openEmbedded(dataDir);
    const generated = performance.now();
    let investigationId;
    try {
      await migrate(db);
      const owner = (await db.query('SELECT id FROM users WHERE email = $1', [account.email])).rows[0].id;
      investigationId = await generateInvestigation(db, n, owner);
    } finally {
      await db.close();
    }
    const generateSeconds = (performance.now() - generated) / 1000;

    server = await startQuarryServer({ env });
    try {
      const call = client(server.url);
      await call('POST', '/api/auth/sign-in', { email: account.email, password: account.password });
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
      const filter = { selectedTops: [{ name: 'predefined.Persons', selectedValue: author }], dateFilter: { startYear: 2005, endYear: 2015 } };
      // Warm-up, as a user's second look.
      await call('POST', url, filter);
      console.log(`${n} documents over HTTP (generated in ${generateSeconds.toFixed(0)} s)`);
      console.log(`  first POST …/data (index build): ${(firstMs / 1000).toFixed(2)} s; a GET /api/about every 50 ms meanwhile waited at worst ${worstWait.toFixed(0)} ms`);
      console.log(`  answer ${(plain.bytes / 1024).toFixed(0)} KB, ${first.encoding ?? 'not compressed'}${first.length ? ` ${(first.length / 1024).toFixed(0)} KB` : ''}`);
      console.log(`  warm unfiltered: ${await timeCalls(call, url, {})}`);
      console.log(`  warm author + year filter: ${await timeCalls(call, url, filter)}`);
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
