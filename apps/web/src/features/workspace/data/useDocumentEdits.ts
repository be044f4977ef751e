import { reviewApi, type WorkspaceDocument } from '@quarry/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callApi, quietFailure } from '../../../api';
import { useWorkspace } from '../state/workspaceContext';
import { applyPatch, confirmPatch, previousValues, revertPatch, type DocumentPatch } from './documentEdits';
import { updateDocument, withLabel, type DocumentPages } from './documentPages';
import { applyLabelOp, revertLabelOp, type LabelOp } from './labelRules';
import { countVote } from './votes';
import { workspaceDocumentsKey } from './workspaceQueries';

export interface DocumentEdits {
  setRelevancy: (document: WorkspaceDocument, relevancy: WorkspaceDocument['relevancy']) => Promise<void>;
  setStarred: (document: WorkspaceDocument, starred: boolean) => Promise<void>;
  setNote: (document: WorkspaceDocument, note: string) => Promise<void>;
  /** Opening a document marks it read. */
  touch: (document: WorkspaceDocument) => Promise<void>;
  changeLabels: (document: WorkspaceDocument, ops: readonly LabelOp[]) => Promise<void>;
}

/**
 * The review edits of doc 2 §4: each is applied on screen at once (in every cached result list) and reverted if
 * its call fails, without a message (§8). The answer confirms the edited fields and the read state.
 */
export function useDocumentEdits(): DocumentEdits {
  const queryClient = useQueryClient();
  const { investigation, apiType } = useWorkspace();
  return useMemo(() => {
    const key = workspaceDocumentsKey(investigation.id);
    const change = (id: number, update: (document: WorkspaceDocument) => WorkspaceDocument) =>
      queryClient.setQueriesData<DocumentPages>({ queryKey: key }, (pages) => updateDocument(pages, id, update));
    const params = (document: WorkspaceDocument) => ({ type: apiType, id: investigation.id, docId: document.id });

    async function edit(
      document: WorkspaceDocument,
      patch: DocumentPatch,
      call: () => Promise<WorkspaceDocument>,
      taken?: () => void,
    ) {
      const previous = previousValues(document, patch);
      change(document.id, (shown) => applyPatch(shown, patch));
      try {
        const answer = await call();
        change(document.id, (shown) => confirmPatch(shown, patch, answer));
        taken?.();
      } catch {
        change(document.id, (shown) => revertPatch(shown, patch, previous));
      }
    }

    async function labelCall(document: WorkspaceDocument, op: LabelOp) {
      const endpoint = op.kind === 'add' ? reviewApi.addLabels : reviewApi.removeLabels;
      try {
        const answer = await callApi(endpoint, { params: params(document), body: { labels: [op.label] }, ...quietFailure });
        change(document.id, (shown) => ({ ...shown, touched: answer.touched }));
        if (op.kind === 'add') queryClient.setQueriesData<DocumentPages>({ queryKey: key }, (pages) => withLabel(pages, op.label));
      } catch {
        change(document.id, (shown) => ({ ...shown, labels: revertLabelOp(shown.labels, op) }));
      }
    }

    return {
      // A vote the server took changes what depends on the votes (the suggested terms).
      setRelevancy: (document, relevancy) =>
        edit(
          document,
          { relevancy },
          () => callApi(reviewApi.relevancy, { params: params(document), body: { relevancy }, ...quietFailure }),
          () => countVote(queryClient, investigation.id),
        ),
      setStarred: (document, starred) =>
        edit(document, { starred }, () =>
          callApi(reviewApi.starred, { params: params(document), body: { starred }, ...quietFailure }),
        ),
      setNote: (document, note) =>
        edit(document, { note: note || null }, () =>
          callApi(reviewApi.note, { params: params(document), body: { note }, ...quietFailure }),
        ),
      touch: (document) =>
        document.touched
          ? Promise.resolve()
          : edit(document, { touched: true }, () =>
              callApi(reviewApi.touched, { params: params(document), body: {}, ...quietFailure }),
            ),
      changeLabels: async (document, ops) => {
        for (const op of ops) change(document.id, (shown) => ({ ...shown, labels: applyLabelOp(shown.labels, op) }));
        for (const op of ops) await labelCall(document, op);
      },
    };
  }, [queryClient, investigation.id, apiType]);
}
