import type { Queryable } from '../../db/database.js';
import type { MentionRow, MergeRecord, Vote } from './clustering-plan.js';

/** The next name keys queued for clustering after `after` (in order), with each key's mention count. */
export async function queuedNameKeys(
  db: Queryable,
  investigationId: number,
  after: string,
  limit: number,
): Promise<Array<{ name_key: string; mentions: number }>> {
  const { rows: queued } = await db.query<{ name_key: string }>(
    'SELECT name_key FROM person_clustering_queue WHERE investigation_id = $1 AND name_key > $2 ORDER BY name_key LIMIT $3',
    [investigationId, after, limit],
  );
  if (queued.length === 0) return [];
  const keys = queued.map((row) => row.name_key);
  const { rows } = await db.query<{ name_key: string; mentions: number }>(
    `SELECT p.name_key, count(*)::int AS mentions FROM persons p JOIN document_authors a ON a.person_id = p.id
     WHERE p.investigation_id = $1 AND p.name_key = ANY($2::text[]) GROUP BY p.name_key`,
    [investigationId, keys],
  );
  const counts = new Map(rows.map((row) => [row.name_key, row.mentions]));
  return keys.map((name_key) => ({ name_key, mentions: counts.get(name_key) ?? 0 }));
}

export async function dequeueNameKeys(tx: Queryable, investigationId: number, nameKeys: string[]): Promise<void> {
  await tx.query('DELETE FROM person_clustering_queue WHERE investigation_id = $1 AND name_key = ANY($2::text[])', [
    investigationId,
    nameKeys,
  ]);
}

/** Every authorship of the persons with these name keys, with what the engine compares of their papers. */
const MENTION_COLUMNS = `a.document_id, a.position, a.person_id, a.name, a.affiliations, a.orcid, a.openalex_id, a.clustered,
       d.title, d.abstract, d.keywords, d.journal, extract(year FROM d.date)::int AS year,
       (SELECT array_agg(o.name ORDER BY o.position) FROM document_authors o
         WHERE o.document_id = a.document_id AND o.position <> a.position) AS coauthors`;

const numbered = (rows: MentionRow[]) =>
  rows.map((row) => ({ ...row, document_id: Number(row.document_id), person_id: Number(row.person_id) }));

export async function mentionsOfNameKeys(
  db: Queryable,
  investigationId: number,
  nameKeys: string[],
): Promise<MentionRow[]> {
  const { rows } = await db.query<MentionRow>(
    `SELECT ${MENTION_COLUMNS}
     FROM persons p JOIN document_authors a ON a.person_id = p.id JOIN documents d ON d.id = a.document_id
     WHERE p.investigation_id = $1 AND p.name_key = ANY($2::text[])
     ORDER BY a.document_id, a.position`,
    [investigationId, nameKeys],
  );
  return numbered(rows);
}

/** The mentions of these persons (the newest documents first, at most `perPerson` each). */
export async function mentionsOfPersons(
  db: Queryable,
  investigationId: number,
  personIds: number[],
  perPerson: number,
): Promise<MentionRow[]> {
  const { rows } = await db.query<MentionRow>(
    `SELECT * FROM (
       SELECT ${MENTION_COLUMNS}, row_number() OVER (PARTITION BY a.person_id ORDER BY d.date DESC NULLS LAST, a.document_id) AS nth
       FROM persons p JOIN document_authors a ON a.person_id = p.id JOIN documents d ON d.id = a.document_id
       WHERE p.investigation_id = $1 AND p.id = ANY($2::bigint[])) m
     WHERE nth <= $3 ORDER BY person_id, nth`,
    [investigationId, personIds, perPerson],
  );
  return numbered(rows);
}

/** The merges (standing and undone) that kept one of these persons, with the mentions the merged persons had. */
export async function mergesKeeping(
  db: Queryable,
  investigationId: number,
  personIds: number[],
): Promise<MergeRecord[]> {
  const { rows } = await db.query<{
    person_id: number;
    authorships: Array<{ document_id: number; position: number }>;
    undone: boolean;
    at: Date;
  }>(
    `SELECT person_id, before->'authorships' AS authorships, undone_at IS NOT NULL AS undone, coalesce(undone_at, merged_at) AS at
     FROM person_merges WHERE investigation_id = $1 AND person_id = ANY($2::bigint[])`,
    [investigationId, personIds],
  );
  return rows.map((row) => ({
    keptId: Number(row.person_id),
    mergedMentionIds: row.authorships.map((a) => `${a.document_id}:${a.position}`),
    undone: row.undone,
    at: row.at.getTime(),
  }));
}

