import type { Queryable } from '../../db/database.js';
import type { EntityRecord } from '../../engines/harvest/document-store.js';
import { insertEntities } from './document-store.repository.js';
import {
  EDITABLE_COLUMNS,
  type EditableState,
  type EditableValues,
  type PreviousValues,
} from './document-overwrites.js';

// A user's edits of a document (issue 30): its editable columns, the columns they overwrote, and their history.

const SELECTED = EDITABLE_COLUMNS.map((column) =>
  column === 'date' ? "to_char(date, 'YYYY-MM-DD') AS date" : column,
).join(', ');

/** The document's type, editable columns and overwritten columns, locked for the edit's transaction. */
export async function lockEditableState(
  tx: Queryable,
  investigationId: number,
  documentId: number,
): Promise<EditableState | undefined> {
  const { rows } = await tx.query<EditableValues & { type: string; overwritten: string[] }>(
    `SELECT type, overwritten, ${SELECTED} FROM documents WHERE investigation_id = $1 AND id = $2 FOR UPDATE`,
    [investigationId, documentId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { type, overwritten, ...values } = row;
  return { type, overwritten, values };
}

const SET_COLUMNS = EDITABLE_COLUMNS.map((column) => {
  const cast = column === 'date' ? '::date' : '';
  return `${column} = CASE WHEN x.v ? '${column}' THEN (x.v->>'${column}')${cast} ELSE d.${column} END`;
}).join(', ');

/** Writes the columns of `values` (absent ones stay as they are) and the document's overwritten columns. */
export async function writeEditableColumns(
  tx: Queryable,
  documentId: number,
  values: Partial<EditableValues>,
  overwritten: string[],
): Promise<void> {
  await tx.query(
    `UPDATE documents d SET ${SET_COLUMNS}, overwritten = $3::text[] FROM (SELECT $2::jsonb AS v) x WHERE d.id = $1`,
    [documentId, JSON.stringify(values), overwritten],
  );
}

/** The mined entities of a document (not the source's concepts) give way to those its new text yields. */
export async function replaceMinedEntities(tx: Queryable, documentId: number, rows: EntityRecord[]): Promise<void> {
  await tx.query(`DELETE FROM document_entities WHERE document_id = $1 AND kind <> 'concept'`, [documentId]);
  await insertEntities(tx, rows);
}

export interface EditRow {
  id: number;
  fields: string[];
  previous: PreviousValues;
  previous_overwritten: string[];
  edited_at: Date;
  edited_by: string | null;
}

export async function insertEdit(
  tx: Queryable,
  edit: {
    investigationId: number;
    documentId: number;
    userId: number;
    fields: string[];
    previous: PreviousValues;
    previousOverwritten: string[];
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO document_edits (investigation_id, document_id, user_id, fields, previous, previous_overwritten)
     VALUES ($1, $2, $3, $4::text[], $5::jsonb, $6::text[])`,
    [
      edit.investigationId,
      edit.documentId,
      edit.userId,
      edit.fields,
      JSON.stringify(edit.previous),
      edit.previousOverwritten,
    ],
  );
}

const EDIT_COLUMNS = `e.id, e.fields, e.previous, e.previous_overwritten, e.edited_at, u.nickname AS edited_by
  FROM document_edits e LEFT JOIN users u ON u.id = e.user_id`;

/** The document's edits, newest first. */
export async function editsOf(db: Queryable, investigationId: number, documentId: number): Promise<EditRow[]> {
  const { rows } = await db.query<EditRow>(
    `SELECT ${EDIT_COLUMNS} WHERE e.investigation_id = $1 AND e.document_id = $2 ORDER BY e.id DESC`,
    [investigationId, documentId],
  );
  return rows;
}

/** Takes the document's newest edit out of its history (an undo), answering it; undefined when there is none. */
export async function takeNewestEdit(tx: Queryable, documentId: number): Promise<EditRow | undefined> {
  const { rows } = await tx.query<EditRow>(
    `SELECT ${EDIT_COLUMNS} WHERE e.document_id = $1 ORDER BY e.id DESC LIMIT 1`,
    [documentId],
  );
  const newest = rows[0];
  if (newest) await tx.query('DELETE FROM document_edits WHERE id = $1', [newest.id]);
  return newest;
}
