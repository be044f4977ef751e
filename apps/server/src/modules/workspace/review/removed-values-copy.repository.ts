import type { Queryable } from '../../../db/database.js';
import type { IdMap } from '../../../db/id-map.js';

/** Copies the removed authors (as the copy's persons: `persons`, the persons module's old → new ids) and entities. */
export async function copyRemovedValues(
  tx: Queryable,
  sourceId: number,
  copyId: number,
  persons: IdMap,
): Promise<void> {
  await tx.query(
    `WITH person_map AS (SELECT * FROM unnest($3::bigint[], $4::bigint[]) AS m(old_id, new_id))
     INSERT INTO removed_values (investigation_id, category, value, removed_at)
     SELECT $1::bigint, r.category, coalesce(m.new_id::text, r.value), r.removed_at
     FROM removed_values r LEFT JOIN person_map m ON r.category = 'predefined.Persons' AND m.old_id::text = r.value
     WHERE r.investigation_id = $2::bigint`,
    [copyId, sourceId, persons.oldIds, persons.newIds],
  );
}
