import type { Database } from '../db/database.js';

/**
 * New persons of the investigation, each the author of one of the documents given (cycling), as a harvest would
 * have stored them: answers their ids in the order of the names.
 */
export async function insertAuthors(
  db: Database,
  investigationId: number,
  documentIds: number[],
  names: string[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, name] of names.entries()) {
    const { rows } = await db.query<{ id: number }>(
      'INSERT INTO persons (investigation_id, name, name_key) VALUES ($1, $2, $3) RETURNING id',
      [investigationId, name, name.toLowerCase()],
    );
    const personId = rows[0]!.id;
    const documentId = documentIds[i % documentIds.length]!;
    await db.query(
      `INSERT INTO document_authors (document_id, position, person_id, name, affiliations)
       VALUES ($1, (SELECT coalesce(max(position) + 1, 0) FROM document_authors WHERE document_id = $1), $2, $3, '[]')`,
      [documentId, personId, name],
    );
    ids.push(personId);
  }
  return ids;
}

export async function documentIdsOf(db: Database, investigationId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM documents WHERE investigation_id = $1 ORDER BY id', [
    investigationId,
  ]);
  return rows.map((row) => row.id);
}
