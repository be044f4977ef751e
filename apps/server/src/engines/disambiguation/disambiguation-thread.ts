import { type ChildProcess, fork } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { IncrementalInput, IncrementalResult } from './index.js';
import type { DisambiguationRequest, DisambiguationResponse } from './disambiguation-worker.js';

/**
 * Where the compiled worker is: next to this module in dist; from the TypeScript sources (Vitest runs them as they
 * are, and a child process cannot), in the server's dist folder, which `npx tsc -b` fills.
 */
const workerUrl = (): URL =>
  import.meta.url.endsWith('.ts')
    ? new URL('../../../dist/engines/disambiguation/disambiguation-worker.js', import.meta.url)
    : new URL('./disambiguation-worker.js', import.meta.url);

/** The lowest CPU priority (the highest nice value). */
const LOWEST_PRIORITY = 19;

/**
 * The engine in a process of its own at the lowest CPU priority, one update at a time; `close` ends it. A worker
 * thread shares the server's priority: on two cores it slowed the first workspace call after a 100k import from 2 s
 * to 6 s. Made per clustering job.
 */
export interface DisambiguationThread {
  update(input: Omit<IncrementalInput, 'model'>): Promise<IncrementalResult>;
  close(): Promise<void>;
}

export function openDisambiguationThread(url: URL = workerUrl()): DisambiguationThread {
  const child: ChildProcess = fork(fileURLToPath(url), [], {
    // Not the parent's flags: a test runner's resolve conditions would point the engine at TypeScript sources.
    execArgv: [],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  if (child.pid !== undefined) {
    try {
      os.setPriority(child.pid, LOWEST_PRIORITY);
    } catch {
      // a platform that refuses it runs the engine at the server's priority
    }
  }
  let nextId = 1;
  const waiting = new Map<number, { resolve(result: IncrementalResult): void; reject(error: Error): void }>();
  const failAll = (error: Error) => {
    for (const entry of waiting.values()) entry.reject(error);
    waiting.clear();
  };
  child.on('message', (response: DisambiguationResponse) => {
    const entry = waiting.get(response.id);
    if (!entry) return;
    waiting.delete(response.id);
    if ('error' in response) entry.reject(new Error(`Disambiguation failed: ${response.error}`));
    else entry.resolve(response.result);
  });
  child.on('error', failAll);
  child.on('exit', (code, signal) =>
    failAll(new Error(`The disambiguation process stopped (${signal ?? `exit code ${code}`})`)),
  );
  return {
    update(input) {
      return new Promise<IncrementalResult>((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        child.send({ id, input } satisfies DisambiguationRequest);
      });
    },
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.disconnect();
      await exited;
    },
  };
}
