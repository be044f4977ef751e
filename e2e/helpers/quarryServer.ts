import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './freePort.js';
import { repoRoot, serverMain } from './paths.js';

export interface ServerOptions {
  smtpUrl: string;
  directSignUp: boolean;
  showSignUp?: boolean;
}

export interface QuarryServer {
  url: string;
  /** What the server printed, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

const STARTUP_TIMEOUT_MS = 60_000;

/** Starts the real built server on a free port with a fresh data folder, and waits until /api/about answers. */
export async function startQuarryServer(options: ServerOptions): Promise<QuarryServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'quarry-e2e-'));
  const child = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    detached: true, // its own process group, so stop() also ends anything it started
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: options.smtpUrl,
      DIRECT_SIGN_UP: String(options.directSignUp),
      SHOW_SIGN_UP: String(options.showSignUp ?? true),
      LOG_LEVEL: 'warn',
    },
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const killed = await Promise.race([exited.then(() => true), delay(5_000).then(() => false)]);
      if (!killed) process.kill(-child.pid, 'SIGKILL');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
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
    if (ready) return { url, output: () => output, stop };
    await delay(150);
  }
  await stop();
  throw new Error(`The server did not answer /api/about within ${STARTUP_TIMEOUT_MS / 1000} s:\n${output}`);
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
