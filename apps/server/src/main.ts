import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/open-database.js';
import { createUserAdminService } from './modules/users/index.js';

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

type Role = 'all' | 'api' | 'worker';

/** `--role api` serves HTTP without running jobs; `--role worker` runs jobs without serving HTTP (PostgreSQL only). */
function roleFromArgs(args: string[]): Role {
  const index = args.indexOf('--role');
  const role = index >= 0 ? args[index + 1] : 'all';
  if (role !== 'all' && role !== 'api' && role !== 'worker')
    throw new Error(`--role is one of api, worker (not "${role}")`);
  return role;
}

/** Starts one process: the API, the web app and the job runner (embedded default), or one role of them. */
async function main(): Promise<void> {
  const config = loadConfig();
  const role = roleFromArgs(process.argv.slice(2));
  if (role !== 'all' && !config.databaseUrl)
    throw new Error('--role needs DATABASE_URL: the embedded database serves one process');
  const db = await openDatabase(config);
  const app = await buildApp({ config, db, runJobs: role !== 'api' });
  const accounts = createUserAdminService(db);
  const housekeeping = setInterval(() => {
    accounts.purgeExpired().catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping failed'));
  }, HOUSEKEEPING_INTERVAL_MS).unref();
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    clearInterval(housekeeping);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  if (role === 'worker') {
    await app.ready();
    console.log('Quarry worker is running jobs');
    return;
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const database = config.databaseUrl ? 'PostgreSQL server' : `embedded database in ${config.dataDir}`;
  console.log(`Quarry is serving on http://${config.host}:${port} (${database})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
