// What the HTTP benches share: a generated investigation of N documents in a fresh data folder, the built server
// started on it, and a signed-in client that calls it as the browser does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { CLIENT_ID_HEADER } from '../packages/contract/dist/index.js';
import { startQuarryServer } from '../packages/testkit/dist/index.js';
import { openEmbedded } from '../apps/server/dist/db/embedded.js';
import { migrate } from '../apps/server/dist/db/migrate.js';
import { generateInvestigation, percentile } from './workspace-data.mjs';

const account = { email: 'bench@example.org', password: 'Bench-password-1', nickname: 'bench' };

/** A client that keeps the session cookie and sends the Client-Id header writes need (brotli accepted, as browsers do). */
export function client(baseUrl) {
  const clientId = randomUUID();
  let cookie = '';
  return async (method, url, body, headers = {}) => {
    const response = await fetch(baseUrl + url, {
      method,
      headers: {
        'content-type': 'application/json',
        [CLIENT_ID_HEADER]: clientId,
        cookie,
        'accept-encoding': 'gzip, deflate, br',
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0];
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    return {
      json: () => JSON.parse(text),
      bytes: text.length,
      encoding: response.headers.get('content-encoding'),
      length: response.headers.get('content-length'),
    };
  };
}

/** `runs` calls of one request: "p50 … ms, p95 … ms". */
export async function timeCalls(call, url, body, runs) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call('POST', url, body);
    samples.push(performance.now() - started);
  }
  return `p50 ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms`;
}

/**
 * Generates an investigation of `n` documents (the account through the API, as a user signs up; the documents
 * straight into the database), starts the built server on it and signs in. `use` gets the server, the client and
 * the investigation; the data folder is removed afterwards.
 */
export async function withGeneratedInvestigation(n, use) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-bench-http-'));
  const env = { DATA_DIR: dataDir };
  try {
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
      await use({ server, call, investigationId, generateSeconds });
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
