import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngine } from '../test/test-database.js';
import { createTestUser } from '../test/test-users.js';
import { runUserCommand, UsageError } from './user-commands.js';

describe(`npm run user (${testEngine})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('lists accounts, sets flags, suspends and unsuspends (ending the sessions)', async () => {
    const user = await createTestUser(database.db, [], 'Lee');
    await database.db.query(
      `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ('x', $1, now() + interval '1 day')`,
      [user.id],
    );
    expect(await runUserCommand(database.db, ['list'])).toContain(user.email);
    expect(await runUserCommand(database.db, ['set', user.email, 'facultyWorks', 'on'])).toContain('facultyWorks');
    expect(await runUserCommand(database.db, ['set', user.email.toUpperCase(), 'admin', 'on'])).toMatch(
      /admin, facultyWorks/,
    );
    expect(await runUserCommand(database.db, ['suspend', user.email])).toContain('SUSPENDED');
    const { rows } = await database.db.query('SELECT 1 FROM sessions WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(0);
    expect(await runUserCommand(database.db, ['unsuspend', user.email])).not.toContain('SUSPENDED');
  });

  it('explains wrong use', async () => {
    await expect(runUserCommand(database.db, ['set', 'a@b.c', 'root', 'on'])).rejects.toBeInstanceOf(UsageError);
    await expect(runUserCommand(database.db, ['set', 'a@b.c', 'admin', 'maybe'])).rejects.toBeInstanceOf(UsageError);
    await expect(runUserCommand(database.db, ['fly'])).rejects.toBeInstanceOf(UsageError);
    await expect(runUserCommand(database.db, ['suspend', 'nobody@example.org'])).rejects.toThrow(/No account/);
  });
});
