import { randomUUID } from 'node:crypto';
import {
  type CreateDocumentBody,
  type DocumentEdit,
  documentMessages,
  type DocumentOverwrites,
  type OverwrittenField,
  type WorkspaceDocument,
} from '@quarry/contract';
import type { Database, Queryable } from '../../db/database.js';
import type { NormalizedAuthor } from '../../engines/harvest/document.js';
import { badRequest, notFound } from '../../http/http-error.js';
import { creationKey, creationRecord, creationSource, minedEntities, miningOf } from './document-creation.js';
import {
  editsOf,
  insertEdit,
  lockEditableState,
  replaceMinedEntities,
  takeNewestEdit,
  writeEditableColumns,
} from './document-edits.repository.js';
import {
  authorsOfOverwrite,
  columnChanges,
  type EditableValues,
  emptyValues,
  fieldsOf,
  firstIssue,
  overwrittenMarks,
  previousAsFields,
  previousValuesOf,
} from './document-overwrites.js';
import { loadDocuments } from './document-review.repository.js';
import { insertDocuments, insertEntities, insertSources } from './document-store.repository.js';

/** What this module asks the persons module, which owns persons and authorships (handed in by the wiring). */
export interface DocumentAuthorsPort {
  authorsOf(db: Queryable, documentId: number): Promise<NormalizedAuthor[]>;
  /** Replaces the document's authorships, placing each name as a harvest places it, inside the caller's transaction. */
  replace(tx: Queryable, investigationId: number, documentId: number, authors: NormalizedAuthor[]): Promise<void>;
  /** New authorships were stored: the persons module disambiguates them in the background. */
  stored(investigationId: number): Promise<void>;
}

export interface DocumentEditingDeps {
  db: Database;
  authors: DocumentAuthorsPort;
  /** The investigation's document count grows, inside the caller's transaction (the investigations module's). */
  addToDocumentCount(tx: Queryable, investigationId: number, added: number): Promise<void>;
  /** A document entered or changed: loaded indexes rebuild and open lists hear of it, as after a harvest batch. */
  changed(investigationId: number, added: number): void;
}

export type DocumentEditingService = ReturnType<typeof createDocumentEditingService>;

const EMPTY_VALUES = emptyValues();
const textChanged = (columns: Partial<EditableValues>) => 'title' in columns || 'abstract' in columns;

/**
 * Documents users write (doc 2 §4, §7): a create enters the workspace as a harvested document does; an edit
 * overwrites the fields it sets, marks them as the user's (a harvest never fills them again) and keeps the values
 * it replaced, which an undo gives back. The dialog's rules are checked before anything is stored.
 */
