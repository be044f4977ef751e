import type { Queryable } from '../../db/database.js';

/** Which of these ids are persons of the investigation. */
export async function existingPersonIds(
  db: Queryable,
  investigationId: number,
  personIds: number[],
): Promise<Set<number>> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM persons WHERE investigation_id = $1 AND id = ANY($2::bigint[])',
    [investigationId, personIds],
  );
  return new Set(rows.map((row) => row.id));
}

export async function setDecisions(
  db: Queryable,
  investigationId: number,
  personIds: number[],
  relevancy: 'Relevant' | 'Irrelevant',
): Promise<void> {
  if (personIds.length === 0) return;
  await db.query(
    `INSERT INTO person_decisions (investigation_id, person_id, relevancy) SELECT $1, unnest($2::bigint[]), $3
     ON CONFLICT (investigation_id, person_id) DO UPDATE SET relevancy = excluded.relevancy, decided_at = now()`,
    [investigationId, personIds, relevancy],
  );
}

export async function clearDecisions(db: Queryable, investigationId: number, personIds: number[]): Promise<void> {
  if (personIds.length === 0) return;
  await db.query('DELETE FROM person_decisions WHERE investigation_id = $1 AND person_id = ANY($2::bigint[])', [
    investigationId,
    personIds,
  ]);
}

export interface CandidateRow {
  id: number;
  name: string;
  variants: string[];
  documents_count: number;
  relevancy: 'Relevant' | 'Irrelevant' | null;
}

/** Every person of the investigation with its document count and decision (the candidates are chosen by name in code). */
export async function personsWithCounts(db: Queryable, investigationId: number): Promise<CandidateRow[]> {
  const { rows } = await db.query<CandidateRow>(
    `SELECT p.id, p.name, p.variants, count(DISTINCT a.document_id)::int AS documents_count, d.relevancy
     FROM persons p
     LEFT JOIN document_authors a ON a.person_id = p.id
     LEFT JOIN person_decisions d ON d.investigation_id = p.investigation_id AND d.person_id = p.id
     WHERE p.investigation_id = $1
     GROUP BY p.id, d.relevancy`,
    [investigationId],
  );
  return rows;
}
