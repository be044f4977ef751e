import type { Queryable } from '../../db/database.js';
import { type IdMap, idMapOf } from '../../db/id-map.js';
import type { PersonSignature } from './provisional-persons.js';

/** Reserves `count` person ids, so new persons can be linked before the batch is written. */
export async function reservePersonIds(db: Queryable, count: number): Promise<number[]> {
  if (count === 0) return [];
  const { rows } = await db.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence('persons', 'id'))::bigint AS id FROM generate_series(1, $1)`,
    [count],
  );
  return rows.map((row) => row.id);
}

/** Writes new persons and the changed name variants / identifiers of known ones. */
export async function upsertPersons(db: Queryable, investigationId: number, persons: PersonSignature[]) {
  if (persons.length === 0) return;
  const rows = persons.map((person) => ({
    id: person.id,
    name: person.name,
    name_key: person.nameKey,
    orcid: person.orcid ?? null,
    openalex_id: person.openalexId ?? null,
    variants: [...person.variants],
  }));
  await db.query(
    `INSERT INTO persons (id, investigation_id, name, name_key, orcid, openalex_id, variants)
     SELECT x.id, $1, x.name, x.name_key, x.orcid, x.openalex_id, ARRAY(SELECT jsonb_array_elements_text(x.variants))
     FROM jsonb_to_recordset($2::jsonb) AS x(id bigint, name text, name_key text, orcid text, openalex_id text, variants jsonb)
     ON CONFLICT (id) DO UPDATE SET variants = EXCLUDED.variants,
       orcid = COALESCE(persons.orcid, EXCLUDED.orcid), openalex_id = COALESCE(persons.openalex_id, EXCLUDED.openalex_id)`,
    [investigationId, JSON.stringify(rows)],
  );
}

/** Queues name keys for the clustering job (person_clustering_queue). */
export async function queueNameKeys(db: Queryable, investigationId: number, nameKeys: string[]): Promise<void> {
  if (nameKeys.length === 0) return;
  await db.query(
    `INSERT INTO person_clustering_queue (investigation_id, name_key) SELECT $1, k FROM unnest($2::text[]) AS k ON CONFLICT DO NOTHING`,
    [investigationId, [...new Set(nameKeys)]],
  );
}

export interface AuthorLink {
  document_id: number;
  position: number;
  person_id: number;
  name: string;
  raw_affiliation: string | null;
  affiliations: unknown[];
  orcid: string | null;
  openalex_id: string | null;
}

export async function insertAuthorLinks(db: Queryable, links: AuthorLink[]) {
  if (links.length === 0) return;
  // Column arrays through unnest: several times faster than one JSON document for tens of thousands of rows.
  await db.query(
    `INSERT INTO document_authors (document_id, position, person_id, name, raw_affiliation, affiliations, orcid, openalex_id)
     SELECT x.document_id, x.position, x.person_id, x.name, x.raw_affiliation, x.affiliations::jsonb, x.orcid, x.openalex_id
     FROM unnest($1::bigint[], $2::int[], $3::bigint[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
       AS x(document_id, position, person_id, name, raw_affiliation, affiliations, orcid, openalex_id)
     ON CONFLICT DO NOTHING`,
    [
      links.map((l) => l.document_id),
      links.map((l) => l.position),
      links.map((l) => l.person_id),
      links.map((l) => l.name),
      links.map((l) => l.raw_affiliation),
      links.map((l) => JSON.stringify(l.affiliations)),
      links.map((l) => l.orcid),
      links.map((l) => l.openalex_id),
    ],
  );
}

/** The persons already clustered in an investigation (or only those of `personIds`), with what clustering compares. */
export async function loadPersonSignatures(
  db: Queryable,
  investigationId: number,
  personIds?: number[],
): Promise<PersonSignature[]> {
  const wanted = personIds ?? null;
  const { rows } = await db.query<{
    id: number;
    name: string;
    name_key: string;
    orcid: string | null;
    openalex_id: string | null;
    variants: string[];
  }>(
    `SELECT id, name, name_key, orcid, openalex_id, variants FROM persons
     WHERE investigation_id = $1 AND ($2::bigint[] IS NULL OR id = ANY($2::bigint[]))`,
    [investigationId, wanted],
  );
  // One grouped pass each over the investigation's authorships (a subquery per person took 72 s at 20,000 documents).
  const { rows: affiliations } = await db.query<{ person_id: number; names: string[] }>(
    `SELECT a.person_id, array_agg(DISTINCT lower(aff->>'name')) AS names
     FROM documents d JOIN document_authors a ON a.document_id = d.id, jsonb_array_elements(a.affiliations) aff
     WHERE d.investigation_id = $1 AND ($2::bigint[] IS NULL OR a.person_id = ANY($2::bigint[]))
     GROUP BY a.person_id`,
    [investigationId, wanted],
  );
  const { rows: coauthors } = await db.query<{ person_id: number; keys: string[] }>(
    `SELECT a.person_id, array_agg(DISTINCT p.name_key) AS keys
     FROM documents d JOIN document_authors a ON a.document_id = d.id
       JOIN document_authors o ON o.document_id = a.document_id AND o.person_id <> a.person_id
       JOIN persons p ON p.id = o.person_id
     WHERE d.investigation_id = $1 AND ($2::bigint[] IS NULL OR a.person_id = ANY($2::bigint[]))
     GROUP BY a.person_id`,
    [investigationId, wanted],
  );
  const affiliationsOf = new Map(affiliations.map((row) => [Number(row.person_id), row.names]));
  const coauthorKeysOf = new Map(coauthors.map((row) => [Number(row.person_id), row.keys]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    nameKey: row.name_key,
    orcid: row.orcid ?? undefined,
    openalexId: row.openalex_id ?? undefined,
    variants: new Set(row.variants),
    affiliations: new Set((affiliationsOf.get(Number(row.id)) ?? []).filter((name): name is string => Boolean(name))),
    coauthorKeys: new Set(coauthorKeysOf.get(Number(row.id)) ?? []),
  }));
}

/** Of `personIds`, deletes the persons of the investigation left with no authorship. */
export async function deleteLonePersons(tx: Queryable, investigationId: number, personIds: number[]): Promise<void> {
  if (personIds.length === 0) return;
  await tx.query(
    `DELETE FROM persons p WHERE p.investigation_id = $1 AND p.id = ANY($2::bigint[])
       AND NOT EXISTS (SELECT 1 FROM document_authors a WHERE a.person_id = p.id)`,
    [investigationId, personIds],
  );
}

/**
 * Copies an investigation's persons, their Disambiguate votes and their authorships to its copy, inside the
 * duplicate's transaction, the authorships onto the documents' copies (`documents`: the documents module's old → new
 * ids). Answers the persons' old → new ids (for the removed authors and the insights copied next), and leaves them in
 * this module's temporary table person_map for its images (copyImages).
 */
export async function copyPersons(tx: Queryable, sourceId: number, copyId: number, documents: IdMap): Promise<IdMap> {
  await tx.query('CREATE TEMP TABLE person_map (old_id bigint, new_id bigint) ON COMMIT DROP');
  const { rows } = await tx.query<{ old_id: number; new_id: number }>(
    `INSERT INTO person_map SELECT id, nextval(pg_get_serial_sequence('persons', 'id')) FROM persons WHERE investigation_id = $1::bigint
     RETURNING old_id, new_id`,
    [sourceId],
  );
  await tx.query(
    `INSERT INTO persons (id, investigation_id, name, name_key, orcid, openalex_id, variants, name_overridden, university_profile_url, last_reviewed_at)
     SELECT m.new_id, $1::bigint, p.name, p.name_key, p.orcid, p.openalex_id, p.variants, p.name_overridden, p.university_profile_url, p.last_reviewed_at
     FROM persons p JOIN person_map m ON m.old_id = p.id`,
    [copyId],
  );
  // The reviewers' Disambiguate votes; the merge history is not copied (the copy starts with the persons as they are).
  await tx.query(
    `INSERT INTO person_decisions (investigation_id, person_id, relevancy, decided_at)
     SELECT $1::bigint, m.new_id, d.relevancy, d.decided_at FROM person_decisions d JOIN person_map m ON m.old_id = d.person_id`,
    [copyId],
  );
  await tx.query(
    `WITH doc_map AS (SELECT * FROM unnest($1::bigint[], $2::bigint[]) AS m(old_id, new_id))
     INSERT INTO document_authors (document_id, position, person_id, name, raw_affiliation, affiliations, orcid, openalex_id, clustered)
     SELECT dm.new_id, a.position, pm.new_id, a.name, a.raw_affiliation, a.affiliations, a.orcid, a.openalex_id, a.clustered
     FROM document_authors a JOIN doc_map dm ON dm.old_id = a.document_id JOIN person_map pm ON pm.old_id = a.person_id`,
    [documents.oldIds, documents.newIds],
  );
  return idMapOf(rows);
}
