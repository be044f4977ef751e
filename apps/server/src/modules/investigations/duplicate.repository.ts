import type { Queryable } from '../../db/database.js';

/** Copies the investigation's own row for a new owner, its title followed by `titleSuffix`; its contents are copied by their owners. */
export async function copyInvestigationRow(tx: Queryable, sourceId: number, ownerId: number, titleSuffix: string) {
  const { rows } = await tx.query<{ id: number; uuid: string }>(
    `INSERT INTO investigations (owner_id, type, sub_type, title, goals, alerts_enabled, definition, status, status_reason, total_documents)
     SELECT $2::bigint, type, sub_type, title || $3::text, goals, alerts_enabled, definition, status, status_reason, total_documents
     FROM investigations WHERE id = $1 RETURNING id, uuid`,
    [sourceId, ownerId, titleSuffix],
  );
  return rows[0]!;
}
