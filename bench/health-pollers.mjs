// The admin pages of bench/load.mjs, polling GET /maintenance/healthcheck each second from a thread of their own: a
// page runs in its own browser, so its timings must not include the bench's 50 reviewers parsing their answers on the
// main thread. Started before the reviewers' thread lowers its priority (bench/load.mjs), so it keeps the normal one;
// given the signed-in admins' cookies and `until`, answers each call's latency and failure once `until` has passed.
import { once } from 'node:events';
import { parentPort, workerData } from 'node:worker_threads';
import { BenchClient, CallStats } from './load-client.mjs';

const { urls, everyMs } = workerData;
const [{ cookies, until }] = await once(parentPort, 'message');
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One admin page's health-check poll until `until`: a call each second, as the page's timer makes it. */
async function pollHealth(client) {
  // Pages are not opened in step: each starts at its own moment within the first second.
  await delay(Math.random() * everyMs);
  for (let next = Date.now(); Date.now() < until;) {
    try {
      await client.get('healthcheck', '/maintenance/healthcheck');
    } catch {
      // Recorded as a failure of its call (a 503 too); the page polls on.
    }
    next += everyMs;
    await delay(Math.max(0, next - Date.now()));
  }
}

const stats = new CallStats();
await Promise.all(
  cookies.map((cookie) => {
    const client = new BenchClient(urls, stats);
    client.cookie = cookie;
    return pollHealth(client);
  }),
);
parentPort.postMessage([...stats.calls]);
