import { isTopicInvestigation, type Relevancy, type WorkspaceDocument } from '@quarry/contract';
import type { Database } from '../../db/database.js';
import { badRequest, notFound } from '../../http/http-error.js';
import type { InvestigationRow } from '../investigations/index.js';
import { changeLabels, documentIdsWithLabel, markRead, renameLabelEverywhere, setReviewField } from './review.repository.js';
import { loadDocuments } from './workspace-documents.repository.js';
import { RELEVANCY_CODE, setLabels, setRelevancy, type WorkspaceIndex } from './workspace-index.js';
import type { WorkspaceIndexes } from './workspace-indexes.js';

export type ReviewService = ReturnType<typeof createReviewService>;

/** The review calls (doc 2 §7): each writes the database, then the loaded index in place. */
export function createReviewService(
  db: Database,
  indexes: WorkspaceIndexes,
  /** Told once per call that changed documents (other processes then drop their copy of the index). */
  reviewed: (investigationId: number) => void = () => undefined,
  /** Told of each Relevant / Irrelevant / Neutral vote in a Topic investigation (the model learns from them). */
  voted: (investigationId: number) => void = () => undefined,
) {
  const onIndex = (investigationId: number, documentId: number, change: (index: WorkspaceIndex, dense: number) => void) =>
    indexes.update(investigationId, (index) => {
      const dense = index.denseOf.get(documentId);
      if (dense !== undefined) change(index, dense);
    });

  /** Labels written to the index; `touch` when the write also marked the documents read (changeLabels does). */
  const applyLabels = async (investigationId: number, rows: Array<{ id: number; labels: string[] }>, touch = false) => {
    for (const row of rows) {
      await onIndex(investigationId, row.id, (index, d) => {
        setLabels(index, d, row.labels);
        if (touch) index.touched[d] = 1;
      });
    }
    if (rows.length > 0) reviewed(investigationId);
  };

  async function document(investigationId: number, documentId: number): Promise<WorkspaceDocument> {
    const [doc] = await loadDocuments(db, investigationId, [documentId]);
    if (!doc) throw notFound();
    return doc;
  }

  async function setField(investigation: InvestigationRow, documentId: number, field: 'relevancy' | 'starred' | 'note' | 'touched', value: unknown) {
    const investigationId = investigation.id;
    if (!(await setReviewField(db, investigationId, documentId, field, value))) throw notFound();
    const doc = await document(investigationId, documentId);
    await onIndex(investigationId, documentId, (index, d) => {
      setRelevancy(index, d, RELEVANCY_CODE[doc.relevancy]);
      index.starred[d] = doc.starred ? 1 : 0;
      index.noted[d] = doc.note ? 1 : 0;
      index.touched[d] = 1;
    });
    reviewed(investigationId);
    return doc;
  }

  return {
    async relevancy(investigation: InvestigationRow, documentId: number, relevancy: Relevancy) {
      const investigationId = investigation.id;
      if (relevancy !== 'Neutral' && !isTopicInvestigation(investigation.type)) {
        throw badRequest('Relevant and Irrelevant are offered only in Topic investigations');
      }
      const document = await setField(investigation, documentId, 'relevancy', relevancy);
      if (isTopicInvestigation(investigation.type)) voted(investigationId);
      return document;
    },
    starred: (investigation: InvestigationRow, documentId: number, starred: boolean) =>
      setField(investigation, documentId, 'starred', starred),
    note: (investigation: InvestigationRow, documentId: number, note: string) =>
      setField(investigation, documentId, 'note', note.trim() === '' ? null : note),
    touched: (investigation: InvestigationRow, documentId: number) => setField(investigation, documentId, 'touched', true),

    async labels(investigation: InvestigationRow, documentIds: number[], add: string[], remove: string[]) {
      const investigationId = investigation.id;
      const rows = await changeLabels(db, investigationId, documentIds, add, remove);
      await applyLabels(investigationId, rows, true);
      return rows;
    },

    async documentLabels(investigation: InvestigationRow, documentId: number, add: string[], remove: string[]) {
      const rows = await this.labels(investigation, [documentId], add, remove);
      if (rows.length === 0) throw notFound();
      return document(investigation.id, documentId);
    },

    async renameLabel(investigation: InvestigationRow, oldLabel: string, newLabel: string) {
      const investigationId = investigation.id;
      await applyLabels(investigationId, await renameLabelEverywhere(db, investigationId, oldLabel, newLabel));
    },

    async deleteLabel(investigation: InvestigationRow, label: string) {
      const investigationId = investigation.id;
      const ids = await documentIdsWithLabel(db, investigationId, label);
      await applyLabels(investigationId, await changeLabels(db, investigationId, ids, [], [label]), true);
    },

    async bulkRead(investigation: InvestigationRow, documentIds: number[]) {
      const investigationId = investigation.id;
      const ids = await markRead(db, investigationId, documentIds);
      for (const id of ids) await onIndex(investigationId, id, (index, d) => (index.touched[d] = 1));
      if (ids.length > 0) reviewed(investigationId);
      return ids.length;
    },
  };
}
