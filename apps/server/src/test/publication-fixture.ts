import type { Database } from '../db/database.js';

export interface PublicationRow {
  title: string;
  abstract?: string;
  type?: string;
  date?: string | null;
  labels?: string[];
  relevancy?: 'Relevant' | 'Irrelevant' | 'Neutral';
  authors: string[];
  /** Each author's affiliations, by position (none where absent). */
  affiliations?: string[][];
  journal?: string | null;
  doi?: string | null;
  url?: string | null;
}

/**
 * A document of the investigation with these authors (each a new person), as a harvest would have stored it:
 * answers its id. Titles, abstracts and names are stored as given (the web's text, markup and all).
 */
export async function insertPublication(db: Database, investigationId: number, row: PublicationRow): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO documents (investigation_id, dedupe_key, type, title, abstract, journal, doi, url, date, harvester_type,
       relevancy, labels)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'PUBLISHER', $10, $11) RETURNING id`,
    [
      investigationId,
      `title:${row.title}|${row.date ?? ''}`,
      row.type ?? 'Article',
      row.title,
      row.abstract ?? '',
      row.journal ?? null,
      row.doi ?? null,
      row.url ?? null,
      row.date ?? null,
      row.relevancy ?? 'Neutral',
      row.labels ?? [],
    ],
  );
  const documentId = rows[0]!.id;
  for (const [position, name] of row.authors.entries()) {
    const person = await db.query<{ id: number }>(
      'INSERT INTO persons (investigation_id, name, name_key) VALUES ($1, $2, $3) RETURNING id',
      [investigationId, name, name.toLowerCase()],
    );
    await db.query(
      `INSERT INTO document_authors (document_id, position, person_id, name, affiliations) VALUES ($1, $2, $3, $4, $5)`,
      [
        documentId,
        position,
        person.rows[0]!.id,
        name,
        JSON.stringify((row.affiliations?.[position] ?? []).map((affiliation) => ({ name: affiliation }))),
      ],
    );
  }
  return documentId;
}
