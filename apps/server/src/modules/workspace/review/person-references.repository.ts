import type { Queryable } from '../../../db/database.js';
import { AUTHORS } from './removed-values.repository.js';

/** Saved filters (the last filter of each user) that select one of the merged persons select the kept one instead. */
export async function repointAuthorFilters(
  tx: Queryable,
  investigationId: number,
  keptId: number,
  mergedIds: number[],
): Promise<void> {
  await tx.query(
    `UPDATE investigation_filters f SET spec = jsonb_set(
         CASE WHEN (f.spec->>'personId')::bigint = ANY($3::bigint[]) THEN jsonb_set(f.spec, '{personId}', to_jsonb($2::bigint)) ELSE f.spec END,
         '{selectedTops}',
         coalesce((SELECT jsonb_agg(CASE WHEN t->>'name' = $4 AND t->>'selectedValue' = ANY($5::text[])
                                         THEN jsonb_set(t, '{selectedValue}', to_jsonb($2::bigint::text)) ELSE t END)
                   FROM jsonb_array_elements(f.spec->'selectedTops') AS t), '[]'::jsonb))
       WHERE f.investigation_id = $1 AND (
         (f.spec->>'personId')::bigint = ANY($3::bigint[])
         OR EXISTS (SELECT 1 FROM jsonb_array_elements(coalesce(f.spec->'selectedTops', '[]')) AS t WHERE t->>'name' = $4 AND t->>'selectedValue' = ANY($5::text[])))`,
    [investigationId, keptId, mergedIds, AUTHORS, mergedIds.map(String)],
  );
}
