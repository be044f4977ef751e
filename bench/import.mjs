// Import end to end, as a user does it: starts the built server on a fresh data folder, signs up, uploads N generated
// records as RIS files (each under the upload limit) into a Local documents investigation through the real HTTP call,
// waits for READY (more than MAX_UPLOAD_FILES files: the rest sent with Add files… in uploads of that many, each
// once the previous harvest is READY, the harvest time summed), then times the workspace call over HTTP. All along, GET /api/investigations is sent every 50 ms
// and its worst wait is printed per phase.
// Two kinds of records, each imported by its own fresh server: synthetic (generate-works.mjs: titles and abstracts
// from a 30-word vocabulary, light) and realistic (realistic-works.mjs: recombined from the real OpenAlex works of
// ../shared/data/openalex or `--data <folder>`, as heavy as real records; skipped, saying so, when the folder is missing).
// Usage: npm run build && npm run bench:import -- [records=100000] [--records synthetic|realistic|both]
//        [--data <openalex folder>] [--no-disambiguation] [--cpu-prof <folder>]
// --no-disambiguation stops after the warm workspace calls (the disambiguation of 100k records takes about 26 min).
// --cpu-prof writes the server process's CPU profile (node --cpu-prof) into the folder, one per kind.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIENT_ID_HEADER, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, uploadPaths } from '../packages/contract/dist/index.js';
import { startQuarryServer } from '../packages/testkit/dist/index.js';
import { generateWorks } from './generate-works.mjs';
import { readOpenAlexWorks, realisticWorks } from './realistic-works.mjs';
import { risFiles } from './ris-records.mjs';

const args = process.argv.slice(2);
const optionValue = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const optionValues = new Set(['--records', '--data', '--cpu-prof'].map(optionValue));
const count = Number(args.find((arg) => !arg.startsWith('--') && !optionValues.has(arg)) ?? 100_000);
const withDisambiguation = !args.includes('--no-disambiguation');
const kinds = { synthetic: ['synthetic'], realistic: ['realistic'], both: ['synthetic', 'realistic'] }[
  optionValue('--records') ?? 'both'
];
if (!kinds) throw new Error('--records takes synthetic, realistic or both');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(root, optionValue('--data') ?? '../shared/data/openalex');
const profileDir = optionValue('--cpu-prof');
const WARM_CALLS = 20;
const PROBE_MS = 50;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value) => `${Math.round(value)} ms`;

const figures = [];

