import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { connectPostgres, type Database } from '../db/database.js';
import { openEmbedded } from '../db/embedded.js';
import { migrate } from '../db/migrate.js';

/** Which engine the API suite runs on: a real PostgreSQL server when TEST_DATABASE_URL is set. */
export const testEngine = process.env.TEST_DATABASE_URL ? 'postgres' : 'embedded';

export interface TestDatabase {
  db: Database;
  /** The settings that point a server process at this same database. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `quarry_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await connectPostgres(url.toString(), 5);
  return {
    db,
    env: { DATABASE_URL: url.toString() },
    async drop() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

async function createEmbeddedDatabase(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-test-'));
  const db = await openEmbedded(dataDir);
  return {
    db,
    env: { DATA_DIR: dataDir },
    async drop() {
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh, migrated database on the engine under test: never a mock, never shared between test files. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const test = adminUrl ? await createPostgresDatabase(adminUrl) : await createEmbeddedDatabase();
  await migrate(test.db);
  return test;
}

/**
 * Settings for server processes that must find the same data across restarts: a folder for the embedded engine,
 * or a fresh database on the PostgreSQL server under test. `remove` deletes it.
 */
export async function databaseForServerProcesses(): Promise<{ env: Record<string, string>; remove(): Promise<void> }> {
  if (process.env.TEST_DATABASE_URL) {
    const database = await createTestDatabase();
    return { env: database.env, remove: () => database.drop() };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-process-'));
  return { env: { DATA_DIR: dataDir }, remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}