/** The Disambiguate votes of the investigation. */
export async function votesOf(db: Queryable, investigationId: number): Promise<Vote[]> {
  const { rows } = await db.query<{ person_id: number; relevancy: Vote['relevancy']; decided_at: Date }>(
    'SELECT person_id, relevancy, decided_at FROM person_decisions WHERE investigation_id = $1',
    [investigationId],
  );
  return rows.map((row) => ({
    personId: Number(row.person_id),
    relevancy: row.relevancy,
    at: row.decided_at.getTime(),
  }));
}

/**
 * Locks the persons of these name keys and answers whether their authorships are still those read (`expected`:
 * "document:position:person" sorted): a harvest, a merge or an undo since then makes this run's result stale.
 */
export async function lockUnchanged(
  tx: Queryable,
  investigationId: number,
  nameKeys: string[],
  expected: string[],
): Promise<boolean> {
  await tx.query(
    'SELECT id FROM persons WHERE investigation_id = $1 AND name_key = ANY($2::text[]) ORDER BY id FOR UPDATE',
    [investigationId, nameKeys],
  );
  const { rows } = await tx.query<{ key: string }>(
    `SELECT a.document_id || ':' || a.position || ':' || a.person_id AS key
     FROM persons p JOIN document_authors a ON a.person_id = p.id
     WHERE p.investigation_id = $1 AND p.name_key = ANY($2::text[])
     ORDER BY a.document_id, a.position`,
    [investigationId, nameKeys],
  );
  return rows.length === expected.length && rows.every((row, index) => row.key === expected[index]);
}

export interface NewPersonRow {
  id: number;
  name: string;
  nameKey: string;
  variants: string[];
  orcid: string | null;
  openalexId: string | null;
}

export async function insertPersons(tx: Queryable, investigationId: number, persons: NewPersonRow[]): Promise<void> {
  if (persons.length === 0) return;
  await tx.query(
    `INSERT INTO persons (id, investigation_id, name, name_key, orcid, openalex_id, variants)
     SELECT x.id, $1, x.name, x."nameKey", x.orcid, x."openalexId", ARRAY(SELECT jsonb_array_elements_text(x.variants))
     FROM jsonb_to_recordset($2::jsonb) AS x(id bigint, name text, "nameKey" text, orcid text, "openalexId" text, variants jsonb)`,
    [investigationId, JSON.stringify(persons)],
  );
}

/** Puts each mention with its person and marks it placed by the engine. */
export async function placeMentions(
  tx: Queryable,
  placements: Array<{ documentId: number; position: number; personId: number }>,
): Promise<void> {
  if (placements.length === 0) return;
  await tx.query(
    `UPDATE document_authors a SET person_id = x.person_id, clustered = true
     FROM unnest($1::bigint[], $2::int[], $3::bigint[]) AS x(document_id, position, person_id)
     WHERE a.document_id = x.document_id AND a.position = x.position`,
    [placements.map((p) => p.documentId), placements.map((p) => p.position), placements.map((p) => p.personId)],
  );
}

/** The name variants of these persons become the names their mentions print now. */
export async function refreshVariants(tx: Queryable, personIds: number[]): Promise<void> {
  if (personIds.length === 0) return;
  await tx.query(
    `UPDATE persons p SET variants = ARRAY(SELECT DISTINCT a.name FROM document_authors a WHERE a.person_id = p.id ORDER BY 1)
     WHERE p.id = ANY($1::bigint[])`,
    [personIds],
  );
}

