import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
export const builtServerMain = path.join(repoRoot, 'apps/server/dist/main.js');

export interface ServerStartOptions {
  /** Settings for the server; DATA_DIR defaults to a fresh temporary folder removed by stop(). */
  env?: Record<string, string>;
  /** Options for node itself, before the server's script (e.g. `--cpu-prof`). */
  nodeArgs?: string[];
}

export interface QuarryServer {
  url: string;
  /** What the server printed, for failure messages. */
  output(): string;
  /** Ends the server the hard way (no shutdown at all), as a crash or `kill -9` would. */
  kill(): Promise<void>;
  /** Ends the server with SIGTERM (SIGKILL after 5 s) and removes the temporary data folder it made. */
  stop(): Promise<void>;
}

const STARTUP_TIMEOUT_MS = 60_000;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the real built server (`apps/server/dist/main.js`) on a free port and waits until /api/about answers. */
export async function startQuarryServer(options: ServerStartOptions = {}): Promise<QuarryServer> {
  if (!existsSync(builtServerMain)) throw new Error('The server is not built: run `npm run build` first.');
  const port = await freePort();
  const ownDataDir = options.env?.DATA_DIR ? undefined : await mkdtemp(path.join(tmpdir(), 'quarry-server-'));
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), builtServerMain], {
    cwd: repoRoot,
    detached: true, // its own process group, so stopping it also ends anything it started
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      ...(ownDataDir && { DATA_DIR: ownDataDir }),
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null && child.pid !== undefined;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
  };

  const kill = async () => {
    if (running()) signal('SIGKILL');
    await exited;
  };
  const stop = async () => {
    if (running()) {
      signal('SIGTERM');
      const ended = await Promise.race([exited.then(() => true), delay(5_000).then(() => false)]);
      if (!ended) signal('SIGKILL');
      await exited;
    }
    if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server exited with ${child.exitCode} while starting:\n${output}`);
    }
    const ready = await fetch(`${url}/api/about`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, output: () => output, kill, stop };
    await delay(150);
  }
  await stop();
  throw new Error(`The server did not answer /api/about within ${STARTUP_TIMEOUT_MS / 1000} s:\n${output}`);
}
