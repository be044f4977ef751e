// Small helpers shared by the project's own scripts (start, test, dev).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

export function log(message) {
  console.log(`\n[quarry] ${message}`);
}

/** Runs a command in the repo root with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      ...options,
      env: { ...process.env, ...options.env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`[quarry] ${command} ${args.join(' ')} failed (exit ${code})`);
    process.exit(code);
  }
}

export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Installs the npm packages when node_modules is missing or older than the lockfile. */
export async function ensureInstalled() {
  const installed = `${root}/node_modules/.package-lock.json`;
  const lock = `${root}/package-lock.json`;
  const fresh = fs.existsSync(installed) && fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs;
  if (fresh) return;
  // `npm install`, not `npm ci`: this npm 11 writes lockfiles without some other platforms' optional packages
  // (rollup's), which `npm ci` then refuses as out of sync; `install` still follows the locked versions.
  log('Installing npm packages…');
  await runOrExit(npm, ['install', '--no-audit', '--no-fund']);
}

export async function build() {
  log('Building the contract, the server and the web app…');
  await runOrExit(npm, ['run', 'build']);
}

export const hasCommand = (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Installs Debian packages with apt-get (as root); false when that is not possible here. */
export async function aptInstall(packages) {
  if (!hasCommand('apt-get') || !isRoot()) return false;
  log(`Installing ${packages.join(', ')} with apt-get…`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env })) !== 0) return false;
  return (await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env })) === 0;
}
