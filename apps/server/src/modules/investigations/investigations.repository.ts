import {
  familyOf,
  type InvestigationFamily,
  type InvestigationKind,
  type InvestigationStatus,
  type MemberRole,
} from '@quarry/contract';
import type { Queryable } from '../../db/database.js';

export interface InvestigationRow {
  id: number;
  uuid: string;
  owner_id: number;
  /** The family: the route and the workspace's rules. */
  type: InvestigationFamily;
  /** The kind: what it harvests, its title and badge. */
  sub_type: InvestigationKind;
  title: string;
  goals: string;
  alerts_enabled: boolean;
  blind: boolean;
  definition: Record<string, unknown>;
  status: InvestigationStatus;
  status_reason: string | null;
  total_documents: number;
  created_at: Date;
  last_user_interaction_at: Date | null;
  owner_nickname: string;
  owner_email: string;
  /** The reader's role when the investigation was shared with them (read where it matters, else absent). */
  shared_as?: MemberRole | null;
}

/**
 * What never changes once an investigation exists: all that access checks and most calls read of it, so it can be
 * remembered between requests (fields that change, such as the title or the status, are read where they are used).
 */
export type InvestigationFacts = Pick<
  InvestigationRow,
  'id' | 'uuid' | 'owner_id' | 'type' | 'sub_type' | 'definition' | 'created_at'
>;

const SELECT_WITH_OWNER = `SELECT i.*, u.nickname AS owner_nickname, u.email AS owner_email
  FROM investigations i JOIN users u ON u.id = i.owner_id`;

export interface NewInvestigation {
  ownerId: number;
  kind: InvestigationKind;
  title: string;
  definition: Record<string, unknown>;
}

export async function insertInvestigation(
  db: Queryable,
  investigation: NewInvestigation,
): Promise<{ id: number; uuid: string }> {
  const { rows } = await db.query<{ id: number; uuid: string }>(
    `INSERT INTO investigations (owner_id, type, sub_type, title, definition) VALUES ($1, $2, $3, $4, $5) RETURNING id, uuid`,
    [
      investigation.ownerId,
      familyOf(investigation.kind),
      investigation.kind,
      investigation.title,
      JSON.stringify(investigation.definition),
    ],
  );
  return rows[0]!;
}

/**
 * Newest first: the user's own and those shared with their address (`shared_as`: their role); `user` undefined
 * lists everyone's (the admin's forceAll).
 */
export async function listInvestigations(
  db: Queryable,
  user: { id: number; email: string } | undefined,
): Promise<InvestigationRow[]> {
  const { rows } =
    user === undefined
      ? await db.query<InvestigationRow>(`${SELECT_WITH_OWNER} ORDER BY i.created_at DESC, i.id DESC`)
      : await db.query<InvestigationRow>(
          `SELECT i.*, u.nickname AS owner_nickname, u.email AS owner_email, m.role AS shared_as
           FROM investigations i JOIN users u ON u.id = i.owner_id
           LEFT JOIN investigation_members m ON m.investigation_id = i.id AND m.email = lower($2)
           WHERE i.owner_id = $1 OR m.role IS NOT NULL
           ORDER BY i.created_at DESC, i.id DESC`,
          [user.id, user.email],
        );
  return rows;
}

export async function findInvestigation(db: Queryable, id: number): Promise<InvestigationRow | undefined> {
  const { rows } = await db.query<InvestigationRow>(`${SELECT_WITH_OWNER} WHERE i.id = $1`, [id]);
  return rows[0];
}

/** The facts of one investigation, without its owner's name (they are all an access check needs). */
export async function findInvestigationFacts(db: Queryable, id: number): Promise<InvestigationFacts | undefined> {
  const { rows } = await db.query<InvestigationFacts>(
    'SELECT id, uuid, owner_id, type, sub_type, definition, created_at FROM investigations WHERE id = $1',
    [id],
  );
  return rows[0];
}

export interface InvestigationChanges {
  title?: string;
  goals?: string;
  alertsEnabled?: boolean;
  blind?: boolean;
}

export async function updateInvestigation(db: Queryable, id: number, changes: InvestigationChanges): Promise<void> {
  await db.query(
    `UPDATE investigations SET title = COALESCE($2, title), goals = COALESCE($3, goals),
       alerts_enabled = COALESCE($4, alerts_enabled), blind = COALESCE($5, blind) WHERE id = $1`,
    [id, changes.title ?? null, changes.goals ?? null, changes.alertsEnabled ?? null, changes.blind ?? null],
  );
}

export async function setInvestigationStatus(
  db: Queryable,
  id: number,
  status: InvestigationStatus,
  reason: string | null,
): Promise<void> {
  await db.query(
    `UPDATE investigations SET status = $2, status_reason = $3,
       total_documents = (SELECT count(*) FROM documents WHERE investigation_id = $1) WHERE id = $1`,
    [id, status, reason],
  );
}

export async function refreshDocumentCount(db: Queryable, id: number): Promise<void> {
  await db.query(
    `UPDATE investigations SET total_documents = (SELECT count(*) FROM documents WHERE investigation_id = $1) WHERE id = $1`,
    [id],
  );
}

export async function deleteInvestigation(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM investigations WHERE id = $1', [id]);
}

export async function deleteOwnerInvestigationsWithStatus(
  db: Queryable,
  ownerId: number,
  status: InvestigationStatus,
): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM investigations WHERE owner_id = $1 AND status = $2', [
    ownerId,
    status,
  ]);
  return rowCount ?? 0;
}

export async function ownerInvestigationIdsWithStatus(
  db: Queryable,
  ownerId: number,
  status: InvestigationStatus,
): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM investigations WHERE owner_id = $1 AND status = $2', [
    ownerId,
    status,
  ]);
  return rows.map((row) => row.id);
}

/** Who an investigation's alerts go to, and whether they are on (the alert check's view of it). */
export async function alertTarget(
  db: Queryable,
  id: number,
): Promise<{ title: string; alertsEnabled: boolean; ownerEmail: string; ownerNickname: string } | undefined> {
  const { rows } = await db.query<{ title: string; alerts_enabled: boolean; email: string; nickname: string }>(
    'SELECT i.title, i.alerts_enabled, u.email, u.nickname FROM investigations i JOIN users u ON u.id = i.owner_id WHERE i.id = $1',
    [id],
  );
  const row = rows[0];
  return (
    row && { title: row.title, alertsEnabled: row.alerts_enabled, ownerEmail: row.email, ownerNickname: row.nickname }
  );
}

/** A workspace call stamps the investigation's last user interaction. */
export async function markInteraction(db: Queryable, investigationId: number): Promise<void> {
  await db.query('UPDATE investigations SET last_user_interaction_at = now() WHERE id = $1', [investigationId]);
}

/** The investigation's document count follows each batch in its own transaction, without counting them all again. */
export async function addToDocumentCount(tx: Queryable, investigationId: number, added: number): Promise<void> {
  if (added > 0)
    await tx.query('UPDATE investigations SET total_documents = total_documents + $2 WHERE id = $1', [
      investigationId,
      added,
    ]);
}
