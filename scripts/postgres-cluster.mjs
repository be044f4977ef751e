// A throwaway PostgreSQL cluster in a temporary folder, for the API suite's PostgreSQL lane.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { aptInstall, isRoot, log, run } from './lib.mjs';

function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return undefined;
  const versions = fs.readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(base, v, 'bin')).find((bin) => fs.existsSync(path.join(bin, 'initdb')));
}

const userExists = (name) => {
  try {
    execFileSync('id', [name], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Finds (or installs with apt-get) PostgreSQL; undefined with a reason when this machine cannot run one. */
export async function findOrInstallPostgres() {
  let bin = findPostgresBin();
  if (!bin) {
    await aptInstall(['postgresql']);
    bin = findPostgresBin();
  }
  if (!bin) return { reason: 'no PostgreSQL server binaries, and apt-get could not install them' };
  if (isRoot() && !userExists('postgres'))
    return { reason: 'running as root without a postgres user to run the server' };
  return { bin };
}

/** Starts a cluster; returns its admin URL and a stop function that removes every trace of it. */
export async function startCluster(bin) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-pg-'));
  const dataDir = path.join(dir, 'data');
  // PostgreSQL refuses to run as root: run it as the postgres user, owning the folder.
  const asUser = isRoot() ? ['runuser', '-u', 'postgres', '--'] : [];
  if (isRoot()) execFileSync('chown', ['-R', 'postgres', dir]);
  const exec = async (tool, args) => {
    const [command, ...rest] = [...asUser, path.join(bin, tool), ...args];
    return run(command, rest, { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  if ((await exec('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])) !== 0) {
    throw new Error('initdb failed');
  }
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  if ((await exec('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start'])) !== 0) {
    throw new Error(`PostgreSQL did not start:\n${fs.readFileSync(path.join(dir, 'server.log'), 'utf8')}`);
  }
  log(`PostgreSQL ${path.basename(path.dirname(bin))} started on port ${port}`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await exec('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
