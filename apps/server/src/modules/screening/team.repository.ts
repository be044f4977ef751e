import type { ScreeningDecision } from '@quarry/contract';
import { DEFAULT_DOUBLE_SCREENING_PERCENT } from '@quarry/contract';
import type { Queryable } from '../../db/database.js';

/** One reviewer's decision on one record, as the team's views read it. */
export interface TeamDecision {
  document_id: number;
  user_id: number;
  nickname: string;
  decision: ScreeningDecision;
  reason: string | null;
  blind: boolean;
}

/** Every reviewer's decisions in the investigation, oldest first. */
export async function teamDecisionsOf(db: Queryable, investigationId: number): Promise<TeamDecision[]> {
  const { rows } = await db.query<TeamDecision>(
    `SELECT d.document_id::int AS document_id, d.user_id::int AS user_id, u.nickname, d.decision, d.reason, d.blind
       FROM screening_decisions d JOIN users u ON u.id = d.user_id
      WHERE d.investigation_id = $1 ORDER BY d.seq`,
    [investigationId],
  );
  return rows;
}

export async function isBlind(db: Queryable, investigationId: number): Promise<boolean> {
  const { rows } = await db.query<{ blind: boolean }>('SELECT blind FROM investigations WHERE id = $1', [
    investigationId,
  ]);
  return rows[0]?.blind ?? false;
}

export async function doubleScreeningPercentOf(db: Queryable, investigationId: number): Promise<number> {
  const { rows } = await db.query<{ double_screening_percent: number }>(
    'SELECT double_screening_percent FROM screening_criteria WHERE investigation_id = $1',
    [investigationId],
  );
  return rows[0]?.double_screening_percent ?? DEFAULT_DOUBLE_SCREENING_PERCENT;
}

export async function saveDoubleScreeningPercent(db: Queryable, investigationId: number, percent: number) {
  await db.query(
    `INSERT INTO screening_criteria (investigation_id, double_screening_percent) VALUES ($1, $2)
     ON CONFLICT (investigation_id) DO UPDATE SET double_screening_percent = EXCLUDED.double_screening_percent,
       updated_at = now()`,
    [investigationId, percent],
  );
}

/** The records whose conflict was resolved, and how. */
export async function resolutionsOf(db: Queryable, investigationId: number): Promise<Map<number, ScreeningDecision>> {
  const { rows } = await db.query<{ document_id: number; decision: ScreeningDecision }>(
    'SELECT document_id::int AS document_id, decision FROM screening_resolutions WHERE investigation_id = $1',
    [investigationId],
  );
  return new Map(rows.map((row) => [row.document_id, row.decision]));
}

export async function saveResolution(
  db: Queryable,
  resolution: { investigationId: number; documentId: number; userId: number; decision: ScreeningDecision },
) {
  await db.query(
    `INSERT INTO screening_resolutions (investigation_id, document_id, user_id, decision) VALUES ($1, $2, $3, $4)
     ON CONFLICT (document_id) DO UPDATE SET decision = EXCLUDED.decision, user_id = EXCLUDED.user_id,
       resolved_at = now()`,
    [resolution.investigationId, resolution.documentId, resolution.userId, resolution.decision],
  );
}

/** Blinding lifted: the decisions made while blind count as votes given from now on (undo then restores the vote). */
export async function unblindDecisions(db: Queryable, investigationId: number): Promise<void> {
  await db.query('UPDATE screening_decisions SET blind = false WHERE investigation_id = $1 AND blind', [
    investigationId,
  ]);
}
