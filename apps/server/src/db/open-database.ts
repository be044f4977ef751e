import type { Config } from '../config.js';
import { connectPostgres, type Database } from './database.js';
import { connectToRunningEmbedded, openEmbedded, readLiveLock } from './embedded.js';
import { migrate } from './migrate.js';

/** Opens the configured database (PostgreSQL server or embedded) and brings its schema up to date. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'dataDir'>,
): Promise<Database> {
  const db = config.databaseUrl
    ? await connectPostgres(config.databaseUrl, config.databasePoolSize)
    : await openEmbedded(config.dataDir);
  await migrate(db);
  return db;
}

/** For command-line tools: share the embedded database of a running server, or open it when none runs. */
export async function openDatabaseForTool(config: Parameters<typeof openDatabase>[0]): Promise<Database> {
  const live = !config.databaseUrl && readLiveLock(config.dataDir);
  return live ? connectToRunningEmbedded(live) : openDatabase(config);
}
