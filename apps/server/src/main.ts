import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/open-database.js';
import { purgeExpiredAccountData } from './modules/users/index.js';

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/** Starts one process serving the API and the web app on the configured database. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  const app = await buildApp({ config, db });
  const housekeeping = setInterval(() => {
    purgeExpiredAccountData(db).catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping failed'));
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
