import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { type Database, databaseFromPool } from './database.js';

const SOCKET_FILE = '.s.PGSQL.5432';
const MAX_UNIX_SOCKET_PATH = 100;

interface LockInfo {
  pid: number;
  socketDir: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lock: LockInfo,
  ) {
    super(`The data folder ${dataDir} is in use by another Quarry process (pid ${lock.pid}). Stop it first.`);
  }
}

const lockPath = (dataDir: string) => path.join(dataDir, 'quarry.lock');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock of a live process holding `dataDir`, if any; a lock left by a killed process does not count. */
export function readLiveLock(dataDir: string): LockInfo | undefined {
  try {
    const lock = JSON.parse(fs.readFileSync(lockPath(dataDir), 'utf8')) as LockInfo;
    return lock.pid !== process.pid && isAlive(lock.pid) ? lock : undefined;
  } catch {
    return undefined;
  }
}

function chooseSocketDir(dataDir: string): string {
  const preferred = path.join(dataDir, 'run');
  if (path.join(preferred, SOCKET_FILE).length <= MAX_UNIX_SOCKET_PATH) return preferred;
  return fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-pg-'));
}

function startWorker(pgliteDir: string, socketPath: string): Promise<Worker> {
  const worker = new Worker(new URL('./pglite-server.mjs', import.meta.url), {
    // One more for the command line (connectToRunningEmbedded).
    workerData: { dataDir: pgliteDir, socketPath, maxConnections: SERVER_CONNECTIONS + 1 },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (message: { ready?: boolean; error?: string }) =>
      message.ready ? resolve(worker) : reject(new Error(`Embedded database failed to start: ${message.error}`)),
    );
    worker.once('error', reject);
  });
}

function stopWorker(worker: Worker): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => void worker.terminate().then(() => resolve()), 10_000);
    worker.once('message', () => {
      clearTimeout(timer);
      void worker.terminate().then(() => resolve());
    });
    worker.postMessage('stop');
  });
}

/**
 * The server's connections to the engine. PGlite runs one statement at a time, but with several connections the
 * next statements wait in the engine's queue instead of in this thread, so the engine never idles while this thread
 * is busy (docs/decisions/010). The engine keeps a transaction's statements together.
 */
const SERVER_CONNECTIONS = 4;

const poolOn = (socketDir: string, max: number) =>
  new pg.Pool({ host: socketDir, port: 5432, user: 'postgres', database: 'postgres', max });

/**
 * Opens the embedded PGlite database under `dataDir`: the engine runs in a worker thread and serves one
 * connection on a unix socket. A lock file keeps a second process from opening the same folder.
 */
export async function openEmbedded(dataDir: string): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const live = readLiveLock(dataDir);
  if (live) throw new DataDirInUseError(dataDir, live);
  const socketDir = chooseSocketDir(dataDir);
  fs.mkdirSync(socketDir, { recursive: true });
  fs.rmSync(path.join(socketDir, SOCKET_FILE), { force: true });
  fs.writeFileSync(lockPath(dataDir), JSON.stringify({ pid: process.pid, socketDir } satisfies LockInfo));
  const worker = await startWorker(path.join(dataDir, 'pglite'), path.join(socketDir, SOCKET_FILE));
  const pool = poolOn(socketDir, SERVER_CONNECTIONS);
  return databaseFromPool(
    pool,
    'embedded',
    async () => {
      await stopWorker(worker);
      fs.rmSync(lockPath(dataDir), { force: true });
    },
    SERVER_CONNECTIONS,
  );
}

/** Connects to the embedded database a running Quarry server holds (used by the command-line tools). */
export function connectToRunningEmbedded(lock: LockInfo): Database {
  return databaseFromPool(poolOn(lock.socketDir, 1), 'embedded', async () => undefined);
}
