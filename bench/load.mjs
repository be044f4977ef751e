// Load: simulated reviewers on several accounts against the built server, as the "hot path" measures it.
// Starts the server on a fresh data folder (embedded default; --pg a throwaway PostgreSQL cluster, or DATABASE_URL),
// creates the accounts, each with a Local documents investigation of generated OpenAlex works (uploaded as a JSON
// file, ingested by the harvest job as a user's upload is), then runs the reviewers without think time: the list
// (every 5 s, as the page polls it), /data, the next page, votes and notes. Prints requests/s, p50/p95/max and
// failures per call, and checks that every note written is the one stored. Each reviewer's page also polls the admin
// health check every second (GET /maintenance/healthcheck, as the admin merge page does; from a thread of its own, as a
// page runs in its own browser), signed in as an admin the
// `npm run user` tool makes; its p50/p95 is printed on a line of its own. The reviewers stand for browsers on other
// machines: their thread runs at a lower priority (niceness 10) than the server's and the pollers' threads.
// Usage: npm run build && npm run bench:load [-- --pg] [--duration 60] [--accounts 10] [--reviewers 5] [--docs 2000]
//        [--processes 2 (PostgreSQL: several server processes, calls spread over them; the change bus keeps them true)]
//        [--url http://127.0.0.1:4000 (servers already running, comma-separated, e.g. under node --cpu-prof)] [--think 0 (ms between calls)]
//        [--shared 10 (that many reviewers, whole accounts, work in the first account's investigation, shared with them as reviewers)]
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { startQuarryServer } from '../packages/testkit/dist/index.js';
import { findOrInstallPostgres, startCluster } from '../scripts/postgres-cluster.mjs';
import { generateWorks } from './generate-works.mjs';
import { BenchClient, CallStats } from './load-client.mjs';

const flag = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? fallback : Number(process.argv[at + 1]);
};
const usePostgres = process.argv.includes('--pg');
const durationS = flag('duration', 60);
const accounts = flag('accounts', 10);
const reviewersPerAccount = flag('reviewers', 5);
const docsPerAccount = flag('docs', 2000);
const processes = usePostgres ? flag('processes', 1) : 1;
/** Pause between a reviewer's calls; 0 (the default, as the issue measured) makes every reviewer a closed loop at full speed. */
const thinkMs = flag('think', 0);
/** Reviewers that work in one investigation, shared by its owner with the other accounts of the group (issue 27). */
const sharedReviewers = flag('shared', 0);
const sharedAccounts = Math.min(accounts, Math.ceil(sharedReviewers / reviewersPerAccount));
const PAGE = 20;
const LIST_EVERY_MS = 5000;
/** The admin merge page polls the health checks this often (HEALTHCHECK_POLL_MS, doc 3 §4). */
const HEALTHCHECK_EVERY_MS = 1000;
/** The reviewers' thread's niceness (0 normal … 19 lowest): below the server's, above nothing else's. */
const REVIEWERS_NICENESS = 10;
const RUN = Date.now().toString(36);
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function startServers() {
  const given = process.argv.indexOf('--url');
  if (given >= 0) {
    // The admin is made with the servers' own database settings, when given (DATA_DIR or DATABASE_URL).
    const database = Object.fromEntries(
      ['DATA_DIR', 'DATABASE_URL'].filter((name) => process.env[name]).map((name) => [name, process.env[name]]),
    );
    return { urls: process.argv[given + 1].split(','), servers: [], database, stop: async () => undefined };
  }
  const stops = [];
  let env = {};
  if (usePostgres) {
    let url = process.env.DATABASE_URL;
    if (!url) {
      const found = await findOrInstallPostgres();
      if (!found.bin) throw new Error(`--pg: ${found.reason}`);
      const cluster = await startCluster(found.bin);
      stops.push(() => cluster.stop());
      url = cluster.url;
    }
    env = { DATABASE_URL: url, DIRECT_SIGN_UP: 'true' };
  } else {
    // A data folder of the bench's own, so that `npm run user` can reach the embedded database to make the admin.
    const dataDir = await mkdtemp(path.join(tmpdir(), 'quarry-bench-'));
    stops.push(() => rm(dataDir, { recursive: true, force: true }));
    env = { DATA_DIR: dataDir };
  }
  const servers = [];
  // One after the other: the first migrates the fresh database.
  for (let i = 0; i < processes; i++) servers.push(await startQuarryServer({ env }));
  stops.unshift(...servers.map((server) => () => server.stop()));
  return {
    urls: servers.map((server) => server.url),
    servers,
    database: env.DATABASE_URL ? { DATABASE_URL: env.DATABASE_URL } : { DATA_DIR: env.DATA_DIR },
    stop: async () => {
      for (const stop of stops) await stop();
    },
  };
}

