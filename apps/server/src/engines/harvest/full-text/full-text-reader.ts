import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DocumentMining } from '../../../text/mine.js';
import type { FullTextFormat } from './full-text-format.js';

/** One uploaded file to read, with what mining needs of its document. */
export interface FullTextRequest {
  fileName: string;
  content: Uint8Array;
  title: string;
  type: string;
}

export type FullTextReading =
  | { ok: true; format: FullTextFormat; text: string; mining: DocumentMining }
  | { ok: false; problem: 'unsupported' | 'unreadable' };

/** The compiled worker: tests run the TypeScript sources, whose worker is the built one. */
export function fullTextWorkerUrl(): URL {
  return import.meta.url.endsWith('.ts')
    ? new URL('../../../../dist/engines/harvest/full-text/full-text.worker.js', import.meta.url)
    : new URL('./full-text.worker.js', import.meta.url);
}

export interface FullTextReaderOptions {
  /** A file whose reading takes longer is taken as unreadable (a PDF built to make its reader spin). */
  timeoutMs?: number;
  /** The heap a reading may use (a PDF built to make its reader swell stops the worker, not the server). */
  maxHeapMb?: number;
  workerUrl?: URL;
}

const UNREADABLE: FullTextReading = { ok: false, problem: 'unreadable' };

/**
 * Reads a full-text file in a worker thread of its own (one upload at a time is rare enough not to pool them): its
 * text and what mining finds in it, or why there is none. A worker that fails, swells or runs out of time means
 * the file could not be read; only a missing build is an error of the server's.
 */
export async function readFullTextInWorker(
  request: FullTextRequest,
  { timeoutMs = 60_000, maxHeapMb = 512, workerUrl = fullTextWorkerUrl() }: FullTextReaderOptions = {},
): Promise<FullTextReading> {
  if (!fs.existsSync(fileURLToPath(workerUrl))) {
    throw new Error(`The full-text worker ${fileURLToPath(workerUrl)} is missing (build the server first: npx tsc -b)`);
  }
  // Not the parent's flags: a test runner's resolve conditions would point the worker at TypeScript sources.
  const worker = new Worker(workerUrl, {
    workerData: request,
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
  });
  try {
    return await new Promise<FullTextReading>((resolve) => {
      const timer = setTimeout(() => resolve(UNREADABLE), timeoutMs);
      const settle = (reading: FullTextReading) => {
        clearTimeout(timer);
        resolve(reading);
      };
      worker.once('message', settle);
      worker.once('error', () => settle(UNREADABLE));
      worker.once('exit', () => settle(UNREADABLE));
    });
  } finally {
    worker.removeAllListeners();
    worker.on('error', () => undefined); // whatever it says while stopping, the answer is given
    await worker.terminate();
  }
}
