import type { Queryable } from '../../db/database.js';

/**
 * Every document of the investigation mentioning one of `merged` (of that entity kind) mentions `kept` instead
 * (once). Answers the documents changed.
 */
export async function mergeEntityMentions(
  tx: Queryable,
  investigationId: number,
  kind: string,
  kept: string,
  merged: string[],
): Promise<number[]> {
  const { rows } = await tx.query<{ document_id: number }>(
    `DELETE FROM document_entities e USING documents d
     WHERE d.id = e.document_id AND d.investigation_id = $1 AND e.kind = $2 AND e.value = ANY($3::text[])
     RETURNING e.document_id`,
    [investigationId, kind, merged],
  );
  const documentIds = [...new Set(rows.map((row) => Number(row.document_id)))];
  await tx.query(
    `INSERT INTO document_entities (document_id, kind, value) SELECT unnest($1::bigint[]), $2, $3 ON CONFLICT DO NOTHING`,
    [documentIds, kind, kept],
  );
  return documentIds;
}
