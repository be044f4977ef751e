import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { createDataCallWrites, INTERACTION_EVERY_MS } from './data-call-writes.js';

describe('the writes of a workspace call', () => {
  let test: TestDatabase;
  let userId: number;
  let investigationId: number;
  let clock = 1_000_000;
  const tick = (ms: number) => (clock += ms);

  const savedFilter = async () =>
    (
      await test.db.query<{ spec: unknown; updated_at: Date }>(
        'SELECT spec, updated_at FROM investigation_filters WHERE user_id = $1 AND investigation_id = $2',
        [userId, investigationId],
      )
    ).rows[0];
  const interactedAt = async () =>
    (
      await test.db.query<{ at: Date | null }>(
        'SELECT last_user_interaction_at AS at FROM investigations WHERE id = $1',
        [investigationId],
      )
    ).rows[0]!.at;
  /** Clears what was written, so the next check sees whether a call writes again. */
  const forgetWrites = () =>
    Promise.all([
      test.db.query('UPDATE investigations SET last_user_interaction_at = NULL WHERE id = $1', [investigationId]),
      test.db.query('DELETE FROM investigation_filters WHERE investigation_id = $1', [investigationId]),
    ]);

  beforeAll(async () => {
    test = await createTestDatabase();
    userId = (
      await test.db.query<{ id: number }>(
        `INSERT INTO users (email, nickname, password_hash) VALUES ('w@example.org', 'w', 'x') RETURNING id`,
      )
    ).rows[0]!.id;
    investigationId = (
      await test.db.query<{ id: number }>(
        `INSERT INTO investigations (owner_id, type, sub_type, title, definition) VALUES ($1, 'Topic', 'Topic', 't', '{}') RETURNING id`,
        [userId],
      )
    ).rows[0]!.id;
  }, 60_000);

  afterAll(async () => {
    await test?.drop();
  });

  it('saves the filter only when it changed, and the interaction time at most once a minute', async () => {
    const writes = createDataCallWrites(test.db, { now: () => clock });
    const record = async (spec: object) => {
      await writes.record(userId, investigationId, spec);
      await writes.flush();
    };
    await record({ freeText: 'soil' });
    expect((await savedFilter())?.spec).toEqual({ freeText: 'soil' });
    expect(await interactedAt()).not.toBeNull();

    await forgetWrites();
    tick(INTERACTION_EVERY_MS - 1);
    await record({ freeText: 'soil' });
    expect(await savedFilter()).toBeUndefined();
    expect(await interactedAt()).toBeNull();

    tick(1);
    await record({ freeText: 'carbon' });
    expect((await savedFilter())?.spec).toEqual({ freeText: 'carbon' });
    expect(await interactedAt()).not.toBeNull();

    // Back to an earlier filter: it changed again, so it is saved.
    await record({ freeText: 'soil' });
    expect((await savedFilter())?.spec).toEqual({ freeText: 'soil' });
  });

  it('saves the last of the filters set within the delay once, after it, and tells the unsaved one meanwhile', async () => {
    await forgetWrites();
    const writes = createDataCallWrites(test.db, { now: () => clock, filterDelayMs: 200 });
    for (const year of [2001, 2002, 2003])
      await writes.record(userId, investigationId, { dateFilter: { startYear: year } });
    expect(writes.unsavedFilter(userId, investigationId)).toEqual({ dateFilter: { startYear: 2003 } });
    expect(await savedFilter()).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await savedFilter())?.spec).toEqual({ dateFilter: { startYear: 2003 } });
    expect(writes.unsavedFilter(userId, investigationId)).toBeUndefined();
  });

  it('writes again after a failed write instead of trusting what it meant to write, and reports the failure', async () => {
    const errors: unknown[] = [];
    const writes = createDataCallWrites(test.db, { now: () => clock, onError: (error) => errors.push(error) });
    await writes.record(userId, 999998, { freeText: 'nowhere' }).catch(() => undefined);
    await writes.flush();
    expect(errors).toHaveLength(1);
    await test.db.query(
      `INSERT INTO investigations (id, owner_id, type, sub_type, title, definition) VALUES (999998, $1, 'Topic', 'Topic', 'late', '{}')`,
      [userId],
    );
    await writes.record(userId, 999998, { freeText: 'nowhere' });
    await writes.flush();
    const { rows } = await test.db.query('SELECT spec FROM investigation_filters WHERE investigation_id = 999998');
    expect(rows[0]?.spec).toEqual({ freeText: 'nowhere' });
  });
});
