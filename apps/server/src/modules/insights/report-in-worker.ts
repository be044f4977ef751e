import { Worker } from 'node:worker_threads';
import type { ReportContent } from './report-docx.js';

/** The compiled worker: next to this file when running from dist, in dist when tests run the sources. */
const workerUrl = () =>
  import.meta.url.endsWith('.ts')
    ? new URL('../../../dist/modules/insights/report-docx.worker.js', import.meta.url)
    : new URL('./report-docx.worker.js', import.meta.url);

/**
 * The report's Word file, built in a worker thread: packing a report with many images takes seconds of CPU
 * (bench:report — 50 images of 800×500: 2.2 s), which on the main thread would stall every other request.
 */
export function reportDocxInWorker(content: ReportContent): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // Not the parent's flags: a test runner's resolve conditions would point the worker at TypeScript sources.
    const worker = new Worker(workerUrl(), { execArgv: [] });
    worker.once('message', (file: Uint8Array) => {
      resolve(Buffer.from(file.buffer, file.byteOffset, file.byteLength));
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`The Word export stopped (exit ${code})`)));
    worker.postMessage(content);
  });
}
