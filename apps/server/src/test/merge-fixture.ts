import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.js';
import type { NormalizedDocument } from '../engines/harvest/document.js';

/** A preprint record merged into a document, as the ingest would have merged it: answers the merge's id. */
export async function insertMergedRecord(db: Database, investigationId: number, documentId: number): Promise<number> {
  const doi = `10.2139/ssrn.${randomUUID().slice(0, 8)}`;
  const record: NormalizedDocument = {
    type: 'Article',
    title: 'Peat carbon in boreal soils (working paper)',
    abstract: 'A working paper.',
    doi,
    date: '2019-01-01',
    datePrecision: 'Year',
    publicationType: 'preprint',
    harvesterType: 'MICROSOFT',
    authors: [{ name: 'Ada Lovelace', position: 0, affiliations: [] }],
    concepts: [],
    keywords: [],
    provenance: { source: 'openalex', query: 'peat', sourceId: `W${Date.now()}` },
  };
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO document_merges (investigation_id, document_id, dedupe_key, source, source_id, doi, harvester_type, title, year, reason, record)
     VALUES ($1, $2, $3, 'openalex', $4, $5, 'MICROSOFT', $6, 2019, 'similar record', $7) RETURNING id`,
    [investigationId, documentId, `doi:${doi}`, record.provenance.sourceId, doi, record.title, JSON.stringify(record)],
  );
  return rows[0]!.id;
}
