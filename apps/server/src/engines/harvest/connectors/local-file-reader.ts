import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DocumentMining } from '../../../text/mine.js';
import type { NormalizedDocument } from '../document.js';
import { type PreparedRecord, withPreparation } from '../pipeline/prepared-records.js';

/** One stored upload: a file under the uploads folder, or (uploads stored before files) its text. */
export interface LocalFileSource {
  fileName: string;
  path?: string;
  content?: string;
}

export interface LocalFilesRequest {
  files: LocalFileSource[];
  batchSize: number;
}

export type LocalFilesMessage =
  | {
      kind: 'batch';
      fileIndex: number;
      documents: NormalizedDocument[];
      /** Each document's cleaning and work signature (the ingest's own work, done in the worker). */
      prepared: PreparedRecord[];
      minings: DocumentMining[];
      errors: string[];
    }
  | { kind: 'end' }
  | { kind: 'error'; message: string };

export type LocalFilesBatch = Extract<LocalFilesMessage, { kind: 'batch' }>;

/** The compiled worker: tests run the TypeScript sources, whose worker is the built one. */
export function localFileWorkerUrl(): URL {
  return import.meta.url.endsWith('.ts')
    ? new URL('../../../../dist/engines/harvest/connectors/local-file.worker.js', import.meta.url)
    : new URL('./local-file.worker.js', import.meta.url);
}

/** Batches the worker may have parsed ahead of the consumer: enough that storing never waits for parsing. */
const READ_AHEAD = 4;

/**
 * The documents of uploaded files, parsed, prepared for the ingest and mined in a worker thread, in batches of
 * `batchSize`. The worker
 * reads a few batches ahead of the consumer (parsing overlaps storing) and stops when the consumer stops.
 */
export async function* readLocalFilesInWorker(
  files: LocalFileSource[],
  batchSize: number,
  workerUrl = localFileWorkerUrl(),
): AsyncGenerator<LocalFilesBatch> {
  if (!fs.existsSync(fileURLToPath(workerUrl))) {
    throw new Error(
      `The local-file worker ${fileURLToPath(workerUrl)} is missing (build the server first: npx tsc -b)`,
    );
  }
  // Not the parent's flags: a test runner's resolve conditions would point the worker at TypeScript sources.
  const worker = new Worker(workerUrl, { workerData: { files, batchSize } satisfies LocalFilesRequest, execArgv: [] });
  let waiting: { resolve: (message: LocalFilesMessage) => void; reject: (error: Error) => void } | undefined;
  const arrived: LocalFilesMessage[] = [];
  let failure: Error | undefined;
  const deliver = (message: LocalFilesMessage) => {
    if (waiting) waiting.resolve(message);
    else arrived.push(message);
    waiting = undefined;
  };
  const fail = (error: Error) => {
    failure ??= error;
    waiting?.reject(failure);
    waiting = undefined;
  };
  worker.on('message', deliver);
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The local-file worker stopped (exit code ${code})`)));
  const next = () =>
    arrived.length > 0
      ? Promise.resolve(arrived.shift()!)
      : failure
        ? Promise.reject(failure)
        : new Promise<LocalFilesMessage>((resolve, reject) => (waiting = { resolve, reject }));
  try {
    for (let i = 0; i < READ_AHEAD; i++) worker.postMessage('next');
    for (;;) {
      const message = await next();
      if (message.kind === 'end') return;
      if (message.kind === 'error') throw new Error(message.message);
      worker.postMessage('next'); // keep READ_AHEAD batches parsed while this one is stored
      message.documents.forEach((doc, index) => withPreparation(doc, message.prepared[index]!));
      yield message;
    }
  } finally {
    worker.removeAllListeners('exit');
    await worker.terminate();
  }
}
