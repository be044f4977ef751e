import type { Queryable } from '../../db/database.js';

export interface StoredFile {
  fileName: string;
  /** Its name inside the investigation's uploads folder. */
  storedName: string;
  sizeBytes: number;
}

/** An upload of a Local documents investigation: a stored file, or (uploaded before files were stored) its text. */
export interface UploadRow {
  id: number;
  fileName: string;
  storedName: string | null;
  content: string | null;
}

/** Stores the uploads of an investigation; answers their ids, in the order of `files`. */
export async function insertUploads(db: Queryable, investigationId: number, files: StoredFile[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO investigation_uploads (investigation_id, file_name, stored_name, size_bytes)
     SELECT $1, f.n, f.s, f.b FROM unnest($2::text[], $3::text[], $4::bigint[]) WITH ORDINALITY AS f(n, s, b, i) ORDER BY f.i
     RETURNING id`,
    [
      investigationId,
      files.map((file) => file.fileName),
      files.map((file) => file.storedName),
      files.map((file) => file.sizeBytes),
    ],
  );
  // ids are drawn in insertion order, which is the files' order
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/** The later harvest `harvestJobId` reads these uploads (not the investigation's first harvest). */
export async function setUploadsHarvest(db: Queryable, uploadIds: number[], harvestJobId: number): Promise<void> {
  await db.query('UPDATE investigation_uploads SET harvest_job_id = $2 WHERE id = ANY($1::bigint[])', [
    uploadIds,
    harvestJobId,
  ]);
}

/**
 * The uploads of an investigation, in upload order: those with these ids, or (no ids) those its first harvest reads,
 * the files it was created with.
 */
export async function listUploads(db: Queryable, investigationId: number, uploadIds?: number[]): Promise<UploadRow[]> {
  const { rows } = await db.query<{
    id: number;
    file_name: string;
    stored_name: string | null;
    content: string | null;
  }>(
    `SELECT id, file_name, stored_name, content FROM investigation_uploads
     WHERE investigation_id = $1 AND ${uploadIds ? 'id = ANY($2::bigint[])' : 'harvest_job_id IS NULL'} ORDER BY id`,
    uploadIds ? [investigationId, uploadIds] : [investigationId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    fileName: row.file_name,
    storedName: row.stored_name,
    content: row.content,
  }));
}

/** Which of `ids` are investigations that still exist. */
export async function existingInvestigationIds(db: Queryable, ids: number[]): Promise<Set<number>> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM investigations WHERE id = ANY($1::bigint[])', [ids]);
  return new Set(rows.map((row) => row.id));
}
