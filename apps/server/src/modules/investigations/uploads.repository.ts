import type { Queryable } from '../../db/database.js';

export interface UploadedFile {
  fileName: string;
  content: string;
}

export async function insertUploads(db: Queryable, investigationId: number, files: UploadedFile[]): Promise<void> {
  for (const file of files) {
    await db.query('INSERT INTO investigation_uploads (investigation_id, file_name, content) VALUES ($1, $2, $3)', [
      investigationId,
      file.fileName,
      file.content,
    ]);
  }
}

export async function listUploads(db: Queryable, investigationId: number): Promise<UploadedFile[]> {
  const { rows } = await db.query<{ file_name: string; content: string }>(
    'SELECT file_name, content FROM investigation_uploads WHERE investigation_id = $1 ORDER BY id',
    [investigationId],
  );
  return rows.map((row) => ({ fileName: row.file_name, content: row.content }));
}
