import type { Observation, ObservationInput, ObservationSection, ObservationType } from '@quarry/contract';
import type { Queryable } from '../../db/database.js';
import type { IdMap } from '../../db/id-map.js';

interface ObservationRow {
  id: number;
  type: ObservationType;
  title: string;
  observation: string;
  referenced_object: string | null;
  referenced_entity: string | null;
  observation_title: string | null;
  image_id: number | null;
  image_set_at: Date | string | null;
  section_id: number | null;
  ordinal: number;
  created_at: Date | string;
}

const COLUMNS = `id, type, title, observation, referenced_object, referenced_entity, observation_title, image_id, image_set_at,
  section_id, ordinal, created_at`;

const toObservation = (row: ObservationRow): Observation => ({
  id: Number(row.id),
  title: row.title,
  observation: row.observation,
  type: row.type,
  referencedObject: row.referenced_object,
  referencedEntity: row.referenced_entity,
  imageId: row.image_id === null ? null : Number(row.image_id),
  imageTimestamp: row.image_set_at === null ? null : new Date(row.image_set_at).getTime(),
  time: new Date(row.created_at).toISOString(),
  section: row.section_id === null ? null : Number(row.section_id),
  ordinal: row.ordinal,
  observationTitle: row.observation_title,
});

type Input = Required<Omit<ObservationInput, 'observation'>> & { observation: string };

export async function listObservations(db: Queryable, investigationId: number): Promise<Observation[]> {
  const { rows } = await db.query<ObservationRow>(
    `SELECT ${COLUMNS} FROM observations WHERE investigation_id = $1 ORDER BY section_id NULLS FIRST, ordinal, id`,
    [investigationId],
  );
  return rows.map(toObservation);
}

export async function findObservation(
  db: Queryable,
  investigationId: number,
  observationId: number,
): Promise<Observation | undefined> {
  const { rows } = await db.query<ObservationRow>(
    `SELECT ${COLUMNS} FROM observations WHERE investigation_id = $1 AND id = $2`,
    [investigationId, observationId],
  );
  return rows[0] && toObservation(rows[0]);
}

/** The next ordinal of a section (null: no section): one above its highest (doc 3 §4). */
export async function nextOrdinal(db: Queryable, investigationId: number, sectionId: number | null): Promise<number> {
  const { rows } = await db.query<{ next: number }>(
    'SELECT coalesce(max(ordinal) + 1, 0) AS next FROM observations WHERE investigation_id = $1 AND section_id IS NOT DISTINCT FROM $2',
    [investigationId, sectionId],
  );
  return Number(rows[0]!.next);
}

export async function insertObservation(
  db: Queryable,
  investigationId: number,
  type: ObservationType,
  input: Input,
): Promise<Observation> {
  const ordinal = await nextOrdinal(db, investigationId, null);
  const { rows } = await db.query<ObservationRow>(
    `INSERT INTO observations (investigation_id, type, title, observation, referenced_object, referenced_entity, observation_title, ordinal)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
    [
      investigationId,
      type,
      input.title,
      input.observation,
      input.referencedObject,
      input.referencedEntity,
      input.observationTitle,
      ordinal,
    ],
  );
  return toObservation(rows[0]!);
}

export async function updateObservation(
  db: Queryable,
  investigationId: number,
  observationId: number,
  input: Input,
): Promise<Observation | undefined> {
  const { rows } = await db.query<ObservationRow>(
    `UPDATE observations SET title = $3, observation = $4, referenced_object = $5, referenced_entity = $6, observation_title = $7
     WHERE investigation_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
    [
      investigationId,
      observationId,
      input.title,
      input.observation,
      input.referencedObject,
      input.referencedEntity,
      input.observationTitle,
    ],
  );
  return rows[0] && toObservation(rows[0]);
}

