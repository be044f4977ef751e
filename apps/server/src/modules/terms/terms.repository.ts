import {
  searchStringTerms,
  type GroupModifier,
  type TermGroup,
  type TermModifier,
  type TermsState,
} from '@quarry/contract';
import type { Queryable } from '../../db/database.js';

interface GroupRow {
  id: number;
  name: string;
  color: number;
  modifier: GroupModifier;
  is_default: boolean;
}
interface TermRow {
  term: string;
  modifier: TermModifier;
  group_id: number;
  selected: boolean;
}

/** Makes the default group, with the search string's terms, unless the investigation has one (idempotent, race-safe). */
/** One change at a time per investigation (held to the end of the transaction). */
export async function lockTerms(tx: Queryable, investigationId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`terms:${investigationId}`]);
}

/** The search string of an investigation's definition, with its family (what scoring needs of it). */
export async function searchOf(
  db: Queryable,
  investigationId: number,
): Promise<{ type: string; search: string | null } | undefined> {
  const { rows } = await db.query<{ type: string; search: string | null }>(
    `SELECT type, definition->>'searchString' AS search FROM investigations WHERE id = $1`,
    [investigationId],
  );
  return rows[0];
}

export async function ensureDefaultGroup(tx: Queryable, investigationId: number): Promise<void> {
  const { rows } = await tx.query<{ id: number; search: string | null }>(
    `INSERT INTO term_groups (investigation_id, name, color, is_default, position)
     SELECT $1, 'Search Terms', 1, true, 0 WHERE NOT EXISTS (SELECT 1 FROM term_groups WHERE investigation_id = $1 AND is_default)
     ON CONFLICT DO NOTHING
     RETURNING id, (SELECT definition->>'searchString' FROM investigations WHERE id = $1) AS search`,
    [investigationId],
  );
  const created = rows[0];
  if (!created) return;
  const terms = searchStringTerms(created.search ?? '');
  await tx.query(
    `INSERT INTO terms (investigation_id, group_id, term, position)
     SELECT $1, $2, t.term, t.ord FROM unnest($3::text[]) WITH ORDINALITY AS t(term, ord) ON CONFLICT DO NOTHING`,
    [investigationId, created.id, terms],
  );
}

/**
 * The search definition, made first (from the search string) when the investigation has none yet: reads first, so
 * the usual call (the workspace's every data call) writes nothing.
 */
export async function loadTermsMadeIfMissing(db: Queryable, investigationId: number): Promise<TermsState> {
  const state = await loadTerms(db, investigationId);
  if (state.termGroups.length > 0) return state;
  await ensureDefaultGroup(db, investigationId);
  return loadTerms(db, investigationId);
}

export async function loadTerms(db: Queryable, investigationId: number): Promise<TermsState> {
  const groups = await db.query<GroupRow>(
    'SELECT id, name, color, modifier, is_default FROM term_groups WHERE investigation_id = $1 ORDER BY position, id',
    [investigationId],
  );
  const terms = await db.query<TermRow>(
    `SELECT t.term, t.modifier, t.group_id, t.selected FROM terms t JOIN term_groups g ON g.id = t.group_id
     WHERE t.investigation_id = $1 ORDER BY g.position, g.id, t.position, t.id`,
    [investigationId],
  );
  return {
    termGroups: groups.rows.map((row): TermGroup => ({
      id: row.id,
      name: row.name,
      color: String(row.color),
      modifier: row.modifier,
      isDefault: row.is_default,
    })),
    terms: terms.rows.map((row) => ({
      term: row.term,
      modifier: row.modifier,
      groupId: row.group_id,
      selected: row.selected,
    })),
  };
}