/** Imports `works` as RIS files through a fresh server and prints its figures. */
async function importWorks(kind, works) {
  const generatedAt = performance.now();
  const files = risFiles(works, Math.floor(MAX_UPLOAD_BYTES * 0.95));
  const totalBytes = files.reduce((sum, file) => sum + file.content.length, 0);
  console.log(
    `${kind}: generated ${count} records as ${files.length} RIS files (${(totalBytes / 1024 / 1024).toFixed(0)} MB) in ${((performance.now() - generatedAt) / 1000).toFixed(1)} s`,
  );

  // info: the clustering job's end is read from its log line ('persons disambiguated'), which the testkit's default (warn) hides
  const server = await startQuarryServer({
    env: { LOG_LEVEL: 'info' },
    ...(profileDir && { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] }),
  });
  const clientId = randomUUID();
  let cookie = '';
  async function call(method, path, body) {
    const headers = { [CLIENT_ID_HEADER]: clientId, ...(cookie && { cookie }) };
    const init = { method, headers };
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    const response = await fetch(`${server.url}${path}`, init);
    const setCookie = response.headers.getSetCookie?.() ?? [];
    if (setCookie.length) cookie = setCookie.map((line) => line.split(';')[0]).join('; ');
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 500)}`);
    return { text, json: () => JSON.parse(text) };
  }

  /** GET /api/investigations every 50 ms whatever the previous one is doing; each wait is filed under the current phase. */
  function startProbe() {
    const waits = new Map();
    let phase = 'idle';
    let latest = [];
    const failures = [];
    const timer = setInterval(() => {
      const sentIn = phase;
      const sent = performance.now();
      call('GET', '/api/investigations').then(
        (response) => {
          const wait = performance.now() - sent;
          waits.set(sentIn, [...(waits.get(sentIn) ?? []), wait]);
          latest = response.json();
        },
        (error) => failures.push(`${sentIn}: ${error.cause?.message ?? error.message}`),
      );
    }, PROBE_MS);
    return {
      setPhase: (name) => (phase = name),
      latest() {
        if (failures.length > 20)
          throw new Error(`GET /api/investigations keeps failing: ${failures.slice(-3).join('; ')}`);
        return latest;
      },
      stop: () => clearInterval(timer),
      report() {
        const all = [...waits.values()].flat();
        for (const [name, list] of waits) {
          console.log(
            `  GET /api/investigations during ${name}: ${list.length} requests, p50 ${ms(percentile(list, 50))}, p95 ${ms(percentile(list, 95))}, worst ${ms(Math.max(...list))}`,
          );
        }
        return Math.max(...all);
      },
    };
  }

  /** Times workspace calls one after another until the server logs that the persons were disambiguated (30 min at most). */
  async function whileDisambiguating(workspaceCall) {
    const started = performance.now();
    const times = [];
    let line;
    while (
      !(line = server
        .output()
        .split('\n')
        .find((text) => text.includes('persons disambiguated'))) &&
      performance.now() - started < 1_800_000
    ) {
      const sent = performance.now();
      await workspaceCall();
      times.push(performance.now() - sent);
    }
    const calls = `${times.length} calls, p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`;
    if (!line) return { summary: 'not finished after 30 minutes', calls };
    const logged = JSON.parse(line.slice(line.indexOf('{')));
    return {
      summary: `${logged.mentions} mentions in ${logged.runs} runs, ${logged.changedDocuments} documents' authors changed, ${logged.tooLarge} name keys too large; ${logged.seconds} s by its own count, logged ${((performance.now() - started) / 1000).toFixed(1)} s after the workspace timings`,
      calls,
    };
  }

  let probe;
  try {
    await call('POST', '/api/users/sign-up', {
      nickname: 'Bench',
      email: `bench-${Date.now()}@example.org`,
      password: 'Bench-password-1',
    });
    probe = startProbe();
    await new Promise((resolve) => setTimeout(resolve, 500));

    /** Sends one upload's files (the first creates the investigation) and waits until its harvest ends. */
    let id;
    let investigation;
    let uploadMs = 0;
    let harvestSeconds = 0;
    async function uploadAndHarvest(chunk) {
      probe.setPhase('upload');
      const form = new FormData();
      if (id === undefined) form.append('title', `Import of ${count} records`);
      for (const file of chunk) form.append('file', new Blob([file.content]), file.name);
      const uploadStarted = performance.now();
      const path = id === undefined ? uploadPaths.localDocuments : `/api/investigations/topic/${id}/files`;
      const answer = (await call('POST', path, form)).json();
      uploadMs += performance.now() - uploadStarted;
      id ??= answer.created[0].id;
      if (answer.errors.length) console.log(`upload errors: ${answer.errors.join('; ')}`);

      probe.setPhase('harvest');
      const harvestStarted = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 500)); // the list shows the new harvest's status
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        investigation = probe.latest().find((row) => row.id === id);
        if (investigation && (investigation.status === 'READY' || investigation.status === 'FAILED')) break;
      }
      harvestSeconds += (performance.now() - harvestStarted) / 1000;
    }
    for (let from = 0; from < files.length; from += MAX_UPLOAD_FILES)
      await uploadAndHarvest(files.slice(from, from + MAX_UPLOAD_FILES));
    const stored = investigation.totalDocuments;

    probe.setPhase('workspace');
    const dataPath = `/api/investigations/topic/${id}/data?pageSize=20`;
    const firstStarted = performance.now();
    const first = (await call('POST', dataPath, {})).json();
    const firstMs = performance.now() - firstStarted;
    const author = first.tops.find((top) => top.name === 'predefined.Persons')?.entries[0]?.value;
    const filter = {
      selectedTops: [{ name: 'predefined.Persons', selectedValue: author }],
      dateFilter: { startYear: 2005, endYear: 2015 },
    };
    const time = async (body) => {
      const times = [];
      let bytes = 0;
      for (let i = 0; i < WARM_CALLS; i++) {
        const started = performance.now();
        bytes = (await call('POST', dataPath, body)).text.length;
        times.push(performance.now() - started);
      }
      return `p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))} (${Math.round(bytes / 1024)} KB answer)`;
    };
    const unfiltered = await time({});
    const filtered = await time(filter);

    // The harvest's end queued the author disambiguation (modules/persons/person-clustering.ts): it runs in the
    // background lane and a worker thread; the workspace is timed while it runs, until its log line appears.
    probe.setPhase('disambiguation');
    const disambiguation = withDisambiguation
      ? await whileDisambiguating(() => call('POST', dataPath, {}))
      : { summary: 'not measured (--no-disambiguation)', calls: 'not measured' };
    probe.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));

    console.log(`import of ${count} ${kind} records (${files.length} RIS files) on the embedded database:`);
    console.log(
      `  upload answered in ${ms(uploadMs)}${files.length > MAX_UPLOAD_FILES ? ` (${Math.ceil(files.length / MAX_UPLOAD_FILES)} uploads)` : ''}`,
    );
    figures.push(`${kind}: ${Math.round(stored / harvestSeconds)} documents/s`);
    console.log(
      `  ${investigation.status} ${harvestSeconds.toFixed(1)} s after the upload answered: ${stored} documents, ${Math.round(stored / harvestSeconds)} documents/s${investigation.statusReason ? ` (${investigation.statusReason.slice(0, 200)})` : ''}`,
    );
    console.log(`  first workspace call (index build): ${ms(firstMs)}`);
    console.log(`  warm POST …/data over HTTP, unfiltered: ${unfiltered}`);
    console.log(`  warm POST …/data over HTTP, author + year filter: ${filtered}`);
    console.log(`  author disambiguation after READY: ${disambiguation.summary}`);
    console.log(`  POST …/data while it ran (unfiltered, one after another): ${disambiguation.calls}`);
    const worst = probe.report();
    console.log(`  worst wait of GET /api/investigations all along: ${ms(worst)}`);
  } catch (error) {
    console.error(error);
    console.error(server.output());
    process.exitCode = 1;
  } finally {
    probe?.stop();
    await server.stop();
  }
}

for (const kind of kinds) {
  if (kind === 'synthetic') await importWorks(kind, generateWorks(count));
  else {
    const real = readOpenAlexWorks(dataDir);
    if (!real)
      console.log(
        `realistic: skipped, ${dataDir} not found (OpenAlex works belong in ../shared/data/openalex, or pass --data <folder>)`,
      );
    else
      await importWorks(
        `realistic (from ${real.length} OpenAlex works in ${path.relative(root, dataDir)})`,
        realisticWorks(real, count),
      );
  }
}
if (figures.length) console.log(`documents/s upload → READY: ${figures.join('; ')}`);