export function createDocumentEditingService(deps: DocumentEditingDeps) {
  const { db, authors } = deps;

  async function loaded(investigationId: number, documentId: number): Promise<WorkspaceDocument> {
    const [document] = await loadDocuments(db, investigationId, [documentId]);
    if (!document) throw notFound();
    return document;
  }

  /** The document's columns and authors as an edit or an undo leaves them, with its text mined again if it changed. */
  async function write(
    tx: Queryable,
    investigationId: number,
    documentId: number,
    change: { type: string; values: EditableValues; columns: Partial<EditableValues>; overwritten: string[] },
    newAuthors: NormalizedAuthor[] | undefined,
  ): Promise<void> {
    await writeEditableColumns(tx, documentId, change.columns, change.overwritten);
    if (newAuthors) await authors.replace(tx, investigationId, documentId, newAuthors);
    if (textChanged(change.columns)) {
      const mining = miningOf(change.type, { ...change.values, ...change.columns });
      await replaceMinedEntities(tx, documentId, minedEntities(documentId, mining));
    }
  }

  async function after(investigationId: number, added: number, authorsChanged: boolean): Promise<void> {
    deps.changed(investigationId, added);
    if (authorsChanged) await authors.stored(investigationId);
  }

  return {
    async create(investigationId: number, body: CreateDocumentBody): Promise<WorkspaceDocument> {
      const { documentType: type, overwrites } = body;
      const issue = firstIssue({ type, values: EMPTY_VALUES }, [], overwrites, true);
      if (issue) throw badRequest(issue.message);
      const values = columnChanges(overwrites);
      const mining = miningOf(type, { ...EMPTY_VALUES, ...values });
      const documentId = await db.transaction(async (tx) => {
        const insert = async (key: string) => {
          const { idByKey, newKeys } = await insertDocuments(
            tx,
            investigationId,
            [creationRecord(type, values, key, mining)],
            [key],
          );
          return newKeys.has(key) ? idByKey.get(key) : undefined;
        };
        // A work already there keeps its key; the user's document stands beside it under a key of its own.
        const id = (await insert(creationKey(type, values))) ?? (await insert(`user:${randomUUID()}`));
        if (id === undefined) throw new Error('The created document was not stored');
        await writeEditableColumns(tx, id, {}, overwrittenMarks(fieldsOf(overwrites)));
        if (overwrites.authors?.length)
          await authors.replace(tx, investigationId, id, authorsOfOverwrite(overwrites.authors));
        await insertEntities(tx, minedEntities(id, mining));
        await insertSources(tx, [creationSource(id)], null);
        await deps.addToDocumentCount(tx, investigationId, 1);
        return id;
      });
      await after(investigationId, 1, Boolean(overwrites.authors?.length));
      return loaded(investigationId, documentId);
    },

    async edit(
      investigationId: number,
      documentId: number,
      userId: number,
      overwrites: DocumentOverwrites,
    ): Promise<WorkspaceDocument> {
      const fields = fieldsOf(overwrites);
      if (fields.length === 0) return loaded(investigationId, documentId);
      await db.transaction(async (tx) => {
        const state = await lockEditableState(tx, investigationId, documentId);
        if (!state) throw notFound();
        const current = await authors.authorsOf(tx, documentId);
        const issue = firstIssue(state, current, overwrites, false);
        if (issue) throw badRequest(issue.message);
        const previousOverwritten = state.overwritten;
        const overwritten = [...new Set([...previousOverwritten, ...overwrittenMarks(fields)])];
        const columns = columnChanges(overwrites);
        const newAuthors = overwrites.authors && authorsOfOverwrite(overwrites.authors);
        await write(tx, investigationId, documentId, { ...state, columns, overwritten }, newAuthors);
        const previous = previousValuesOf(fields, state.values, newAuthors && current);
        await insertEdit(tx, { investigationId, documentId, userId, fields, previous, previousOverwritten });
      });
      await after(investigationId, 0, fields.includes('authors'));
      return loaded(investigationId, documentId);
    },

    async history(investigationId: number, documentId: number): Promise<{ edits: DocumentEdit[] }> {
      await loaded(investigationId, documentId);
      const rows = await editsOf(db, investigationId, documentId);
      return {
        edits: rows.map((row) => ({
          id: Number(row.id),
          editedAt: new Date(row.edited_at).toISOString(),
          editedBy: row.edited_by,
          fields: row.fields,
          previous: previousAsFields(row.fields as OverwrittenField[], row.previous),
        })),
      };
    },

    async undo(investigationId: number, documentId: number): Promise<WorkspaceDocument> {
      const restoredAuthors = await db.transaction(async (tx) => {
        const state = await lockEditableState(tx, investigationId, documentId);
        if (!state) throw notFound();
        const edit = await takeNewestEdit(tx, documentId);
        if (!edit) throw badRequest(documentMessages.nothingToUndo);
        const { columns, authors: previousAuthors } = edit.previous;
        await write(
          tx,
          investigationId,
          documentId,
          { ...state, columns, overwritten: edit.previous_overwritten },
          previousAuthors,
        );
        return previousAuthors !== undefined;
      });
      await after(investigationId, 0, restoredAuthors);
      return loaded(investigationId, documentId);
    },
  };
}
