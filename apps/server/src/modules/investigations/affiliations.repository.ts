import type { Queryable } from '../../db/database.js';

export interface InstitutionName {
  name: string;
  countryCode?: string;
  openalexId?: string;
}

/** When `query` was last looked up at the source, if ever. */
export async function lookupAge(db: Queryable, query: string): Promise<Date | undefined> {
  const { rows } = await db.query<{ fetched_at: Date }>('SELECT fetched_at FROM institution_lookups WHERE query = $1', [
    query,
  ]);
  return rows[0]?.fetched_at;
}

export async function storeLookup(db: Queryable, query: string, names: InstitutionName[]): Promise<void> {
  await db.query(
    `INSERT INTO institution_names (name, country_code, openalex_id)
     SELECT x.name, x.country_code, x.openalex_id FROM jsonb_to_recordset($1::jsonb) AS x(name text, country_code text, openalex_id text)
     ON CONFLICT (name) DO UPDATE SET country_code = COALESCE(EXCLUDED.country_code, institution_names.country_code),
       openalex_id = COALESCE(EXCLUDED.openalex_id, institution_names.openalex_id), fetched_at = now()`,
    [
      JSON.stringify(
        names.map((n) => ({ name: n.name, country_code: n.countryCode ?? null, openalex_id: n.openalexId ?? null })),
      ),
    ],
  );
  await db.query(
    `INSERT INTO institution_lookups (query) VALUES ($1) ON CONFLICT (query) DO UPDATE SET fetched_at = now()`,
    [query],
  );
}

/** Cached names containing `text` (case-insensitive), those starting with it first, at most `limit`. */
export async function cachedNamesContaining(
  db: Queryable,
  text: string,
  countryCode: string | undefined,
  limit: number,
): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT name FROM institution_names
     WHERE strpos(lower(name), lower($1)) > 0 AND ($2::text IS NULL OR country_code = upper($2))
     ORDER BY strpos(lower(name), lower($1)) > 1, length(name), name
     LIMIT $3`,
    [text, countryCode ?? null, limit],
  );
  return rows.map((row) => row.name);
}