/** Deletes an insight; answers whether it was there and the image it had. */
export async function deleteObservation(
  db: Queryable,
  investigationId: number,
  observationId: number,
): Promise<{ imageId: number | null } | undefined> {
  const { rows } = await db.query<{ image_id: string | number | null }>(
    'DELETE FROM observations WHERE investigation_id = $1 AND id = $2 RETURNING image_id',
    [investigationId, observationId],
  );
  return rows[0] && { imageId: rows[0].image_id === null ? null : Number(rows[0].image_id) };
}

/** Sets (or, with null, clears) an insight's image and its crop. */
export async function setObservationImage(
  db: Queryable,
  investigationId: number,
  observationId: number,
  imageId: number | null,
  crop: unknown,
): Promise<Observation | undefined> {
  const { rows } = await db.query<ObservationRow>(
    `UPDATE observations SET image_id = $3, image_data = $4, image_set_at = CASE WHEN $3::bigint IS NULL THEN NULL ELSE now() END
     WHERE investigation_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
    [investigationId, observationId, imageId, crop === null ? null : JSON.stringify(crop)],
  );
  return rows[0] && toObservation(rows[0]);
}

/** Puts an insight last in a section (null: no section). */
export async function moveObservation(
  db: Queryable,
  investigationId: number,
  observationId: number,
  sectionId: number | null,
): Promise<Observation | undefined> {
  const ordinal = await nextOrdinal(db, investigationId, sectionId);
  const { rows } = await db.query<ObservationRow>(
    `UPDATE observations SET section_id = $3, ordinal = $4 WHERE investigation_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
    [investigationId, observationId, sectionId, ordinal],
  );
  return rows[0] && toObservation(rows[0]);
}

/** The ids of a section's insights (null: no section). */
export async function observationIdsOf(
  db: Queryable,
  investigationId: number,
  sectionId: number | null,
): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM observations WHERE investigation_id = $1 AND section_id IS NOT DISTINCT FROM $2 ORDER BY ordinal, id',
    [investigationId, sectionId],
  );
  return rows.map((row) => Number(row.id));
}

/** Numbers these insights 0, 1, 2… in this order (first + k: appended after `first`). */
export async function setObservationOrder(
  db: Queryable,
  investigationId: number,
  observationIds: number[],
  first = 0,
  sectionId?: number | null,
): Promise<void> {
  await db.query(
    `UPDATE observations o SET ordinal = $3 + t.k - 1${sectionId === undefined ? '' : ', section_id = $4'}
     FROM unnest($2::bigint[]) WITH ORDINALITY AS t(id, k) WHERE o.investigation_id = $1 AND o.id = t.id`,
    sectionId === undefined
      ? [investigationId, observationIds, first]
      : [investigationId, observationIds, first, sectionId],
  );
}

export async function listSections(db: Queryable, investigationId: number): Promise<ObservationSection[]> {
  const { rows } = await db.query<{ id: number; name: string; ordinal: number }>(
    'SELECT id, name, ordinal FROM observation_sections WHERE investigation_id = $1 ORDER BY ordinal, id',
    [investigationId],
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name, ordinal: row.ordinal }));
}

export async function insertSection(
  db: Queryable,
  investigationId: number,
  name: string,
  ordinal: number,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO observation_sections (investigation_id, name, ordinal) VALUES ($1, $2, $3) RETURNING id',
    [investigationId, name, ordinal],
  );
  return Number(rows[0]!.id);
}

export async function renameSection(
  db: Queryable,
  investigationId: number,
  sectionId: number,
  name: string,
): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE observation_sections SET name = $3 WHERE investigation_id = $1 AND id = $2 RETURNING id',
    [investigationId, sectionId, name],
  );
  return rows.length > 0;
}

export async function deleteSection(db: Queryable, investigationId: number, sectionId: number): Promise<void> {
  await db.query('DELETE FROM observation_sections WHERE investigation_id = $1 AND id = $2', [
    investigationId,
    sectionId,
  ]);
}

/** Numbers the sections 0, 1, 2… in this order. */
export async function setSectionOrder(db: Queryable, investigationId: number, sectionIds: number[]): Promise<void> {
  await db.query(
    `UPDATE observation_sections s SET ordinal = t.k - 1 FROM unnest($2::bigint[]) WITH ORDINALITY AS t(id, k)
     WHERE s.investigation_id = $1 AND s.id = t.id`,
    [investigationId, sectionIds],
  );
}

