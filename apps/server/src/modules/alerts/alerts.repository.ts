import type { Queryable } from '../../db/database.js';

export interface AlertState {
  token: string;
  sinceDocumentId: number;
}

/** An investigation's alert state; made (with this token and watermark) on its first check. */
export async function alertState(
  db: Queryable,
  investigationId: number,
  token: string,
  sinceDocumentId: number,
): Promise<AlertState> {
  await db.query(
    'INSERT INTO investigation_alerts (investigation_id, token, since_document_id) VALUES ($1, $2, $3) ON CONFLICT (investigation_id) DO NOTHING',
    [investigationId, token, sinceDocumentId],
  );
  const { rows } = await db.query<{ token: string; since_document_id: number }>(
    'SELECT token, since_document_id FROM investigation_alerts WHERE investigation_id = $1',
    [investigationId],
  );
  return { token: rows[0]!.token, sinceDocumentId: Number(rows[0]!.since_document_id) };
}

/** Of these documents, those an alert already reported. */
export async function alreadyAlerted(
  db: Queryable,
  investigationId: number,
  documentIds: number[],
): Promise<Set<number>> {
  const { rows } = await db.query<{ document_id: number }>(
    'SELECT document_id FROM alerted_documents WHERE investigation_id = $1 AND document_id = ANY($2::bigint[])',
    [investigationId, documentIds],
  );
  return new Set(rows.map((row) => Number(row.document_id)));
}

/** Records a check: the documents it reported and the newest document it knew. */
export async function recordCheck(
  db: Queryable,
  investigationId: number,
  reported: number[],
  sinceDocumentId: number,
): Promise<void> {
  await db.query(
    'INSERT INTO alerted_documents (investigation_id, document_id) SELECT $1, unnest($2::bigint[]) ON CONFLICT DO NOTHING',
    [investigationId, reported],
  );
  await db.query(
    'UPDATE investigation_alerts SET since_document_id = GREATEST(since_document_id, $2), last_checked_at = now() WHERE investigation_id = $1',
    [investigationId, sinceDocumentId],
  );
}

/** The investigation an unsubscribe token belongs to. */
export async function investigationOfToken(db: Queryable, token: string): Promise<number | undefined> {
  const { rows } = await db.query<{ investigation_id: number }>(
    'SELECT investigation_id FROM investigation_alerts WHERE token = $1',
    [token],
  );
  return rows[0] && Number(rows[0].investigation_id);
}
