import type { Queryable } from '../../db/database.js';
import { type IdMap, idMapOf } from '../../db/id-map.js';

/**
 * Copies an investigation's documents (review state, labels and notes included), their provenance, merged records,
 * uploaded full texts and mined entities to its copy, and answers the old → new id map, which the persons module (authorships) and the
 * insights (a Document insight's document) copy by next. Run inside the duplicate's transaction.
 */
export async function copyDocuments(tx: Queryable, sourceId: number, copyId: number): Promise<IdMap> {
  // This module's own old id → new id table (a utility statement takes no parameters, so it is made, then filled).
  await tx.query('CREATE TEMP TABLE doc_map (old_id bigint, new_id bigint) ON COMMIT DROP');
  const { rows } = await tx.query<{ old_id: number; new_id: number }>(
    `INSERT INTO doc_map SELECT id, nextval(pg_get_serial_sequence('documents', 'id')) FROM documents WHERE investigation_id = $1::bigint
     RETURNING old_id, new_id`,
    [sourceId],
  );
  await tx.query(
    `INSERT INTO documents (id, investigation_id, dedupe_key, type, title, abstract, doi, journal, publisher, volume, issue,
       first_page, last_page, date, date_precision, publication_type, language, citation_number, harvester_type, url,
       full_text_url, text, keywords, relevancy, starred, touched, note, labels, created_at, raw, related_dois, overwritten,
       cover_image_id, abstract_image_id, cover_image_source_url, abstract_image_source_url, journal_image)
     SELECT m.new_id, $1::bigint, d.dedupe_key, d.type, d.title, d.abstract, d.doi, d.journal, d.publisher, d.volume, d.issue,
       d.first_page, d.last_page, d.date, d.date_precision, d.publication_type, d.language, d.citation_number,
       d.harvester_type, d.url, d.full_text_url, d.text, d.keywords, d.relevancy, d.starred, d.touched, d.note, d.labels,
       d.created_at, d.raw, d.related_dois, d.overwritten, d.cover_image_id, d.abstract_image_id, d.cover_image_source_url,
       d.abstract_image_source_url, d.journal_image
     FROM documents d JOIN doc_map m ON m.old_id = d.id`,
    [copyId],
  );
  await tx.query(
    `INSERT INTO document_full_texts (document_id, file_name, content_type, content, uploaded_at)
     SELECT m.new_id, f.file_name, f.content_type, f.content, f.uploaded_at FROM document_full_texts f JOIN doc_map m ON m.old_id = f.document_id`,
  );
  await tx.query(
    `INSERT INTO document_sources (document_id, source, query, source_id, harvested_at, identifiers)
     SELECT m.new_id, s.source, s.query, s.source_id, s.harvested_at, s.identifiers FROM document_sources s JOIN doc_map m ON m.old_id = s.document_id`,
  );
  await tx.query(
    `INSERT INTO document_merges (investigation_id, document_id, dedupe_key, source, source_id, doi, url, harvester_type, title,
       year, journal, reason, record, filled, merged_at)
     SELECT $1::bigint, m.new_id, g.dedupe_key, g.source, g.source_id, g.doi, g.url, g.harvester_type, g.title, g.year, g.journal,
       g.reason, g.record, g.filled, g.merged_at
     FROM document_merges g JOIN doc_map m ON m.old_id = g.document_id`,
    [copyId],
  );
  await tx.query(
    `INSERT INTO document_entities (document_id, kind, value, score)
     SELECT m.new_id, e.kind, e.value, e.score FROM document_entities e JOIN doc_map m ON m.old_id = e.document_id`,
  );
  return idMapOf(rows);
}

/**
 * The copy's documents show the copies of their images (the persons module copies the images after the documents;
 * until then the copy's documents name the source's images).
 */
export async function relinkCopiedImages(tx: Queryable, copyId: number, images: IdMap): Promise<void> {
  if (images.oldIds.length === 0) return;
  for (const column of ['cover_image_id', 'abstract_image_id'] as const) {
    await tx.query(
      `UPDATE documents d SET ${column} = m.new_id FROM unnest($2::bigint[], $3::bigint[]) AS m (old_id, new_id)
       WHERE d.investigation_id = $1 AND d.${column} = m.old_id`,
      [copyId, images.oldIds, images.newIds],
    );
  }
}
