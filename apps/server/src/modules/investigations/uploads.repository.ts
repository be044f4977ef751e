import type { Queryable } from '../../db/database.js';

export interface StoredFile {
  fileName: string;
  /** Its name inside the investigation's uploads folder. */
  storedName: string;
  sizeBytes: number;
}

/** An upload of a Local documents investigation: a stored file, or (uploaded before files were stored) its text. */
export interface UploadRow {
  fileName: string;
  storedName: string | null;
  content: string | null;
}

export async function insertUploads(db: Queryable, investigationId: number, files: StoredFile[]): Promise<void> {
  await db.query(
    `INSERT INTO investigation_uploads (investigation_id, file_name, stored_name, size_bytes)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::bigint[])`,
    [
      investigationId,
      files.map((file) => file.fileName),
      files.map((file) => file.storedName),
      files.map((file) => file.sizeBytes),
    ],
  );
}

export async function listUploads(db: Queryable, investigationId: number): Promise<UploadRow[]> {
  const { rows } = await db.query<{ file_name: string; stored_name: string | null; content: string | null }>(
    'SELECT file_name, stored_name, content FROM investigation_uploads WHERE investigation_id = $1 ORDER BY id',
    [investigationId],
  );
  return rows.map((row) => ({ fileName: row.file_name, storedName: row.stored_name, content: row.content }));
}

/** Which of `ids` are investigations that still exist. */
export async function existingInvestigationIds(db: Queryable, ids: number[]): Promise<Set<number>> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM investigations WHERE id = ANY($1::bigint[])', [ids]);
  return new Set(rows.map((row) => row.id));
}
