import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngine } from '../test/test-database.js';
import { loadMigrations, migrate } from './migrate.js';

describe(`migrations (${testEngine})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('are numbered without gaps from 001', () => {
    const versions = loadMigrations().map((migration) => migration.version);
    expect(versions).toEqual(versions.map((_, index) => index + 1));
  });

  it('apply once: running them again at the next start-up changes nothing', async () => {
    const { rows: before } = await database.db.query(
      'SELECT version, applied_at FROM schema_migrations ORDER BY version',
    );
    expect(before.length).toBe(loadMigrations().length);
    expect(await migrate(database.db)).toEqual([]);
    expect(await Promise.all([migrate(database.db), migrate(database.db)])).toEqual([[], []]);
    const { rows: after } = await database.db.query(
      'SELECT version, applied_at FROM schema_migrations ORDER BY version',
    );
    expect(after).toEqual(before);
  });

  it('roll a failing migration back whole', async () => {
    const broken = [
      {
        version: 999,
        name: '999_broken.sql',
        sql: 'CREATE TABLE half_done (x int); SELECT no_such_column FROM users;',
      },
    ];
    await expect(migrate(database.db, broken)).rejects.toThrow();
    const { rows } = await database.db.query(`SELECT to_regclass('half_done') AS t`);
    expect(rows[0]!.t).toBeNull();
  });
});
