import type { Relevancy, ScreeningDecision } from '@quarry/contract';
import type { Queryable } from '../../db/database.js';

export interface DecisionRow {
  document_id: number;
  decision: ScreeningDecision;
  previous_relevancy: Relevancy;
  drawn_at_random: boolean;
  /** Made while the investigation was blind: it set no vote. */
  blind: boolean;
}

/** The record's vote, or undefined when it is not a document of the investigation. */
export async function voteOf(db: Queryable, investigationId: number, documentId: number) {
  const { rows } = await db.query<{ relevancy: Relevancy }>(
    'SELECT relevancy FROM documents WHERE id = $1 AND investigation_id = $2',
    [documentId, investigationId],
  );
  return rows[0]?.relevancy;
}

/** Records a decision; deciding a record again replaces the decision and keeps the vote it had before the first. */
export async function recordDecision(
  db: Queryable,
  row: {
    investigationId: number;
    documentId: number;
    userId: number;
    decision: ScreeningDecision;
    reason?: string;
    drawnAtRandom: boolean;
    blind: boolean;
  },
  previousRelevancy: Relevancy,
): Promise<void> {
  await db.query(
    `INSERT INTO screening_decisions
       (investigation_id, document_id, user_id, decision, reason, previous_relevancy, drawn_at_random, blind)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (document_id, user_id) DO UPDATE
       SET decision = EXCLUDED.decision, reason = EXCLUDED.reason, drawn_at_random = EXCLUDED.drawn_at_random,
           blind = EXCLUDED.blind,
           decided_at = now(), seq = nextval(pg_get_serial_sequence('screening_decisions', 'seq'))`,
    [
      row.investigationId,
      row.documentId,
      row.userId,
      row.decision,
      row.reason ?? null,
      previousRelevancy,
      row.drawnAtRandom,
      row.blind,
    ],
  );
}

/** The user's decisions in the investigation, oldest first. */
export async function decisionsOf(db: Queryable, investigationId: number, userId: number): Promise<DecisionRow[]> {
  const { rows } = await db.query<DecisionRow>(
    `SELECT document_id, decision, previous_relevancy, drawn_at_random, blind FROM screening_decisions
      WHERE investigation_id = $1 AND user_id = $2 ORDER BY seq`,
    [investigationId, userId],
  );
  return rows;
}

/** Removes the user's newest decision and answers it (undefined when there is none). */
export async function takeBackNewest(
  db: Queryable,
  investigationId: number,
  userId: number,
): Promise<DecisionRow | undefined> {
  const { rows } = await db.query<DecisionRow>(
    `DELETE FROM screening_decisions WHERE seq = (
       SELECT max(seq) FROM screening_decisions WHERE investigation_id = $1 AND user_id = $2)
     RETURNING document_id, decision, previous_relevancy, drawn_at_random, blind`,
    [investigationId, userId],
  );
  return rows[0];
}

/** The investigation's inclusion criteria ('' while none are written). */
export async function criteriaOf(db: Queryable, investigationId: number): Promise<string> {
  const { rows } = await db.query<{ criteria: string }>(
    'SELECT criteria FROM screening_criteria WHERE investigation_id = $1',
    [investigationId],
  );
  return rows[0]?.criteria ?? '';
}

export async function saveCriteria(db: Queryable, investigationId: number, criteria: string): Promise<void> {
  await db.query(
    `INSERT INTO screening_criteria (investigation_id, criteria) VALUES ($1, $2)
     ON CONFLICT (investigation_id) DO UPDATE SET criteria = EXCLUDED.criteria, updated_at = now()`,
    [investigationId, criteria],
  );
}

/** The investigation's exclusion reasons, in order (none while none are written). */
export async function reasonsOf(db: Queryable, investigationId: number): Promise<string[]> {
  const { rows } = await db.query<{ exclusion_reasons: string[] }>(
    'SELECT exclusion_reasons FROM screening_criteria WHERE investigation_id = $1',
    [investigationId],
  );
  return rows[0]?.exclusion_reasons ?? [];
}

export async function saveReasons(db: Queryable, investigationId: number, reasons: readonly string[]): Promise<void> {
  await db.query(
    `INSERT INTO screening_criteria (investigation_id, exclusion_reasons) VALUES ($1, $2)
     ON CONFLICT (investigation_id) DO UPDATE SET exclusion_reasons = EXCLUDED.exclusion_reasons, updated_at = now()`,
    [investigationId, reasons],
  );
}

/**
 * The exclusion reason of each document of the investigation whose newest screening decision is Irrelevant with a
 * reason (whoever decided it), for the exports.
 */
export async function exclusionReasonsOf(db: Queryable, investigationId: number): Promise<Map<number, string>> {
  const { rows } = await db.query<{ document_id: number; decision: string; reason: string | null }>(
    `SELECT DISTINCT ON (document_id) document_id::int AS document_id, decision, reason FROM screening_decisions
     WHERE investigation_id = $1 ORDER BY document_id, seq DESC`,
    [investigationId],
  );
  return new Map(
    rows.filter((row) => row.decision === 'Irrelevant' && row.reason).map((row) => [row.document_id, row.reason!]),
  );
}
