import type { Queryable } from '../../db/database.js';

/** A merge of persons by a user, with when it was undone (null while it stands). */
export interface MergeEventRow {
  investigation_id: number;
  investigation_title: string;
  merged_at: Date;
  undone_at: Date | null;
  user_email: string | null;
  /** The persons' names and ids as they were merged, the kept one first. */
  persons: Array<{ id: number; name: string }>;
}

export async function mergeEvents(db: Queryable): Promise<MergeEventRow[]> {
  const { rows } = await db.query<MergeEventRow>(
    `SELECT m.investigation_id::int AS investigation_id, i.title AS investigation_title, m.merged_at, m.undone_at,
            u.email AS user_email,
            (SELECT coalesce(json_agg(json_build_object('id', (p->>'id')::bigint, 'name', p->>'name') ORDER BY n), '[]')
             FROM jsonb_array_elements(m.before->'persons') WITH ORDINALITY AS x(p, n)) AS persons
     FROM person_merges m JOIN investigations i ON i.id = m.investigation_id LEFT JOIN users u ON u.id = m.merged_by
     ORDER BY m.merged_at, m.id`,
  );
  return rows;
}

/** A Disambiguate vote standing now: Relevant (this person) or Irrelevant (not this person). */
export interface DecisionEventRow {
  investigation_id: number;
  investigation_title: string;
  decided_at: Date;
  relevancy: 'Relevant' | 'Irrelevant';
  person_id: number;
  person_name: string;
}

export async function decisionEvents(db: Queryable): Promise<DecisionEventRow[]> {
  const { rows } = await db.query<DecisionEventRow>(
    `SELECT d.investigation_id::int AS investigation_id, i.title AS investigation_title, d.decided_at, d.relevancy,
            d.person_id::int AS person_id, p.name AS person_name
     FROM person_decisions d JOIN investigations i ON i.id = d.investigation_id JOIN persons p ON p.id = d.person_id
     ORDER BY d.decided_at, d.person_id`,
  );
  return rows;
}

/** The Person investigations, in id order. */
export async function personInvestigationIds(db: Queryable): Promise<number[]> {
  const { rows } = await db.query<{ id: string }>("SELECT id FROM investigations WHERE type = 'Person' ORDER BY id");
  return rows.map((row) => Number(row.id));
}

/** The person's distinct printed names and, per document of it, the other persons named on that document. */
export async function clusterFacts(
  db: Queryable,
  personId: number,
): Promise<{ printedNames: string[]; coauthorsByDocument: number[][] }> {
  const [names, documents] = await Promise.all([
    db.query<{ name: string }>('SELECT DISTINCT name FROM document_authors WHERE person_id = $1 ORDER BY name', [
      personId,
    ]),
    db.query<{ coauthors: string[] }>(
      `SELECT coalesce(array_agg(DISTINCT o.person_id) FILTER (WHERE o.person_id IS NOT NULL AND o.person_id <> $1), '{}') AS coauthors
       FROM document_authors a LEFT JOIN document_authors o ON o.document_id = a.document_id AND o.position <> a.position
       WHERE a.person_id = $1 GROUP BY a.document_id ORDER BY a.document_id`,
      [personId],
    ),
  ]);
  return {
    printedNames: names.rows.map((row) => row.name),
    coauthorsByDocument: documents.rows.map((row) => row.coauthors.map(Number)),
  };
}

export interface ClusteringRunRow {
  id: number;
  finished_at: Date;
  persons: number;
}

/** The investigation's kept clustering runs, oldest first, with how many persons each left. */
export async function clusteringRuns(db: Queryable, investigationId: number): Promise<ClusteringRunRow[]> {
  const { rows } = await db.query<ClusteringRunRow>(
    `SELECT r.id::int AS id, r.finished_at,
            (SELECT count(DISTINCT value)::int FROM jsonb_each_text(r.assignments)) AS persons
     FROM clustering_runs r WHERE r.investigation_id = $1 ORDER BY r.id`,
    [investigationId],
  );
  return rows;
}

/** Which person each mention ("<document_id>:<position>") was with at the end of the run. */
export async function runAssignments(db: Queryable, runId: number): Promise<Record<string, number>> {
  const { rows } = await db.query<{ assignments: Record<string, number> }>(
    'SELECT assignments FROM clustering_runs WHERE id = $1',
    [runId],
  );
  return rows[0]?.assignments ?? {};
}

/** The printed name and the document title of these mentions (those still there). */
export async function mentionLabels(
  db: Queryable,
  mentions: ReadonlyArray<{ documentId: number; position: number }>,
): Promise<Array<{ document_id: number; position: number; name: string; title: string }>> {
  if (mentions.length === 0) return [];
  const { rows } = await db.query<{ document_id: string; position: number; name: string; title: string }>(
    `SELECT a.document_id, a.position, a.name, d.title
     FROM unnest($1::bigint[], $2::int[]) AS m(document_id, position)
     JOIN document_authors a ON a.document_id = m.document_id AND a.position = m.position
     JOIN documents d ON d.id = a.document_id`,
    [mentions.map((mention) => mention.documentId), mentions.map((mention) => mention.position)],
  );
  return rows.map((row) => ({ ...row, document_id: Number(row.document_id) }));
}
