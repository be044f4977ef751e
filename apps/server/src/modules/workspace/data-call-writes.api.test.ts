import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { createDataCallWrites, INTERACTION_EVERY_MS } from './data-call-writes.js';

describe('the writes of a workspace call', () => {
  let test: TestDatabase;
  let userId: number;
  let investigationId: number;
  let clock = 1_000_000;
  const tick = (ms: number) => (clock += ms);

  const savedFilter = async () =>
    (await test.db.query<{ spec: unknown; updated_at: Date }>('SELECT spec, updated_at FROM investigation_filters WHERE user_id = $1 AND investigation_id = $2', [userId, investigationId])).rows[0];
  const interactedAt = async () =>
    (await test.db.query<{ at: Date | null }>('SELECT last_user_interaction_at AS at FROM investigations WHERE id = $1', [investigationId])).rows[0]!.at;
  /** Clears what was written, so the next check sees whether a call writes again. */
  const forgetWrites = () =>
    Promise.all([
      test.db.query('UPDATE investigations SET last_user_interaction_at = NULL WHERE id = $1', [investigationId]),
      test.db.query('DELETE FROM investigation_filters WHERE investigation_id = $1', [investigationId]),
    ]);

  beforeAll(async () => {
    test = await createTestDatabase();
    userId = (await test.db.query<{ id: number }>(`INSERT INTO users (email, nickname, password_hash) VALUES ('w@example.org', 'w', 'x') RETURNING id`)).rows[0]!.id;
    investigationId = (
      await test.db.query<{ id: number }>(`INSERT INTO investigations (owner_id, type, sub_type, title, definition) VALUES ($1, 'Topic', 'Topic', 't', '{}') RETURNING id`, [userId])
    ).rows[0]!.id;
  }, 60_000);

  afterAll(async () => {
    await test?.drop();
  });

  it('saves the filter only when it changed, and the interaction time at most once a minute', async () => {
    const writes = createDataCallWrites(test.db, () => clock);
    await writes.record(userId, investigationId, { freeText: 'soil' });
    expect((await savedFilter())?.spec).toEqual({ freeText: 'soil' });
    expect(await interactedAt()).not.toBeNull();

    await forgetWrites();
    tick(INTERACTION_EVERY_MS - 1);
    await writes.record(userId, investigationId, { freeText: 'soil' });
    expect(await savedFilter()).toBeUndefined();
    expect(await interactedAt()).toBeNull();

    tick(1);
    await writes.record(userId, investigationId, { freeText: 'carbon' });
    expect((await savedFilter())?.spec).toEqual({ freeText: 'carbon' });
    expect(await interactedAt()).not.toBeNull();

    // Back to an earlier filter: it changed again, so it is saved.
    await writes.record(userId, investigationId, { freeText: 'soil' });
    expect((await savedFilter())?.spec).toEqual({ freeText: 'soil' });
  });

  it('writes again after a failed write instead of trusting what it meant to write', async () => {
    const writes = createDataCallWrites(test.db, () => clock);
    await expect(writes.record(userId, 999999, { freeText: 'nowhere' })).rejects.toThrow();
    await test.db.query(`INSERT INTO investigations (id, owner_id, type, sub_type, title, definition) VALUES (999999, $1, 'Topic', 'Topic', 'late', '{}')`, [userId]);
    await writes.record(userId, 999999, { freeText: 'nowhere' });
    const { rows } = await test.db.query('SELECT spec FROM investigation_filters WHERE investigation_id = 999999');
    expect(rows[0]?.spec).toEqual({ freeText: 'nowhere' });
  });
});