export async function insertGroup(
  tx: Queryable,
  investigationId: number,
  name: string,
  color: number,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO term_groups (investigation_id, name, color, position)
     SELECT $1, $2, $3, coalesce(max(position), 0) + 1 FROM term_groups WHERE investigation_id = $1 RETURNING id`,
    [investigationId, name, color],
  );
  return rows[0]!.id;
}

export async function insertTerms(
  tx: Queryable,
  investigationId: number,
  groupId: number,
  terms: string[],
  modifier: TermModifier,
): Promise<void> {
  await tx.query(
    `INSERT INTO terms (investigation_id, group_id, term, modifier, position)
     SELECT $1, $2, t.term, $4, (SELECT coalesce(max(position), 0) FROM terms WHERE group_id = $2) + t.ord
     FROM unnest($3::text[]) WITH ORDINALITY AS t(term, ord) ON CONFLICT DO NOTHING`,
    [investigationId, groupId, terms, modifier],
  );
}

/** Updates the one term matching `term` case-insensitively; false when there is none. */
export async function updateTerm(
  tx: Queryable,
  investigationId: number,
  term: string,
  change: { modifier?: TermModifier; groupId?: number; text?: string },
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE terms SET modifier = coalesce($3, modifier), group_id = coalesce($4, group_id), term = coalesce($5, term)
     WHERE investigation_id = $1 AND lower(term) = lower($2)`,
    [investigationId, term, change.modifier ?? null, change.groupId ?? null, change.text ?? null],
  );
  return (rowCount ?? 0) > 0;
}

export async function deleteTerm(tx: Queryable, investigationId: number, term: string): Promise<boolean> {
  const { rowCount } = await tx.query('DELETE FROM terms WHERE investigation_id = $1 AND lower(term) = lower($2)', [
    investigationId,
    term,
  ]);
  return (rowCount ?? 0) > 0;
}

export async function updateGroup(
  tx: Queryable,
  investigationId: number,
  groupId: number,
  change: { name?: string; modifier?: GroupModifier; color?: number },
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE term_groups SET name = coalesce($3, name), modifier = coalesce($4, modifier), color = coalesce($5, color)
     WHERE investigation_id = $1 AND id = $2`,
    [investigationId, groupId, change.name ?? null, change.modifier ?? null, change.color ?? null],
  );
  return (rowCount ?? 0) > 0;
}

/** Deletes a group with its terms; when it was the default, the first remaining group becomes the default. */
export async function deleteGroup(tx: Queryable, investigationId: number, groupId: number): Promise<void> {
  await tx.query('DELETE FROM term_groups WHERE investigation_id = $1 AND id = $2', [investigationId, groupId]);
  await tx.query(
    `UPDATE term_groups SET is_default = true WHERE id = (SELECT id FROM term_groups WHERE investigation_id = $1 ORDER BY position, id LIMIT 1)
       AND NOT EXISTS (SELECT 1 FROM term_groups WHERE investigation_id = $1 AND is_default)`,
    [investigationId],
  );
}

export async function rejectedTerms(db: Queryable, investigationId: number): Promise<string[]> {
  const { rows } = await db.query<{ term: string }>('SELECT term FROM rejected_terms WHERE investigation_id = $1', [
    investigationId,
  ]);
  return rows.map((row) => row.term);
}

export async function rejectTerms(db: Queryable, investigationId: number, terms: string[]): Promise<void> {
  await db.query(
    'INSERT INTO rejected_terms (investigation_id, term) SELECT $1, lower(t) FROM unnest($2::text[]) AS t ON CONFLICT DO NOTHING',
    [investigationId, terms],
  );
}

/** Copies the search definition to a duplicated investigation (inside its transaction). */
export async function copyTerms(tx: Queryable, sourceId: number, copyId: number): Promise<void> {
  await tx.query('CREATE TEMP TABLE group_map (old_id bigint, new_id bigint) ON COMMIT DROP');
  await tx.query(
    `INSERT INTO group_map SELECT id, nextval(pg_get_serial_sequence('term_groups', 'id')) FROM term_groups WHERE investigation_id = $1::bigint`,
    [sourceId],
  );
  await tx.query(
    `INSERT INTO term_groups (id, investigation_id, name, color, modifier, is_default, position)
     SELECT m.new_id, $1::bigint, g.name, g.color, g.modifier, g.is_default, g.position FROM term_groups g JOIN group_map m ON m.old_id = g.id`,
    [copyId],
  );
  await tx.query(
    `INSERT INTO terms (investigation_id, group_id, term, modifier, selected, position)
     SELECT $1::bigint, m.new_id, t.term, t.modifier, t.selected, t.position FROM terms t JOIN group_map m ON m.old_id = t.group_id`,
    [copyId],
  );
  await tx.query(
    'INSERT INTO rejected_terms (investigation_id, term) SELECT $1::bigint, term FROM rejected_terms WHERE investigation_id = $2::bigint',
    [copyId, sourceId],
  );
}
