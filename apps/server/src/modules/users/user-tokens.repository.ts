import type { Queryable } from '../../db/database.js';

export type TokenPurpose = 'registration' | 'reset';

export interface UserTokenRow {
  token_hash: string;
  purpose: TokenPurpose;
  email: string;
  user_id: number | null;
  nickname: string | null;
  password_hash: string | null;
  expires_at: Date;
  used_at: Date | null;
}

export interface NewUserToken {
  tokenHash: string;
  purpose: TokenPurpose;
  email: string;
  userId?: number;
  nickname?: string;
  passwordHash?: string;
  ttlHours: number;
}

export async function insertUserToken(db: Queryable, token: NewUserToken): Promise<void> {
  await db.query(
    `INSERT INTO user_tokens (token_hash, purpose, email, user_id, nickname, password_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(hours => $7))`,
    [
      token.tokenHash,
      token.purpose,
      token.email,
      token.userId ?? null,
      token.nickname ?? null,
      token.passwordHash ?? null,
      token.ttlHours,
    ],
  );
}

const LIVE = 'token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()';

/** A token that is unused and unexpired, without using it. */
export async function findLiveToken(
  db: Queryable,
  tokenHash: string,
  purpose: TokenPurpose,
): Promise<UserTokenRow | undefined> {
  const { rows } = await db.query<UserTokenRow>(`SELECT * FROM user_tokens WHERE ${LIVE}`, [tokenHash, purpose]);
  return rows[0];
}

/** Marks a live token used and returns it; a second call with the same token finds nothing. */
export async function consumeToken(
  db: Queryable,
  tokenHash: string,
  purpose: TokenPurpose,
): Promise<UserTokenRow | undefined> {
  const { rows } = await db.query<UserTokenRow>(`UPDATE user_tokens SET used_at = now() WHERE ${LIVE} RETURNING *`, [
    tokenHash,
    purpose,
  ]);
  return rows[0];
}

/** A new reset link replaces the older ones of the same account. */
export async function expireOpenTokens(db: Queryable, email: string, purpose: TokenPurpose): Promise<void> {
  await db.query(
    `UPDATE user_tokens SET used_at = now() WHERE lower(email) = lower($1) AND purpose = $2 AND used_at IS NULL`,
    [email, purpose],
  );
}

export async function deleteUserToken(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('DELETE FROM user_tokens WHERE token_hash = $1', [tokenHash]);
}