/** An account with its investigation of generated works, ingested and READY. */
async function setUpAccount(urls, n) {
  const owner = new BenchClient(urls);
  const account = {
    email: `reviewer${n}-${RUN}@bench.example`,
    password: `Bench-secret-${n}`,
    nickname: `Reviewer${n}`,
  };
  await owner.post('create account', '/api/users', account);
  await owner.post('sign in', '/api/auth/sign-in', { email: account.email, password: account.password });
  const form = new FormData();
  form.set('title', `Screening ${n}`);
  form.set(
    'files',
    new Blob([JSON.stringify(generateWorks(docsPerAccount, 1000 + n))], { type: 'application/json' }),
    `works-${n}.json`,
  );
  const upload = await owner.post('upload', '/api/investigations/topic/local-documents', form);
  if (upload.errors.length > 0 || !upload.created[0]) throw new Error(`upload ${n}: ${upload.errors.join('; ')}`);
  return { account, investigationId: upload.created[0].id };
}

async function waitReady(client, ids) {
  for (;;) {
    const list = await client.get('list', '/api/investigations');
    const mine = list.filter((investigation) => ids.includes(investigation.id));
    const failed = mine.find((investigation) => investigation.status === 'FAILED');
    if (failed) throw new Error(`investigation ${failed.id} failed: ${failed.statusReason}`);
    if (mine.length === ids.length && mine.every((investigation) => investigation.status === 'READY')) return;
    await delay(1000);
  }
}

/** Relevant / Irrelevant votes where this build offers them to Local documents; Neutral otherwise. */
async function votesOffered(client, base, documentId) {
  try {
    await client.patch('probe', `${base}/documents/${documentId}/relevancy`, { relevancy: 'Relevant' });
    await client.patch('probe', `${base}/documents/${documentId}/relevancy`, { relevancy: 'Neutral' });
    return ['Relevant', 'Irrelevant', 'Neutral'];
  } catch {
    return ['Neutral'];
  }
}

const SPECS = [
  {},
  { displayedResultsStatus: 'Unread' },
  { sortDocumentsBy: 'relevance' },
  { dateFilter: { startYear: 2010, endYear: 2020 } },
  { freeText: 'soil' },
];

/** One reviewer, closed loop until `until`: notes only the documents it owns (id % slots), so the last note per document is known. */
async function review({ client, base, votes, slot, slots, until, notes }) {
  let lastList = 0;
  let seq = 0;
  let round = slot;
  while (Date.now() < until) {
    try {
      if (Date.now() - lastList >= LIST_EVERY_MS) {
        lastList = Date.now();
        await client.get('list', '/api/investigations');
      }
      const data = await client.post('data', `${base}/data?pageSize=${PAGE}`, SPECS[round++ % SPECS.length]);
      const next = data.availableDocumentIds.slice(PAGE, 2 * PAGE);
      const page =
        next.length > 0
          ? await client.post('next-documents', `${base}/next-documents`, { documentIds: next })
          : data.documents;
      const documents = [...data.documents, ...page];
      if (documents.length === 0) continue;
      const voteOn = documents[Math.floor(Math.random() * documents.length)];
      await client.patch('vote', `${base}/documents/${voteOn.id}/relevancy`, { relevancy: votes[seq % votes.length] });
      const mine = documents.filter((document) => document.id % slots === slot);
      const noteOn = mine[seq % Math.max(1, mine.length)];
      if (noteOn) {
        const note = `reviewer ${slot} note ${seq}`;
        await client.patch('note', `${base}/documents/${noteOn.id}/note`, { note });
        notes.set(noteOn.id, note);
      }
      seq++;
    } catch {
      // Recorded as a failure of its call; the reviewer carries on.
    }
  }
}

