import { AUTHORS_CATEGORY } from '@quarry/contract';
import type { Queryable } from '../../../db/database.js';

/** The category under which removed authors (persons, by id) are kept. */
export const AUTHORS = AUTHORS_CATEGORY;

export interface RemovedValue {
  category: string;
  value: string;
}

export async function loadRemovedValues(db: Queryable, investigationId: number): Promise<RemovedValue[]> {
  const { rows } = await db.query<RemovedValue>(
    'SELECT category, value FROM removed_values WHERE investigation_id = $1',
    [investigationId],
  );
  return rows;
}

/** Records the removals; answers how many were new. */
export async function insertRemovedValues(
  db: Queryable,
  investigationId: number,
  values: RemovedValue[],
): Promise<number> {
  const { rowCount } = await db.query(
    `INSERT INTO removed_values (investigation_id, category, value)
     SELECT $1, c, v FROM unnest($2::text[], $3::text[]) AS t(c, v) ON CONFLICT DO NOTHING`,
    [investigationId, values.map((v) => v.category), values.map((v) => v.value)],
  );
  return rowCount ?? 0;
}

/** Forgets the removals of these categories; answers what was brought back. */
export async function deleteRemovedValues(
  db: Queryable,
  investigationId: number,
  categories: string[],
): Promise<RemovedValue[]> {
  const { rows } = await db.query<RemovedValue>(
    'DELETE FROM removed_values WHERE investigation_id = $1 AND category = ANY($2::text[]) RETURNING category, value',
    [investigationId, categories],
  );
  return rows;
}

/** Forgets these values' removals of one category; answers what was brought back. */
export async function deleteRemovedValuesOf(
  db: Queryable,
  investigationId: number,
  category: string,
  values: string[],
): Promise<RemovedValue[]> {
  const { rows } = await db.query<RemovedValue>(
    'DELETE FROM removed_values WHERE investigation_id = $1 AND category = $2 AND value = ANY($3::text[]) RETURNING category, value',
    [investigationId, category, values],
  );
  return rows;
}
