import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RankRequestMessage, RankResponseMessage } from './ranker-worker.js';
import { type SparseMatrix, type TfidfOptions, transferableBuffers } from './tfidf.js';
import type { RankerOptions, Votes } from './train.js';

export interface RankInput {
  /**
   * Requests with the same key (say, the investigation id) supersede each other: a request still waiting in the
   * queue when a newer one with its key arrives resolves with null. The running one always finishes.
   */
  readonly key?: string;
  /**
   * Features of the documents (row = document index). Shared-memory matrices (built with `shared: true`, or returned
   * by an earlier call) are read by the worker in place. Other matrices are moved to the worker: the arrays passed
   * here are detached, and come back, unchanged, as `features` of the result.
   */
  readonly features?: SparseMatrix;
  /** Or the texts (title + abstract) of the documents: the worker builds the features, in shared memory. */
  readonly texts?: readonly string[];
  readonly tfidf?: TfidfOptions;
  readonly votes: Votes;
  readonly options?: RankerOptions;
}

export interface RankResult {
  /** The score of every document (see trainRanker). */
  readonly scores: Float32Array;
  /** The features used: keep them (with the same documents in the same order) for the next call. */
  readonly features: SparseMatrix;
}

interface Job {
  readonly input: RankInput;
  readonly resolve: (result: RankResult | null) => void;
  readonly reject: (error: Error) => void;
}

/**
 * Where the compiled worker is: next to this module in dist; from the TypeScript sources (Vitest runs them as they
 * are, and a worker thread cannot), in the server's dist folder, which `npx tsc -b` fills.
 */
export function defaultWorkerUrl(): URL {
  return import.meta.url.endsWith('.ts')
    ? new URL('../../../dist/engines/relevance/ranker-worker.js', import.meta.url)
    : new URL('./ranker-worker.js', import.meta.url);
}

/**
 * One worker thread that trains rankers off the event loop, one request at a time, in arrival order (a newer request
 * with the same key replaces a queued one). The worker starts on the first request, does not keep the process alive
 * while idle, and is replaced if it dies.
 */
export class RankerPool {
  private worker: Worker | undefined;
  private running: { id: number; job: Job } | undefined;
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly workerUrl: URL = defaultWorkerUrl()) {}

  /** Scores the documents for the votes in the worker; null when a newer request with the same key replaced it. */
  rank(input: RankInput): Promise<RankResult | null> {
    if (this.closed) return Promise.reject(new Error('The ranker pool is closed'));
    if (!input.features && !input.texts) return Promise.reject(new Error('Ranking needs features or texts'));
    return new Promise((resolve, reject) => {
      const job: Job = { input, resolve, reject };
      const queued = input.key === undefined ? -1 : this.queue.findIndex((other) => other.input.key === input.key);
      if (queued >= 0) {
        this.queue[queued]!.resolve(null);
        this.queue[queued] = job;
      } else {
        this.queue.push(job);
      }
      this.next();
    });
  }

  /** Stops the worker; queued requests resolve with null, the running one is rejected. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.resolve(null);
    const worker = this.worker;
    this.worker = undefined;
    if (this.running) {
      this.running.job.reject(new Error('The ranker pool was closed'));
      this.running = undefined;
    }
    if (worker) await worker.terminate();
  }

  private next(): void {
    if (this.running || this.closed) return;
    const job = this.queue.shift();
    if (!job) {
      this.worker?.unref();
      return;
    }
    const worker = this.ensureWorker();
    worker.ref();
    const { input } = job;
    const rows = Int32Array.from(input.votes.keys());
    const labels = Uint8Array.from(rows, (row) => (input.votes.get(row) === 1 ? 1 : 0));
    const id = this.nextId++;
    const message: RankRequestMessage = {
      id,
      features: input.features,
      texts: input.features ? undefined : input.texts,
      tfidf: input.tfidf,
      rows,
      labels,
      options: input.options,
    };
    this.running = { id, job };
    const transfer = [rows.buffer, labels.buffer, ...(input.features ? transferableBuffers(input.features) : [])];
    try {
      worker.postMessage(message, transfer);
    } catch (error) {
      this.running = undefined;
      job.reject(error instanceof Error ? error : new Error(String(error)));
      this.next();
    }
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    // Not the parent's flags: a test runner's resolve conditions would point the worker at TypeScript sources.
    const worker = new Worker(this.workerUrl, { execArgv: [] });
    worker.on('message', (response: RankResponseMessage) => {
      const running = this.running;
      if (!running || running.id !== response.id) return;
      this.running = undefined;
      if ('error' in response) running.job.reject(new Error(`Ranking failed: ${response.error}`));
      else running.job.resolve({ scores: response.scores, features: response.features });
      this.next();
    });
    const fail = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      void worker.terminate();
      const running = this.running;
      this.running = undefined;
      running?.job.reject(this.explain(error));
      this.next();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The ranker worker stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private explain(error: Error): Error {
    const path = fileURLToPath(this.workerUrl);
    if (fs.existsSync(path)) return new Error(`Ranking failed: ${error.message}`);
    return new Error(`Ranking failed: the compiled worker ${path} is missing (build the server first: npx tsc -b)`);
  }
}

let shared: RankerPool | undefined;

/**
 * Scores documents for votes without blocking the event loop, in the process-wide ranker worker. Resolves with null
 * when a newer request with the same key took its place in the queue (its result is coming instead).
 */
export function rankInBackground(input: RankInput): Promise<RankResult | null> {
  shared ??= new RankerPool();
  return shared.rank(input);
}

/** Stops the process-wide ranker worker (at shutdown). */
export async function closeRankInBackground(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.close();
}
