import type { DocumentImageKind } from '@quarry/contract';
import type { Queryable } from '../../db/database.js';

// A document's images (their ids in the persons module's images table) and its uploaded full-text file.

const IMAGE_COLUMNS: Record<DocumentImageKind, { id: string; sourceUrl: string }> = {
  cover: { id: 'cover_image_id', sourceUrl: 'cover_image_source_url' },
  abstract: { id: 'abstract_image_id', sourceUrl: 'abstract_image_source_url' },
};

/** A document's image as set: the image, where it came from, and (a cover's) whether it is the journal's. */
export interface DocumentImage {
  imageId: number | null;
  sourceUrl: string | null;
  /** Undefined keeps the flag (an abstract image says nothing of the journal). */
  journalImage: boolean | undefined;
}

/**
 * Sets (or with a null image clears) a document's cover or abstract image; answers the image it showed before (to
 * be discarded), or undefined when the investigation has no such document.
 */
export async function setDocumentImage(
  db: Queryable,
  investigationId: number,
  documentId: number,
  kind: DocumentImageKind,
  image: DocumentImage,
): Promise<{ previousImageId: number | null } | undefined> {
  // The column names come from the map above, never from input.
  const column = IMAGE_COLUMNS[kind];
  const { rows } = await db.query<{ previous: number | null }>(
    `UPDATE documents d SET ${column.id} = $3, ${column.sourceUrl} = $4, journal_image = coalesce($5, d.journal_image)
     FROM (SELECT id, ${column.id} AS previous FROM documents WHERE investigation_id = $1 AND id = $2 FOR UPDATE) old
     WHERE d.id = old.id
     RETURNING old.previous`,
    [investigationId, documentId, image.imageId, image.sourceUrl, image.journalImage ?? null],
  );
  const row = rows[0];
  return row && { previousImageId: row.previous === null ? null : Number(row.previous) };
}

/** What reading a full text needs of its document (mining reads its title and type); undefined when there is none. */
export async function documentToRead(
  db: Queryable,
  investigationId: number,
  documentId: number,
): Promise<{ title: string; type: string } | undefined> {
  const { rows } = await db.query<{ title: string; type: string }>(
    'SELECT title, type FROM documents WHERE investigation_id = $1 AND id = $2',
    [investigationId, documentId],
  );
  return rows[0];
}

export interface FullTextFile {
  file_name: string;
  content_type: string;
  content: Buffer;
}

/** Keeps the uploaded file (replacing one uploaded before) and makes its text the document's. */
export async function saveFullText(tx: Queryable, documentId: number, file: FullTextFile, text: string): Promise<void> {
  await tx.query(
    `INSERT INTO document_full_texts (document_id, file_name, content_type, content) VALUES ($1, $2, $3, $4)
     ON CONFLICT (document_id) DO UPDATE SET file_name = EXCLUDED.file_name, content_type = EXCLUDED.content_type,
       content = EXCLUDED.content, uploaded_at = now()`,
    [documentId, file.file_name, file.content_type, file.content],
  );
  await tx.query('UPDATE documents SET text = $2 WHERE id = $1', [documentId, text]);
}

/** The full-text file uploaded for a document of the investigation, if any. */
export async function findFullText(
  db: Queryable,
  investigationId: number,
  documentId: number,
): Promise<FullTextFile | undefined> {
  const { rows } = await db.query<FullTextFile>(
    `SELECT f.file_name, f.content_type, f.content FROM document_full_texts f JOIN documents d ON d.id = f.document_id
     WHERE d.investigation_id = $1 AND d.id = $2`,
    [investigationId, documentId],
  );
  return rows[0];
}