/** A person the clustering emptied: its Disambiguate vote goes to the person that took its mentions (unless that one has its own), then it goes. */
export async function retirePerson(
  tx: Queryable,
  investigationId: number,
  personId: number,
  intoId: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO person_decisions (investigation_id, person_id, relevancy, decided_at)
     SELECT investigation_id, $3, relevancy, decided_at FROM person_decisions WHERE investigation_id = $1 AND person_id = $2
     ON CONFLICT (investigation_id, person_id) DO NOTHING`,
    [investigationId, personId, intoId],
  );
  // What a reviewer gave the retired person goes on with its mentions where the other has none of it: a name
  // override, the profile page, the picture (its image row follows, or deleting the person would delete it), the review time.
  await tx.query(
    `UPDATE persons target SET
       name = CASE WHEN retired.name_overridden AND NOT target.name_overridden THEN retired.name ELSE target.name END,
       name_overridden = target.name_overridden OR retired.name_overridden,
       university_profile_url = coalesce(target.university_profile_url, retired.university_profile_url),
       author_image_id = coalesce(target.author_image_id, retired.author_image_id),
       last_reviewed_at = greatest(target.last_reviewed_at, retired.last_reviewed_at)
     FROM persons retired
     WHERE target.investigation_id = $1 AND target.id = $3 AND retired.investigation_id = $1 AND retired.id = $2
       AND NOT EXISTS (SELECT 1 FROM document_authors a WHERE a.person_id = retired.id)`,
    [investigationId, personId, intoId],
  );
  await tx.query(
    `UPDATE images SET person_id = $3 WHERE investigation_id = $1 AND person_id = $2
       AND id = (SELECT author_image_id FROM persons WHERE investigation_id = $1 AND id = $3)`,
    [investigationId, personId, intoId],
  );
  await tx.query(
    `DELETE FROM persons p WHERE p.investigation_id = $1 AND p.id = $2 AND NOT EXISTS (SELECT 1 FROM document_authors a WHERE a.person_id = p.id)`,
    [investigationId, personId],
  );
}

/** Rows a statement marks placed at a time: one UPDATE of a prolific name's 50,000 mentions held the embedded engine 2.5 s. */
const PLACED_PER_STATEMENT = 2_000;

/**
 * Marks these keys' mentions placed as they are (a name block too large for the engine keeps the harvest's
 * placement), a few thousand rows a statement so that requests get the engine in between. Idempotent.
 */
export async function markPlaced(db: Queryable, investigationId: number, nameKeys: string[]): Promise<void> {
  for (;;) {
    const { rowCount } = await db.query(
      `WITH batch AS (
         SELECT a.document_id, a.position FROM persons p JOIN document_authors a ON a.person_id = p.id
         WHERE p.investigation_id = $1 AND p.name_key = ANY($2::text[]) AND NOT a.clustered LIMIT $3)
       UPDATE document_authors a SET clustered = true FROM batch b WHERE a.document_id = b.document_id AND a.position = b.position`,
      [investigationId, nameKeys, PLACED_PER_STATEMENT],
    );
    if (!rowCount) return;
  }
}

/** The name key of a person of the investigation (undefined: no such person). */
export async function nameKeyOfPerson(
  db: Queryable,
  investigationId: number,
  personId: number,
): Promise<string | undefined> {
  const { rows } = await db.query<{ name_key: string }>(
    'SELECT name_key FROM persons WHERE investigation_id = $1 AND id = $2',
    [investigationId, personId],
  );
  return rows[0]?.name_key;
}

/** Marks every mention of the persons with this name key unplaced, and queues the key: the next clustering takes their block from scratch. */
export async function unplaceNameKey(tx: Queryable, investigationId: number, nameKey: string): Promise<void> {
  await tx.query(
    `UPDATE document_authors a SET clustered = false FROM persons p
     WHERE p.id = a.person_id AND p.investigation_id = $1 AND p.name_key = $2 AND a.clustered`,
    [investigationId, nameKey],
  );
  await tx.query(
    'INSERT INTO person_clustering_queue (investigation_id, name_key) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [investigationId, nameKey],
  );
}

/**
 * Marks every placed mention of the investigation unplaced, a few thousand rows a statement (as markPlaced), and
 * queues every name key of its persons: the next clustering takes the whole investigation from scratch.
 */
export async function unplaceInvestigation(db: Queryable, investigationId: number): Promise<void> {
  for (;;) {
    const { rowCount } = await db.query(
      `WITH batch AS (
         SELECT a.document_id, a.position FROM persons p JOIN document_authors a ON a.person_id = p.id
         WHERE p.investigation_id = $1 AND a.clustered LIMIT $2)
       UPDATE document_authors a SET clustered = false FROM batch b WHERE a.document_id = b.document_id AND a.position = b.position`,
      [investigationId, PLACED_PER_STATEMENT],
    );
    if (!rowCount) break;
  }
  await db.query(
    `INSERT INTO person_clustering_queue (investigation_id, name_key)
     SELECT DISTINCT investigation_id, name_key FROM persons WHERE investigation_id = $1 ON CONFLICT DO NOTHING`,
    [investigationId],
  );
}

/** Whether the investigation has an author mention to disambiguate. */
export async function hasMentions(db: Queryable, investigationId: number): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM persons p WHERE p.investigation_id = $1 AND EXISTS (SELECT 1 FROM document_authors a WHERE a.person_id = p.id) LIMIT 1',
    [investigationId],
  );
  return rows.length > 0;
}

/** The investigations with persons (every person of one has a mention: an emptied one is retired), in id order. */
export async function investigationsWithPersons(db: Queryable): Promise<number[]> {
  const { rows } = await db.query<{ investigation_id: string }>(
    'SELECT DISTINCT investigation_id FROM persons ORDER BY investigation_id',
  );
  return rows.map((row) => Number(row.investigation_id));
}
