import type { Queryable } from '../../db/database.js';

export interface UserRow {
  id: number;
  email: string;
  nickname: string;
  password_hash: string;
  admin: boolean;
  omnisol: boolean;
  faculty_works: boolean;
  suspended: boolean;
  created_at: Date;
  last_sign_in_at: Date | null;
}

export type UserFlag = 'admin' | 'omnisol' | 'faculty_works' | 'suspended';

export interface NewUser {
  email: string;
  nickname: string;
  passwordHash: string;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1)', [email]);
  return rows[0];
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return rows[0];
}

/**
 * Inserts a user; the very first account becomes an admin. The table lock makes "first" exact when two
 * sign-ups race; so call it inside a transaction. Returns undefined when the e-mail is taken.
 */
export async function insertUser(tx: Queryable, user: NewUser): Promise<UserRow | undefined> {
  await tx.query('LOCK TABLE users IN SHARE ROW EXCLUSIVE MODE');
  const { rows } = await tx.query<UserRow>(
    `INSERT INTO users (email, nickname, password_hash, admin)
     SELECT $1, $2, $3, NOT EXISTS (SELECT 1 FROM users)
     WHERE NOT EXISTS (SELECT 1 FROM users WHERE lower(email) = lower($1))
     RETURNING *`,
    [user.email, user.nickname, user.passwordHash],
  );
  return rows[0];
}

export async function updatePassword(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}

export async function recordSignIn(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE users SET last_sign_in_at = now() WHERE id = $1', [userId]);
}

export async function setUserFlag(
  db: Queryable,
  email: string,
  flag: UserFlag,
  on: boolean,
): Promise<UserRow | undefined> {
  // The column name comes from the UserFlag union, never from input.
  const { rows } = await db.query<UserRow>(`UPDATE users SET ${flag} = $2 WHERE lower(email) = lower($1) RETURNING *`, [
    email,
    on,
  ]);
  return rows[0];
}

export async function listUsers(db: Queryable): Promise<UserRow[]> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users ORDER BY id');
  return rows;
}
