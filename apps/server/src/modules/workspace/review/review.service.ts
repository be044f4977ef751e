import { isTopicInvestigation, type Relevancy, type WorkspaceDocument } from '@quarry/contract';
import type { Database } from '../../../db/database.js';
import { badRequest, notFound } from '../../../http/http-error.js';
import type { InvestigationFacts } from '../../investigations/index.js';
import { documentWrites, loadWorkspaceDocuments } from '../../documents/index.js';
import { documentIdsWithLabel } from '../queries/workspace-documents.repository.js';
import { labelGroups, type IndexChange, type ReviewField } from '../index/index-change.js';
import { RELEVANCY_CODE } from '../index/workspace-index.js';
import type { WorkspaceIndexes } from '../index/workspace-indexes.js';

export type ReviewService = ReturnType<typeof createReviewService>;

/** The written field as the index holds it, read from the document as stored. */
function indexField(
  field: 'relevancy' | 'starred' | 'note' | 'touched',
  doc: WorkspaceDocument,
): { field: ReviewField; value: number } {
  if (field === 'relevancy') return { field, value: RELEVANCY_CODE[doc.relevancy] };
  if (field === 'starred') return { field, value: doc.starred ? 1 : 0 };
  if (field === 'note') return { field: 'noted', value: doc.note ? 1 : 0 };
  return { field, value: 1 };
}

/** The review calls (doc 2 §7): each writes the database, then the loaded index in place. */
export function createReviewService(
  db: Database,
  indexes: WorkspaceIndexes,
  /** Told of each change this process applied (the change bus carries it to the other processes' indexes). */
  reviewed: (change: IndexChange) => void = () => undefined,
  /** Told of each Relevant / Irrelevant / Neutral vote in a Topic investigation (the model learns from them). */
  voted: (investigationId: number) => void = () => undefined,
) {
  const publish = indexes.publisher(reviewed);

  /** Labels as written; `touch` when the write also marked the documents read (changeLabels does). */
  const applyLabels = (investigationId: number, rows: Array<{ id: number; labels: string[] }>, touch = false) =>
    publish({ kind: 'labels', investigationId, touch, groups: labelGroups(rows) });

  async function document(investigationId: number, documentId: number): Promise<WorkspaceDocument> {
    const [doc] = await loadWorkspaceDocuments(db, investigationId, [documentId]);
    if (!doc) throw notFound();
    return doc;
  }

  async function setField(
    investigation: InvestigationFacts,
    documentId: number,
    field: 'relevancy' | 'starred' | 'note' | 'touched',
    value: unknown,
  ) {
    const investigationId = investigation.id;
    const doc = await documentWrites.setReviewFieldAndLoad(db, investigationId, documentId, field, value);
    if (!doc) throw notFound();
    await publish({ kind: 'field', investigationId, documentIds: [documentId], ...indexField(field, doc) });
    return doc;
  }

  return {
    async relevancy(investigation: InvestigationFacts, documentId: number, relevancy: Relevancy) {
      const investigationId = investigation.id;
      if (relevancy !== 'Neutral' && !isTopicInvestigation(investigation.type)) {
        throw badRequest('Relevant and Irrelevant are offered only in Topic investigations');
      }
      const document = await setField(investigation, documentId, 'relevancy', relevancy);
      if (isTopicInvestigation(investigation.type)) voted(investigationId);
      return document;
    },
    starred: (investigation: InvestigationFacts, documentId: number, starred: boolean) =>
      setField(investigation, documentId, 'starred', starred),
    note: (investigation: InvestigationFacts, documentId: number, note: string) =>
      setField(investigation, documentId, 'note', note.trim() === '' ? null : note),
    touched: (investigation: InvestigationFacts, documentId: number) =>
      setField(investigation, documentId, 'touched', true),

    async labels(investigation: InvestigationFacts, documentIds: number[], add: string[], remove: string[]) {
      const investigationId = investigation.id;
      const rows = await documentWrites.changeLabels(db, investigationId, documentIds, add, remove);
      await applyLabels(investigationId, rows, true);
      return rows;
    },

    async documentLabels(investigation: InvestigationFacts, documentId: number, add: string[], remove: string[]) {
      const rows = await this.labels(investigation, [documentId], add, remove);
      if (rows.length === 0) throw notFound();
      return document(investigation.id, documentId);
    },

    async renameLabel(investigation: InvestigationFacts, oldLabel: string, newLabel: string) {
      const investigationId = investigation.id;
      await applyLabels(
        investigationId,
        await documentWrites.renameLabelEverywhere(db, investigationId, oldLabel, newLabel),
      );
    },

    async deleteLabel(investigation: InvestigationFacts, label: string) {
      const investigationId = investigation.id;
      const ids = await documentIdsWithLabel(db, investigationId, label);
      await applyLabels(
        investigationId,
        await documentWrites.changeLabels(db, investigationId, ids, [], [label]),
        true,
      );
    },

    async bulkRead(investigation: InvestigationFacts, documentIds: number[]) {
      const investigationId = investigation.id;
      const ids = await documentWrites.markRead(db, investigationId, documentIds);
      await publish({ kind: 'field', investigationId, field: 'touched', value: 1, documentIds: ids });
      return ids.length;
    },
  };
}
