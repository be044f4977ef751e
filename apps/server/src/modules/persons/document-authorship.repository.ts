import type { Queryable } from '../../db/database.js';

/** One authorship of a document as stored, in its order. */
export interface AuthorshipRow {
  person_id: number;
  name: string;
  raw_affiliation: string | null;
  affiliations: Array<{ name: string; countryCode?: string; rorId?: string; openalexId?: string }> | null;
  orcid: string | null;
  openalex_id: string | null;
}

export async function authorshipsOf(db: Queryable, documentId: number): Promise<AuthorshipRow[]> {
  const { rows } = await db.query<AuthorshipRow>(
    `SELECT person_id, name, raw_affiliation, affiliations, orcid, openalex_id FROM document_authors
     WHERE document_id = $1 ORDER BY position`,
    [documentId],
  );
  return rows;
}

export async function deleteAuthorships(tx: Queryable, documentId: number): Promise<void> {
  await tx.query('DELETE FROM document_authors WHERE document_id = $1', [documentId]);
}

/** The investigation's persons of these name keys: those a new mention of one of the names may join. */
export async function personIdsByNameKeys(
  db: Queryable,
  investigationId: number,
  nameKeys: string[],
): Promise<number[]> {
  if (nameKeys.length === 0) return [];
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM persons WHERE investigation_id = $1 AND name_key = ANY($2::text[])',
    [investigationId, [...new Set(nameKeys)]],
  );
  return rows.map((row) => Number(row.id));
}
