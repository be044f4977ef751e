import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { InvestigationData, WorkspaceDocument } from '@quarry/contract';
import { useFilterSpec, useWorkspace } from '../state/workspaceContext';
import { loadedDocuments } from './documentPages';
import { documentsQuery } from './workspaceQueries';

export interface WorkspaceResults {
  data: InvestigationData | undefined;
  documents: WorkspaceDocument[];
  /** The ids of each loaded page, in order (markups are loaded page by page). */
  pageIds: number[][];
  /** Nothing to show yet (the first load). */
  loading: boolean;
  fetching: boolean;
  fetchingMore: boolean;
  hasMore: boolean;
  loadMore: () => void;
  refresh: () => void;
}

/** The results of the workspace's current spec: the investigation data, the loaded documents and paging. */
export function useWorkspaceDocuments(): WorkspaceResults {
  const { investigation, apiType, pageSize } = useWorkspace();
  const spec = useFilterSpec();
  const query = useInfiniteQuery({
    ...documentsQuery({ id: investigation.id, apiType, spec, pageSize }),
    placeholderData: keepPreviousData,
  });
  return {
    data: query.data?.pages[0]?.data,
    documents: loadedDocuments(query.data),
    pageIds: query.data?.pages.map((page) => page.documents.map((document) => document.id)) ?? [],
    loading: query.isPending,
    fetching: query.isFetching,
    fetchingMore: query.isFetchingNextPage,
    hasMore: query.hasNextPage && !query.isPlaceholderData,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage && !query.isPlaceholderData) void query.fetchNextPage();
    },
    refresh: () => void query.refetch(),
  };
}