/** The first account shares its investigation with the other accounts of the shared group, as reviewers. */
async function shareFirstInvestigation(owners, stats) {
  if (sharedAccounts < 2) return;
  const client = new BenchClient(servers.urls, stats);
  await client.post('sign in', '/api/auth/sign-in', {
    email: owners[0].account.email,
    password: owners[0].account.password,
  });
  for (const owner of owners.slice(1, sharedAccounts))
    await client.post('invite', `/api/investigations/${owners[0].investigationId}/members`, {
      email: owner.account.email,
      role: 'reviewer',
    });
  console.log(
    `shared: ${sharedAccounts * reviewersPerAccount} reviewers of ${sharedAccounts} accounts in one investigation`,
  );
}

const userTool = path.join(import.meta.dirname, '../apps/server/dist/cli/user.js');

/** An account made an admin with the real `npm run user` tool, on the servers' database; undefined when it is not known. */
async function makeAdmin(urls, database) {
  if (Object.keys(database).length === 0) return undefined;
  const client = new BenchClient(urls);
  const account = { email: `admin-${RUN}@bench.example`, password: 'Bench-admin-secret', nickname: 'Admin' };
  await client.post('create account', '/api/users', account);
  await promisify(execFile)(process.execPath, [userTool, 'set', account.email, 'admin', 'on'], {
    env: { ...process.env, ...database, LOG_LEVEL: 'silent' },
    timeout: 60_000,
  });
  return account;
}

/**
 * The admin pages' health-check polls, in a thread of their own (bench/health-pollers.mjs) started now, before the
 * reviewers lower this thread's priority; `poll` starts them and answers their figures into `stats`.
 */
function healthPollers(urls) {
  const worker = new Worker(new URL('./health-pollers.mjs', import.meta.url), {
    workerData: { urls, everyMs: HEALTHCHECK_EVERY_MS },
  });
  return {
    async poll(pollers, until, stats) {
      if (pollers.length === 0) return worker.terminate();
      worker.postMessage({ cookies: pollers.map((poller) => poller.client.cookie), until });
      const [calls] = await once(worker, 'message');
      for (const [name, call] of calls) stats.calls.set(name, call);
    },
    stop: () => worker.terminate(),
  };
}

/**
 * The reviewers stand for browsers on other machines: this thread (Linux niceness is per thread) yields the shared
 * cores to the server's threads, which keep the normal priority, as do the pollers' thread started before it.
 */
function yieldCoresToServer() {
  try {
    setPriority(REVIEWERS_NICENESS);
  } catch {
    console.log("(could not lower the reviewers' priority: their load competes with the server for the cores)");
  }
}

/** Every note a reviewer wrote last is the one stored. */
async function lostNotes(client, base, notes) {
  const ids = [...notes.keys()];
  let lost = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const stored = await client.post('check', `${base}/next-documents`, { documentIds: ids.slice(i, i + 500) });
    const byId = new Map(stored.map((document) => [document.id, document.note]));
    for (const id of ids.slice(i, i + 500)) if (byId.get(id) !== notes.get(id)) lost++;
  }
  return lost;
}

