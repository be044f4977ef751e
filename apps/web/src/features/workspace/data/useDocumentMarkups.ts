import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useWorkspace } from '../state/workspaceContext';
import { markupsQuery, workspaceMarkupsKey, type DocumentMarkups } from './workspaceQueries';

/** The markups of the loaded documents by document id; a document whose markups are missing is drawn plain. */
export type MarkupsByDocument = ReadonlyMap<number, DocumentMarkups>;

function byDocument(results: UseQueryResult<DocumentMarkups[]>[]): MarkupsByDocument {
  const markups = new Map<number, DocumentMarkups>();
  for (const result of results) for (const entry of result.data ?? []) markups.set(entry.documentId, entry);
  return markups;
}

/**
 * Loads the markups of each loaded page of results (one call per page, keyed by its ids and the view level). After a
 * change of level a page shows what it had at another level until its own answer comes, so highlights do not blink.
 */
export function useDocumentMarkups(pageIds: readonly (readonly number[])[], viewLevel: number): MarkupsByDocument {
  const { investigation, apiType } = useWorkspace();
  const queryClient = useQueryClient();
  const cachedAtAnyLevel = (documentIds: readonly number[]) =>
    queryClient
      .getQueriesData<DocumentMarkups[]>({ queryKey: [...workspaceMarkupsKey(investigation.id), documentIds] })
      .find(([, data]) => data !== undefined)?.[1];
  return useQueries({
    queries: pageIds
      .filter((ids) => ids.length > 0)
      .map((documentIds) =>
        markupsQuery({ id: investigation.id, apiType, documentIds, viewLevel, placeholder: cachedAtAnyLevel(documentIds) }),
      ),
    combine: byDocument,
  });
}
