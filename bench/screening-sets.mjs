// What the screening benches share (bench/screening.mjs, bench/stopping.mjs): reading a labelled set, and running
// replays on worker threads.
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** A record's label: ASReview's `label_included`, else `included`. */
const labelOf = (record) => record.label_included ?? record.included;

/** The labelled sets of a folder (its .csv files, those starting with `only` when given), in name order. */
export const csvFilesIn = (dataDir, only) =>
  fs
    .readdirSync(dataDir)
    .filter((name) => name.toLowerCase().endsWith('.csv'))
    .filter((name) => !only || name.startsWith(only))
    .sort();

/** A labelled set's texts and labels (1 relevant), the labels in shared memory for the worker threads. */
export function loadSet(file, parseCsvObjects) {
  const records = parseCsvObjects(fs.readFileSync(file, 'utf8'));
  if (records.length === 0 || labelOf(records[0]) === undefined) {
    throw new Error(`${path.basename(file)}: needs title, abstract and label_included or included columns`);
  }
  const texts = records.map((record) => ({ title: record.title ?? '', text: record.abstract ?? '' }));
  const labels = new Uint8Array(new SharedArrayBuffer(records.length));
  records.forEach((record, i) => (labels[i] = Number(labelOf(record)) === 1 ? 1 : 0));
  return { texts, labels };
}

/** Runs the jobs on `threads` workers of the script at `workerUrl`; resolves with the results in job order. */
export async function runParallel(jobs, threads, workerUrl) {
  const workers = Array.from({ length: Math.max(1, Math.min(threads, jobs.length)) }, () => new Worker(workerUrl));
  const results = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise((resolve, reject) => {
          const feed = () => {
            if (next >= jobs.length) return resolve();
            const at = next++;
            worker.once('message', (result) => {
              results[at] = result;
              feed();
            });
            worker.postMessage(jobs[at]);
          };
          worker.once('error', reject);
          feed();
        }),
    ),
  );
  await Promise.all(workers.map((worker) => worker.terminate()));
  return results;
}
