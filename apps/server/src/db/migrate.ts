import fs from 'node:fs';
import type { Database } from './database.js';

const migrationsDir = new URL('./migrations/', import.meta.url);
const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+\.sql$/;
const MIGRATION_LOCK_KEY = 7_241_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function loadMigrations(dir: URL = migrationsDir): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 3)),
      name: file,
      sql: fs.readFileSync(new URL(file, dir), 'utf8'),
    }));
}

/**
 * Applies the numbered SQL migrations not applied yet, each in its own transaction, under an advisory lock
 * so that several processes starting together on one PostgreSQL server apply each migration once.
 */
export async function migrate(db: Database, migrations: Migration[] = loadMigrations()): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const { rows } = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    const pending = migrations.filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      await tx.query(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    }
    return pending.map((migration) => migration.version);
  });
}
