import type { Queryable } from '../../db/database.js';

export interface PersonRow {
  id: number;
  name: string;
  variants: string[];
  university_profile_url: string | null;
  last_reviewed_at: Date | null;
  author_image_id: number | null;
}

/** The person, if it is one of the investigation's (a person merged away is gone). */
export async function findPerson(
  db: Queryable,
  investigationId: number,
  personId: number,
): Promise<PersonRow | undefined> {
  const { rows } = await db.query<PersonRow>(
    'SELECT id, name, variants, university_profile_url, last_reviewed_at, author_image_id FROM persons WHERE investigation_id = $1 AND id = $2',
    [investigationId, personId],
  );
  return rows[0];
}

export interface AuthoredDocumentRow {
  id: number;
  title: string;
  url: string | null;
  type: string;
  publication_type: string | null;
  year: number | null;
  /** How the document prints the person's name. */
  printed_name: string;
  affiliations: Array<{ name?: string }>;
}

/** The person's documents, newest first (undated last), with how each prints the name and its affiliations. */
export async function authoredDocuments(
  db: Queryable,
  investigationId: number,
  personId: number,
): Promise<AuthoredDocumentRow[]> {
  const { rows } = await db.query<AuthoredDocumentRow>(
    `SELECT d.id, d.title, d.url, d.type, d.publication_type, extract(year FROM d.date)::int AS year, a.name AS printed_name, a.affiliations
     FROM document_authors a JOIN documents d ON d.id = a.document_id
     WHERE a.person_id = $2 AND d.investigation_id = $1
     ORDER BY d.date DESC NULLS LAST, d.id DESC`,
    [investigationId, personId],
  );
  return rows;
}

/** How many other persons share a document with the person. */
export async function coAuthorCount(db: Queryable, personId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(DISTINCT other.person_id)::int AS n
     FROM document_authors mine JOIN document_authors other ON other.document_id = mine.document_id AND other.person_id <> mine.person_id
     WHERE mine.person_id = $1`,
    [personId],
  );
  return rows[0]?.n ?? 0;
}

/** The concepts and key phrases of the person's documents, by their summed score, heaviest first. */
export async function interestsOf(
  db: Queryable,
  personId: number,
  limit: number,
): Promise<Array<{ term: string; weight: number }>> {
  const { rows } = await db.query<{ term: string; weight: number }>(
    `SELECT e.value AS term, sum(e.score)::float8 AS weight
     FROM document_authors a JOIN document_entities e ON e.document_id = a.document_id
     WHERE a.person_id = $1 AND e.kind = 'concept'
     GROUP BY e.value ORDER BY weight DESC, e.value LIMIT $2`,
    [personId, limit],
  );
  return rows;
}
