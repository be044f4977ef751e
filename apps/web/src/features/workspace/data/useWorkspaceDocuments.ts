import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { InvestigationData, WorkspaceDocument } from '@quarry/contract';
import { useCallback, useState } from 'react';
import { useFilterSpec, useWorkspace } from '../state/workspaceContext';
import { listedCounts, loadedDocuments, MAX_NEXT_DOCUMENTS } from './documentPages';
import { documentsQuery } from './workspaceQueries';

export interface WorkspaceResults {
  data: InvestigationData | undefined;
  documents: WorkspaceDocument[];
  /** How many documents are listed of how many the spec matches. */
  shown: number;
  total: number;
  /** The ids of each loaded page, in order (markups are loaded page by page). */
  pageIds: number[][];
  /** Nothing to show yet (the first load). */
  loading: boolean;
  fetching: boolean;
  fetchingMore: boolean;
  /** The rest is being loaded (loadAll). */
  loadingAll: boolean;
  hasMore: boolean;
  /** The documents are the previous spec's, kept on screen while the current spec's load. */
  stale: boolean;
  loadMore: () => void;
  /**
   * Loads the documents not loaded yet, up to row `until` (all of them without it), in the largest pages the
   * next-documents call takes; done when they are.
   */
  loadAll: (until?: number) => Promise<void>;
  refresh: () => void;
}

/** Whether the next pages are the rest the user asked for (read by getNextPageParam at each fetch, not in render). */
class RestLoading {
  private loading = false;
  begin = () => void (this.loading = true);
  end = () => void (this.loading = false);
  active = () => this.loading;
  pageSize = (pageSize: number) => (this.loading ? MAX_NEXT_DOCUMENTS : pageSize);
}

/** The results of the workspace's current spec: the investigation data, the loaded documents and paging. */
export function useWorkspaceDocuments(): WorkspaceResults {
  const { investigation, apiType, pageSize } = useWorkspace();
  const spec = useFilterSpec();
  const [paging] = useState(() => new RestLoading());
  const [loadingAll, setLoadingAll] = useState(false);
  const nextPageSize = useCallback(() => paging.pageSize(pageSize), [paging, pageSize]);
  const query = useInfiniteQuery({
    ...documentsQuery({ id: investigation.id, apiType, spec, pageSize, nextPageSize }),
    placeholderData: keepPreviousData,
  });

  const loadAll = async (until = Infinity) => {
    if (paging.active() || !query.hasNextPage || query.isPlaceholderData) return;
    // The ids of the list it was asked for: another spec (or a reload) has other ones, and the loading stops.
    const list = query.data?.pages[0]?.data?.availableDocumentIds;
    const sameList = (data: typeof query.data) => data?.pages[0]?.data?.availableDocumentIds === list;
    paging.begin();
    setLoadingAll(true);
    try {
      // Waits for a page already on its way instead of cancelling it; stops when the spec changes meanwhile.
      let result = await query.fetchNextPage({ cancelRefetch: false });
      const missing = () => loadedDocuments(result.data).length <= until;
      while (result.hasNextPage && !result.isError && missing() && sameList(result.data)) {
        result = await query.fetchNextPage({ cancelRefetch: false });
      }
    } finally {
      paging.end();
      setLoadingAll(false);
    }
  };

  return {
    data: query.data?.pages[0]?.data,
    documents: loadedDocuments(query.data),
    ...listedCounts(query.data),
    pageIds: query.data?.pages.map((page) => page.documents.map((document) => document.id)) ?? [],
    loading: query.isPending,
    fetching: query.isFetching,
    fetchingMore: query.isFetchingNextPage,
    loadingAll,
    hasMore: query.hasNextPage && !query.isPlaceholderData,
    stale: query.isPlaceholderData,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage && !query.isPlaceholderData) void query.fetchNextPage();
    },
    loadAll,
    refresh: () => void query.refetch(),
  };
}
