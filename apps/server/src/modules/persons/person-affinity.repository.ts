import type { Queryable } from '../../db/database.js';

/**
 * The cosine between one person's concept profile and every other person's who shares a concept with it. A
 * profile sums the concept scores of the person's documents, each concept weighted by its inverse document
 * frequency in the investigation (a concept every document has says nothing about who is alike).
 */
export async function conceptAffinities(
  db: Queryable,
  investigationId: number,
  personId: number,
): Promise<Array<{ personId: number; semanticAffinity: number }>> {
  const { rows } = await db.query<{ personId: number; semanticAffinity: number }>(
    `WITH concepts AS (
       SELECT e.document_id, e.value, e.score FROM document_entities e JOIN documents d ON d.id = e.document_id
       WHERE d.investigation_id = $1 AND e.kind = 'concept'),
     idf AS (
       SELECT value, ln(1 + (SELECT count(*) FROM documents WHERE investigation_id = $1)::float8 / count(DISTINCT document_id)) AS idf
       FROM concepts GROUP BY value),
     profile AS (
       SELECT a.person_id, c.value, sum(c.score) * i.idf AS w
       FROM document_authors a JOIN concepts c ON c.document_id = a.document_id JOIN idf i ON i.value = c.value
       GROUP BY a.person_id, c.value, i.idf),
     target AS (SELECT value, w FROM profile WHERE person_id = $2),
     alike AS (SELECT DISTINCT p.person_id FROM profile p JOIN target t ON t.value = p.value WHERE p.person_id <> $2),
     norms AS (
       SELECT person_id, sqrt(sum(w * w)) AS norm FROM profile
       WHERE person_id = $2 OR person_id IN (SELECT person_id FROM alike) GROUP BY person_id)
     SELECT p.person_id AS "personId",
            least(1, sum(p.w * t.w) / (n.norm * (SELECT norm FROM norms WHERE person_id = $2)))::float8 AS "semanticAffinity"
     FROM profile p JOIN target t ON t.value = p.value JOIN norms n ON n.person_id = p.person_id
     WHERE p.person_id <> $2 AND n.norm > 0
     GROUP BY p.person_id, n.norm
     ORDER BY "semanticAffinity" DESC, p.person_id`,
    [investigationId, personId],
  );
  return rows;
}
