import type { Queryable } from '../../db/database.js';

/** What a merge keeps to be undone exactly (person_merges.before). */
export interface MergeSnapshot {
  /** Every person involved, the kept one first, as its row was. */
  persons: Array<Record<string, unknown> & { id: number }>;
  /** The mentions of the merged persons, with whose they were. */
  authorships: Array<{ document_id: number; position: number; person_id: number }>;
  decisions: Array<{ person_id: number; relevancy: string; decided_at: string }>;
  /** What other modules kept of the merged persons (their removals, …): given back to them on undo. */
  references: unknown;
}

export interface StandingMerge {
  id: number;
  person_id: number;
  merged_person_ids: number[];
  before: MergeSnapshot;
}

/** The rows of the investigation's persons among these ids, as JSON the undo writes back as it is, locked for the merge. */
export async function lockPersons(
  tx: Queryable,
  investigationId: number,
  personIds: number[],
): Promise<MergeSnapshot['persons']> {
  const { rows } = await tx.query<{ row: MergeSnapshot['persons'][number] }>(
    'SELECT to_jsonb(p) AS row FROM persons p WHERE investigation_id = $1 AND id = ANY($2::bigint[]) FOR UPDATE',
    [investigationId, personIds],
  );
  return rows.map((row) => row.row);
}

export async function authorshipsOf(tx: Queryable, personIds: number[]): Promise<MergeSnapshot['authorships']> {
  const { rows } = await tx.query<MergeSnapshot['authorships'][number]>(
    'SELECT document_id, position, person_id FROM document_authors WHERE person_id = ANY($1::bigint[]) ORDER BY document_id, position',
    [personIds],
  );
  return rows;
}

export async function decisionsOf(
  tx: Queryable,
  investigationId: number,
  personIds: number[],
): Promise<MergeSnapshot['decisions']> {
  const { rows } = await tx.query<MergeSnapshot['decisions'][number]>(
    `SELECT person_id, relevancy, to_json(decided_at)#>>'{}' AS decided_at FROM person_decisions WHERE investigation_id = $1 AND person_id = ANY($2::bigint[])`,
    [investigationId, personIds],
  );
  return rows;
}

/**
 * Joins the merged persons into the kept one: their mentions become its, their names and spellings its variants,
 * an ORCID or OpenAlex id it lacks its own; then the merged persons are deleted.
 */
export async function joinPersons(
  tx: Queryable,
  investigationId: number,
  keptId: number,
  mergedIds: number[],
): Promise<void> {
  await tx.query('UPDATE document_authors SET person_id = $1 WHERE person_id = ANY($2::bigint[])', [keptId, mergedIds]);
  await tx.query(
    `UPDATE persons k SET
       variants = ARRAY(SELECT DISTINCT v FROM unnest(k.variants || m.names) AS v WHERE v <> k.name ORDER BY v),
       orcid = coalesce(k.orcid, m.orcid),
       openalex_id = coalesce(k.openalex_id, m.openalex_id)
     FROM (SELECT array_agg(p.name) || coalesce(array_agg(v) FILTER (WHERE v IS NOT NULL), '{}') AS names,
                  (array_agg(p.orcid) FILTER (WHERE p.orcid IS NOT NULL))[1] AS orcid,
                  (array_agg(p.openalex_id) FILTER (WHERE p.openalex_id IS NOT NULL))[1] AS openalex_id
           FROM persons p LEFT JOIN LATERAL unnest(p.variants) AS v ON true
           WHERE p.investigation_id = $1 AND p.id = ANY($3::bigint[])) m
     WHERE k.investigation_id = $1 AND k.id = $2`,
    [investigationId, keptId, mergedIds],
  );
  await tx.query('DELETE FROM persons WHERE investigation_id = $1 AND id = ANY($2::bigint[])', [
    investigationId,
    mergedIds,
  ]);
}