/**
 * The report's sections and insights, copied to a duplicated investigation; what an insight refers to follows the
 * copy through the old → new ids the owners copied before answered (a Document insight's document, a Person
 * insight's person, its image).
 */
export async function copyReport(
  tx: Queryable,
  sourceId: number,
  copyId: number,
  copied: { documents: IdMap; persons: IdMap; images: IdMap },
): Promise<void> {
  await tx.query('CREATE TEMP TABLE section_map (old_id bigint, new_id bigint) ON COMMIT DROP');
  await tx.query(
    `INSERT INTO section_map SELECT id, nextval(pg_get_serial_sequence('observation_sections', 'id')) FROM observation_sections WHERE investigation_id = $1::bigint`,
    [sourceId],
  );
  await tx.query(
    `INSERT INTO observation_sections (id, investigation_id, name, ordinal)
     SELECT m.new_id, $1::bigint, s.name, s.ordinal FROM observation_sections s JOIN section_map m ON m.old_id = s.id`,
    [copyId],
  );
  await tx.query(
    `WITH doc_map AS (SELECT * FROM unnest($3::bigint[], $4::bigint[]) AS m(old_id, new_id)),
       person_map AS (SELECT * FROM unnest($5::bigint[], $6::bigint[]) AS m(old_id, new_id)),
       image_map AS (SELECT * FROM unnest($7::bigint[], $8::bigint[]) AS m(old_id, new_id))
     INSERT INTO observations (investigation_id, type, title, observation, referenced_object, referenced_entity, observation_title,
       image_id, image_data, image_set_at, section_id, ordinal, created_at)
     SELECT $2::bigint, o.type, o.title, o.observation,
       CASE o.type
         WHEN 'Document' THEN coalesce((SELECT d.new_id::text FROM doc_map d WHERE d.old_id::text = o.referenced_object), o.referenced_object)
         WHEN 'Person' THEN coalesce((SELECT p.new_id::text FROM person_map p WHERE p.old_id::text = o.referenced_object), o.referenced_object)
         ELSE o.referenced_object END,
       o.referenced_entity, o.observation_title, im.new_id, o.image_data, o.image_set_at, sm.new_id, o.ordinal, o.created_at
     FROM observations o LEFT JOIN image_map im ON im.old_id = o.image_id LEFT JOIN section_map sm ON sm.old_id = o.section_id
     WHERE o.investigation_id = $1::bigint ORDER BY o.id`,
    [
      sourceId,
      copyId,
      copied.documents.oldIds,
      copied.documents.newIds,
      copied.persons.oldIds,
      copied.persons.newIds,
      copied.images.oldIds,
      copied.images.newIds,
    ],
  );
}

/** Stores a large report's Word file for the browser to fetch; files older than a day go. */
export async function storeReportExport(
  db: Queryable,
  jobId: number,
  investigationId: number,
  fileName: string,
  content: Buffer,
): Promise<void> {
  await db.query(`DELETE FROM report_exports WHERE created_at < now() - interval '1 day'`);
  await db.query(
    `INSERT INTO report_exports (job_id, investigation_id, file_name, content) VALUES ($1, $2, $3, $4)
     ON CONFLICT (job_id) DO UPDATE SET file_name = excluded.file_name, content = excluded.content, created_at = now()`,
    [jobId, investigationId, fileName, content],
  );
}

export async function findReportExport(
  db: Queryable,
  investigationId: number,
  jobId: number,
): Promise<{ fileName: string; content: Buffer } | undefined> {
  const { rows } = await db.query<{ file_name: string; content: Buffer }>(
    'SELECT file_name, content FROM report_exports WHERE investigation_id = $1 AND job_id = $2',
    [investigationId, jobId],
  );
  return rows[0] && { fileName: rows[0].file_name, content: Buffer.from(rows[0].content) };
}
