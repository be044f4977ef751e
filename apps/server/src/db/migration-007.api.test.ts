import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngine } from '../test/test-database.js';
import { loadMigrations } from './migrate.js';

describe(`migration 007: investigation families (${testEngine})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('moves the stored kind to sub_type and stores its family as type', async () => {
    const { db } = database;
    // Rows as they were stored before 007: the kind in both columns.
    await db.query('ALTER TABLE investigations DROP CONSTRAINT investigations_family_check');
    const { rows: users } = await db.query<{ id: number }>(
      `INSERT INTO users (email, nickname, password_hash) VALUES ('old@example.org', 'Old', 'x') RETURNING id`,
    );
    const kinds = [
      'Topic',
      'Political',
      'LocalDocuments',
      'University',
      'Person',
      'PersonGroup',
      'FacultyWorks',
      'ResearcherWorks',
    ];
    for (const kind of kinds) {
      await db.query(
        `INSERT INTO investigations (owner_id, type, sub_type, title, definition) VALUES ($1, $2, $2, $2, '{}')`,
        [users[0]!.id, kind],
      );
    }
    await db.query(loadMigrations().find((migration) => migration.version === 7)!.sql);
    const { rows } = await db.query<{ type: string; sub_type: string }>(
      'SELECT type, sub_type FROM investigations ORDER BY id',
    );
    expect(rows).toEqual([
      { type: 'Topic', sub_type: 'Topic' },
      { type: 'Topic', sub_type: 'Political' },
      { type: 'Topic', sub_type: 'LocalDocuments' },
      { type: 'Topic', sub_type: 'University' },
      { type: 'Person', sub_type: 'Person' },
      { type: 'Person', sub_type: 'PersonGroup' },
      { type: 'Person', sub_type: 'FacultyWorks' },
      { type: 'Person', sub_type: 'ResearcherWorks' },
    ]);
  });

  it('refuses a kind stored where the family goes', async () => {
    await expect(
      database.db.query(`INSERT INTO investigations (owner_id, type, sub_type, title, definition)
        SELECT id, 'PersonGroup', 'PersonGroup', 'x', '{}' FROM users LIMIT 1`),
    ).rejects.toThrow(/investigations_family_check/);
  });
});
