// `npm test`: installs what the suites need and runs every one of them:
// lint, unit, API on the embedded database, API on a real PostgreSQL server, end-to-end in Chromium.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { aptInstall, build, ensureInstalled, log, npm, run } from './lib.mjs';
import { findOrInstallPostgres, startCluster } from './postgres-cluster.mjs';

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-test-reports-'));
const results = [];

/** Runs one vitest lane, recording its counts from vitest's JSON report. */
async function lane(name, args, env = {}) {
  log(`Lane: ${name}`);
  const report = path.join(reportDir, `${results.length}.json`);
  const code = await run(npm, [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    env,
  });
  const counts = fs.existsSync(report) ? JSON.parse(fs.readFileSync(report, 'utf8')) : {};
  results.push({
    name,
    code,
    passed: counts.numPassedTests ?? 0,
    failed: counts.numFailedTests ?? (code ? 1 : 0),
    skipped: counts.numPendingTests ?? 0,
    failures: failuresOf(counts),
    retried: retriedOf(counts),
  });
}

// eslint-disable-next-line no-control-regex -- the escape character is what colours a message
const ANSI_CODES = /\x1b\[[0-9;]*m/g;

/** A test's file, its name and the first lines of its (first) failure message. */
function described(file, test) {
  const message = (test.failureMessages ?? [])
    .join('\n')
    .replace(ANSI_CODES, '')
    .split('\n')
    .slice(0, 4)
    .join('\n      ');
  return `${path.relative(process.cwd(), file.name)} › ${test.fullName}\n      ${message}`;
}

/** The tests that failed once and passed when run again (the end-to-end lane retries): flaky, to be mended. */
function retriedOf(report) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'passed' && test.failureMessages?.length)
      .map((test) => described(file, test)),
  );
}

/** Each failed test of a vitest JSON report: its file, its name and the first lines of its message. */
function failuresOf(report) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(described(file, test));
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failures.push(`${path.relative(process.cwd(), file.name)}: ${(file.message ?? 'failed').split('\n')[0]}`);
    }
  }
  return failures;
}

async function postgresLane() {
  const found = await findOrInstallPostgres();
  if (!found.bin) {
    log(`Lane: api (PostgreSQL) SKIPPED — ${found.reason}`);
    results.push({
      name: 'api (PostgreSQL)',
      code: 0,
      passed: 0,
      failed: 0,
      skipped: 0,
      note: `skipped: ${found.reason}`,
    });
    return;
  }
  const cluster = await startCluster(found.bin);
  try {
    await lane('api (PostgreSQL)', ['exec', '--', 'vitest', 'run', '--project', 'api'], {
      TEST_DATABASE_URL: cluster.url,
    });
  } finally {
    await cluster.stop();
  }
}

async function ensureChromium() {
  if (fs.existsSync('/usr/bin/chromium')) return;
  if (!(await aptInstall(['chromium']))) {
    console.error(
      '[quarry] /usr/bin/chromium is missing and apt-get could not install it: the end-to-end lane cannot run.',
    );
  }
}

await ensureInstalled();
await build();

log('Lane: lint');
const lintCode = await run(npm, ['run', 'lint']);
results.push({ name: 'lint', code: lintCode, passed: lintCode ? 0 : 1, failed: lintCode ? 1 : 0, skipped: 0 });
log('Lane: module boundaries');
const boundariesCode = await run(npm, ['run', 'check:boundaries']);
results.push({
  name: 'module boundaries',
  code: boundariesCode,
  passed: boundariesCode ? 0 : 1,
  failed: boundariesCode ? 1 : 0,
  skipped: 0,
});

await lane('unit', ['exec', '--', 'vitest', 'run', '--project', 'unit', '--project', 'unit-web']);
await lane('api (embedded PGlite)', ['exec', '--', 'vitest', 'run', '--project', 'api']);
await postgresLane();
await ensureChromium();
await lane('end-to-end (Chromium)', ['run', 'test', '-w', '@quarry/e2e', '--']);

fs.rmSync(reportDir, { recursive: true, force: true });
console.log('\n[quarry] Summary');
for (const r of results) {
  const status = r.code === 0 ? 'ok  ' : 'FAIL';
  console.log(
    `  ${status} ${r.name}: ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}${r.note ? ` (${r.note})` : ''}`,
  );
  for (const failure of r.failures ?? []) console.log(`    ✗ ${failure}`);
  for (const retried of r.retried ?? []) console.log(`    ↻ passed when run again: ${retried}`);
}
const total = (key) => results.reduce((sum, r) => sum + r[key], 0);
const failedLanes = results.filter((r) => r.code !== 0).length;
console.log(
  `\nTests: ${total('passed')} passed, ${total('failed') + (failedLanes && !total('failed') ? failedLanes : 0)} failed`,
);
process.exit(failedLanes ? 1 : 0);
