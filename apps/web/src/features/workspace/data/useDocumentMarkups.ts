import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useWorkspace } from '../state/workspaceContext';
import { markupsQuery, type DocumentMarkups } from './workspaceQueries';

/** The markups of the loaded documents by document id; a document whose markups are missing is drawn plain. */
export type MarkupsByDocument = ReadonlyMap<number, DocumentMarkups>;

function byDocument(results: UseQueryResult<DocumentMarkups[]>[]): MarkupsByDocument {
  const markups = new Map<number, DocumentMarkups>();
  for (const result of results) for (const entry of result.data ?? []) markups.set(entry.documentId, entry);
  return markups;
}

/** Loads the markups of each loaded page of results (one call per page, keyed by its ids). */
export function useDocumentMarkups(pageIds: readonly (readonly number[])[]): MarkupsByDocument {
  const { investigation, apiType } = useWorkspace();
  return useQueries({
    queries: pageIds
      .filter((ids) => ids.length > 0)
      .map((documentIds) => markupsQuery({ id: investigation.id, apiType, documentIds })),
    combine: byDocument,
  });
}
