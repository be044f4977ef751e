import { reviewApi, type WorkspaceDocument } from '@quarry/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callApi, quietFailure } from '../../../api';
import { useWorkspace } from '../state/workspaceContext';
import { changeLabel, markRead, restoreField, snapshotDocuments, type BulkField } from './bulkEdits';
import { updateDocuments, withLabel, type DocumentPages } from './documentPages';
import { workspaceDocumentsKey } from './workspaceQueries';

export interface BulkEdits {
  /** Marks the documents read; gives whether the server took it. */
  markRead: (documentIds: readonly number[]) => Promise<boolean>;
  /** Adds (or removes) one label on the documents; gives whether the server took it. */
  label: (documentIds: readonly number[], label: string, add: boolean) => Promise<boolean>;
}

/**
 * The bulk edits of the selected documents (doc 2 §4, §7: bulkread and label/bulk): shown at once in every cached
 * result list and reverted without a message if the call fails (§8); the results are reloaded after a success
 * (a read document may leave an Unread list, a label its filter).
 */
export function useBulkEdits(): BulkEdits {
  const queryClient = useQueryClient();
  const { investigation, apiType } = useWorkspace();
  return useMemo(() => {
    const key = workspaceDocumentsKey(investigation.id);
    const params = { type: apiType, id: investigation.id };

    async function bulk(
      documentIds: readonly number[],
      field: BulkField,
      change: (document: WorkspaceDocument) => WorkspaceDocument,
      call: () => Promise<unknown>,
      after?: () => void,
    ): Promise<boolean> {
      const ids = new Set(documentIds);
      const lists = queryClient.getQueriesData<DocumentPages>({ queryKey: key }).map(([, pages]) => pages);
      const before = snapshotDocuments(lists, ids);
      queryClient.setQueriesData<DocumentPages>({ queryKey: key }, (pages) => updateDocuments(pages, ids, change));
      try {
        await call();
      } catch {
        queryClient.setQueriesData<DocumentPages>({ queryKey: key }, (pages) =>
          updateDocuments(pages, ids, restoreField(field, before)),
        );
        return false;
      }
      after?.();
      await queryClient.invalidateQueries({ queryKey: key });
      return true;
    }

    return {
      markRead: (documentIds) =>
        bulk(documentIds, 'touched', markRead, () =>
          callApi(reviewApi.bulkRead, { params, body: { documentIds: [...documentIds] }, ...quietFailure }),
        ),
      label: (documentIds, label, add) =>
        bulk(
          documentIds,
          'labels',
          changeLabel(label, add),
          () =>
            callApi(reviewApi.labelBulk, {
              params,
              body: { label, add, documentIds: [...documentIds] },
              ...quietFailure,
            }),
          () => {
            if (add) queryClient.setQueriesData<DocumentPages>({ queryKey: key }, (pages) => withLabel(pages, label));
          },
        ),
    };
  }, [queryClient, investigation.id, apiType]);
}