export async function recordMerge(
  tx: Queryable,
  investigationId: number,
  userId: number,
  keptId: number,
  mergedIds: number[],
  before: MergeSnapshot,
): Promise<void> {
  await tx.query(
    'INSERT INTO person_merges (investigation_id, person_id, merged_person_ids, before, merged_by) VALUES ($1, $2, $3, $4, $5)',
    [investigationId, keptId, mergedIds, JSON.stringify(before), userId],
  );
}

/** The person's last merge that stands (not undone), locked; undefined when it has none. */
export async function lastStandingMerge(
  tx: Queryable,
  investigationId: number,
  personId: number,
): Promise<StandingMerge | undefined> {
  const { rows } = await tx.query<StandingMerge>(
    `SELECT id, person_id, merged_person_ids, before FROM person_merges
     WHERE investigation_id = $1 AND person_id = $2 AND undone_at IS NULL ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [investigationId, personId],
  );
  return rows[0];
}

/** Which of these persons are the kept side of a standing manual merge. */
export async function manuallyMergedAmong(
  db: Queryable,
  investigationId: number,
  personIds: number[],
): Promise<Set<number>> {
  const { rows } = await db.query<{ person_id: number }>(
    'SELECT DISTINCT person_id FROM person_merges WHERE investigation_id = $1 AND person_id = ANY($2::bigint[]) AND undone_at IS NULL',
    [investigationId, personIds],
  );
  return new Set(rows.map((row) => row.person_id));
}

/**
 * Puts the persons back as they were before the merge: the merged ones with their ids and rows, the kept one's row,
 * the mentions that were theirs (those added since stay with the kept person), their decisions; marks it undone.
 */
export async function restoreMerge(tx: Queryable, investigationId: number, merge: StandingMerge): Promise<void> {
  const [kept, ...merged] = merge.before.persons;
  await tx.query('INSERT INTO persons SELECT * FROM jsonb_populate_recordset(NULL::persons, $1::jsonb)', [
    JSON.stringify(merged),
  ]);
  await tx.query(
    `UPDATE persons p SET variants = r.variants, orcid = r.orcid, openalex_id = r.openalex_id
     FROM jsonb_populate_record(NULL::persons, $2::jsonb) r WHERE p.investigation_id = $1 AND p.id = r.id`,
    [investigationId, JSON.stringify(kept)],
  );
  await tx.query(
    `UPDATE document_authors a SET person_id = r.person_id
     FROM jsonb_to_recordset($2::jsonb) AS r(document_id bigint, position integer, person_id bigint)
     WHERE a.document_id = r.document_id AND a.position = r.position AND a.person_id = $1`,
    [merge.person_id, JSON.stringify(merge.before.authorships)],
  );
  await tx.query(
    `INSERT INTO person_decisions (investigation_id, person_id, relevancy, decided_at)
     SELECT $1, r.person_id, r.relevancy, r.decided_at FROM jsonb_to_recordset($2::jsonb) AS r(person_id bigint, relevancy text, decided_at timestamptz)
     ON CONFLICT (investigation_id, person_id) DO UPDATE SET relevancy = excluded.relevancy, decided_at = excluded.decided_at`,
    [investigationId, JSON.stringify(merge.before.decisions)],
  );
  await tx.query('UPDATE person_merges SET undone_at = now() WHERE id = $1', [merge.id]);
}

export interface DocumentPersons {
  id: number;
  persons: Array<{ id: number; name: string; countryCode: string | null }>;
}

/** The persons of these documents now, in author order (what the Authors top list counts). */
export async function personsOfDocuments(db: Queryable, documentIds: number[]): Promise<DocumentPersons[]> {
  const { rows } = await db.query<DocumentPersons>(
    `SELECT a.document_id AS id, json_agg(json_build_object('id', p.id, 'name', p.name, 'countryCode',
              (SELECT x->>'countryCode' FROM jsonb_array_elements(a.affiliations) x WHERE x->>'countryCode' <> '' LIMIT 1))
            ORDER BY a.position) AS persons
     FROM document_authors a JOIN persons p ON p.id = a.person_id
     WHERE a.document_id = ANY($1::bigint[]) GROUP BY a.document_id`,
    [documentIds],
  );
  return rows;
}
