import type { MemberRole } from '@quarry/contract';
import type { Queryable } from '../../db/database.js';

export interface MemberRow {
  email: string;
  role: MemberRole;
  invited_at: Date;
  /** The account of that address, null until someone signs up with it. */
  user_id: number | null;
  nickname: string | null;
}

const SELECT_MEMBERS = `SELECT m.email, m.role, m.invited_at, u.id::int AS user_id, u.nickname
  FROM investigation_members m LEFT JOIN users u ON lower(u.email) = m.email`;

/** The role of the account with this address in the investigation, or null when it was not shared with them. */
export async function memberRole(db: Queryable, investigationId: number, email: string): Promise<MemberRole | null> {
  const { rows } = await db.query<{ role: MemberRole }>(
    'SELECT role FROM investigation_members WHERE investigation_id = $1 AND email = lower($2)',
    [investigationId, email],
  );
  return rows[0]?.role ?? null;
}

export async function listMembers(db: Queryable, investigationId: number): Promise<MemberRow[]> {
  const { rows } = await db.query<MemberRow>(
    `${SELECT_MEMBERS} WHERE m.investigation_id = $1 ORDER BY m.invited_at, m.email`,
    [investigationId],
  );
  return rows;
}

export async function countMembers(db: Queryable, investigationId: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM investigation_members WHERE investigation_id = $1',
    [investigationId],
  );
  return rows[0]?.count ?? 0;
}

/** Shares the investigation with the address, or changes its role when it is shared already. */
export async function upsertMember(
  db: Queryable,
  member: { investigationId: number; email: string; role: MemberRole; invitedBy: number },
): Promise<MemberRow> {
  await db.query(
    `INSERT INTO investigation_members (investigation_id, email, role, invited_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (investigation_id, email) DO UPDATE SET role = EXCLUDED.role`,
    [member.investigationId, member.email, member.role, member.invitedBy],
  );
  const { rows } = await db.query<MemberRow>(`${SELECT_MEMBERS} WHERE m.investigation_id = $1 AND m.email = $2`, [
    member.investigationId,
    member.email,
  ]);
  return rows[0]!;
}

/** Stops sharing with the account of this id; false when it was not a member. */
export async function deleteMemberByUser(db: Queryable, investigationId: number, userId: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `DELETE FROM investigation_members m USING users u
     WHERE m.investigation_id = $1 AND u.id = $2 AND m.email = lower(u.email)`,
    [investigationId, userId],
  );
  return (rowCount ?? 0) > 0;
}

/** Withdraws the invitation of an address; false when it had none. */
export async function deleteMemberByEmail(db: Queryable, investigationId: number, email: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM investigation_members WHERE investigation_id = $1 AND email = $2', [
    investigationId,
    email.toLowerCase(),
  ]);
  return (rowCount ?? 0) > 0;
}

/** Who screens in the investigation: its owner and the reviewers who have an account, by nickname. */
export async function screenerAccounts(
  db: Queryable,
  investigationId: number,
): Promise<Array<{ userId: number; nickname: string }>> {
  const { rows } = await db.query<{ userId: number; nickname: string }>(
    `SELECT u.id::int AS "userId", u.nickname FROM investigations i JOIN users u ON u.id = i.owner_id WHERE i.id = $1
     UNION
     SELECT u.id::int, u.nickname FROM investigation_members m JOIN users u ON lower(u.email) = m.email
      WHERE m.investigation_id = $1 AND m.role = 'reviewer'`,
    [investigationId],
  );
  return rows;
}