const servers = await startServers();
const health = healthPollers(servers.urls);
yieldCoresToServer();
let exitCode = 0;
try {
  const engine = process.argv.includes('--url')
    ? servers.urls.join(', ')
    : usePostgres
      ? `PostgreSQL (${processes} process${processes > 1 ? 'es' : ''})`
      : 'embedded';
  console.log(
    `load: ${accounts} accounts × ${reviewersPerAccount} reviewers for ${durationS} s on ${engine}, ${docsPerAccount} documents each, think ${thinkMs} ms`,
  );
  const setupStarted = performance.now();
  const owners = [];
  for (let n = 1; n <= accounts; n++) owners.push(await setUpAccount(servers.urls, n));
  const uploadedS = (performance.now() - setupStarted) / 1000;
  for (const owner of owners) {
    const client = new BenchClient(servers.urls);
    await client.post('sign in', '/api/auth/sign-in', { email: owner.account.email, password: owner.account.password });
    await waitReady(client, [owner.investigationId]);
  }
  const readyS = (performance.now() - setupStarted) / 1000;
  console.log(
    `setup: uploads ${uploadedS.toFixed(1)} s, all READY after ${readyS.toFixed(1)} s (${Math.round((accounts * docsPerAccount) / readyS)} documents/s)`,
  );

  const reviewers = [];
  const warm = new CallStats();
  await shareFirstInvestigation(owners, warm);
  for (const [n, owner] of owners.entries()) {
    const inGroup = n < sharedAccounts;
    const host = inGroup ? owners[0] : owner;
    const base = `/api/investigations/topic/${host.investigationId}`;
    const notes = host.notes ?? new Map();
    owner.notes = notes;
    owner.base = base;
    const slots = inGroup ? sharedAccounts * reviewersPerAccount : reviewersPerAccount;
    for (let at = 0; at < reviewersPerAccount; at++) {
      const client = new BenchClient(servers.urls, warm);
      await client.post('sign in', '/api/auth/sign-in', {
        email: owner.account.email,
        password: owner.account.password,
      });
      reviewers.push({ client, base, slot: (inGroup ? n * reviewersPerAccount : 0) + at, slots, notes });
    }
    // The first workspace call builds the index (in each process), measured apart from the run.
    for (let i = 0; i < servers.urls.length; i++)
      await reviewers.at(-1).client.post('first data', `${base}/data?pageSize=${PAGE}`, {});
    const first = await reviewers.at(-1).client.post('first data', `${base}/data?pageSize=${PAGE}`, {});
    owner.votes = await votesOffered(reviewers.at(-1).client, base, first.documents[0].id);
    for (const reviewer of reviewers.slice(-reviewersPerAccount)) reviewer.votes = owner.votes;
  }
  console.log(`votes: ${owners[0].votes.join(' / ')}`);
  const admin = await makeAdmin(servers.urls, servers.database);
  const pollers = [];
  if (admin) {
    for (let page = 0; page < reviewers.length; page++) {
      const client = new BenchClient(servers.urls, warm);
      await client.post('sign in', '/api/auth/sign-in', { email: admin.email, password: admin.password });
      pollers.push({ client });
    }
  } else console.log('healthcheck: not polled (give DATA_DIR or DATABASE_URL with --url to make the admin)');
  if (pollers[0]) {
    const jobs = await pollers[0].client.get('healthcheck', '/maintenance/healthcheck');
    console.log(
      `jobs at the start of the run: disambiguation ${jobs.merge.running} running, ${jobs.merge.queued} queued; harvests ${jobs.normalization.running} running, ${jobs.normalization.queued} queued`,
    );
  }
  console.log('before the run (index builds, sign-ins):');
  warm.print(1);

  const stats = new CallStats();
  const healthStats = new CallStats();
  for (const reviewer of reviewers) Object.assign(reviewer.client, { stats, thinkMs });
  const started = performance.now();
  const until = Date.now() + durationS * 1000;
  await Promise.all([
    ...reviewers.map((reviewer) => review({ ...reviewer, until })),
    health.poll(pollers, until, healthStats),
  ]);
  const seconds = (performance.now() - started) / 1000;
  console.log(`run: ${reviewers.length} reviewers, ${seconds.toFixed(1)} s`);
  let { failures } = stats.print(seconds);
  if (pollers.length > 0) {
    console.log(`health checks: ${pollers.length} admin pages polling every ${HEALTHCHECK_EVERY_MS} ms during the run`);
    failures += healthStats.print(seconds).failures;
  }

  let lost = 0;
  let written = 0;
  for (const reviewer of reviewers) reviewer.client.thinkMs = 0;
  for (const owner of owners.filter((one, n) => owners.findIndex((other) => other.base === one.base) === n)) {
    written += owner.notes.size;
    lost += await lostNotes(reviewers.find((reviewer) => reviewer.base === owner.base).client, owner.base, owner.notes);
  }
  console.log(`notes: ${written} documents noted, ${lost} lost`);
  if (failures > 0 || lost > 0) exitCode = 1;
} catch (error) {
  console.error(error);
  for (const server of servers.servers) console.error(server.output().slice(-3000));
  exitCode = 1;
} finally {
  await health.stop();
  await servers.stop();
}
process.exit(exitCode);
