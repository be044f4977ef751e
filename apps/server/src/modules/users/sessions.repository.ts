import type { Queryable } from '../../db/database.js';
import type { UserRow } from './users.repository.js';

export async function insertSession(db: Queryable, tokenHash: string, userId: number, ttlDays: number): Promise<void> {
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [tokenHash, userId, ttlDays * 86_400],
  );
}

/**
 * The user of a live session, sliding its expiry forward (at most once an hour, to spare writes).
 */
export async function findSessionUser(
  db: Queryable,
  tokenHash: string,
  ttlDays: number,
): Promise<(UserRow & { expires_at: Date }) | undefined> {
  const { rows } = await db.query<UserRow & { expires_at: Date }>(
    `SELECT u.*, s.expires_at FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.expires_at > now()`,
    [tokenHash],
  );
  const row = rows[0];
  if (row && row.expires_at.getTime() < Date.now() + ttlDays * 86_400_000 - 3_600_000) {
    await db.query(`UPDATE sessions SET expires_at = now() + make_interval(secs => $2) WHERE token_hash = $1`, [
      tokenHash,
      ttlDays * 86_400,
    ]);
  }
  return row;
}

export async function deleteSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
}

export async function deleteUserSessions(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}

/** Removes what can no longer be used: expired sessions, old tokens, finished throttle windows. */
export async function purgeExpiredAccountData(db: Queryable): Promise<void> {
  await db.query('DELETE FROM sessions WHERE expires_at <= now()');
  await db.query(`DELETE FROM user_tokens WHERE expires_at <= now() - interval '7 days'`);
  await db.query(`DELETE FROM sign_in_failures WHERE window_start <= now() - interval '1 day'`);
}
