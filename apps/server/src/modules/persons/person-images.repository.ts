import type { Queryable } from '../../db/database.js';
import { type IdMap, idMapOf } from '../../db/id-map.js';

export interface StoredImage {
  investigation_id: number;
  content_type: string;
  content: Buffer;
}

export async function insertImage(
  db: Queryable,
  investigationId: number,
  personId: number | null,
  contentType: string,
  content: Buffer,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO images (investigation_id, person_id, content_type, content) VALUES ($1, $2, $3, $4) RETURNING id',
    [investigationId, personId, contentType, content],
  );
  return rows[0]!.id;
}

export async function findImage(db: Queryable, imageId: number): Promise<StoredImage | undefined> {
  const { rows } = await db.query<StoredImage>(
    'SELECT investigation_id, content_type, content FROM images WHERE id = $1',
    [imageId],
  );
  return rows[0];
}

/** The image the person shows, if any. */
export async function imageOfPerson(
  db: Queryable,
  investigationId: number,
  personId: number,
): Promise<StoredImage | undefined> {
  const { rows } = await db.query<StoredImage>(
    `SELECT i.investigation_id, i.content_type, i.content FROM persons p JOIN images i ON i.id = p.author_image_id
     WHERE p.investigation_id = $1 AND p.id = $2`,
    [investigationId, personId],
  );
  return rows[0];
}

/** Whether the image was uploaded for this person of this investigation. */
export async function isImageOf(
  db: Queryable,
  investigationId: number,
  personId: number,
  imageId: number,
): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM images WHERE id = $1 AND investigation_id = $2 AND person_id = $3', [
    imageId,
    investigationId,
    personId,
  ]);
  return rows.length > 0;
}

/** Deletes an image of the investigation that was stored for no person (persons keep theirs). */
export async function deleteUnownedImage(db: Queryable, investigationId: number, imageId: number): Promise<void> {
  await db.query('DELETE FROM images WHERE id = $1 AND investigation_id = $2 AND person_id IS NULL', [
    imageId,
    investigationId,
  ]);
}

/**
 * The investigation's images (the persons' pictures and the insights'), copied to the copy; answers the old → new id
 * map for the insights the report copies next. Needs person_map (copyPersons).
 */
export async function copyImages(tx: Queryable, sourceId: number, copyId: number): Promise<IdMap> {
  await tx.query('CREATE TEMP TABLE image_map (old_id bigint, new_id bigint) ON COMMIT DROP');
  const { rows } = await tx.query<{ old_id: number; new_id: number }>(
    `INSERT INTO image_map SELECT id, nextval(pg_get_serial_sequence('images', 'id')) FROM images WHERE investigation_id = $1::bigint
     RETURNING old_id, new_id`,
    [sourceId],
  );
  await tx.query(
    `INSERT INTO images (id, investigation_id, person_id, content_type, content)
     SELECT m.new_id, $1::bigint, pm.new_id, i.content_type, i.content
     FROM images i JOIN image_map m ON m.old_id = i.id LEFT JOIN person_map pm ON pm.old_id = i.person_id`,
    [copyId],
  );
  await tx.query(
    `UPDATE persons p SET author_image_id = im.new_id
     FROM person_map pm JOIN persons source ON source.id = pm.old_id JOIN image_map im ON im.old_id = source.author_image_id
     WHERE p.id = pm.new_id`,
  );
  return idMapOf(rows);
}
