import { workspaceApi } from '@quarry/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callApi } from '../../../api';
import type { FilterSpec } from '../state/filterSpec';
import { nextPageIds, type DocumentsPage, type PageParam } from './documentPages';

/** Every cached result list of one investigation (all specs): edits change the document in all of them. */
export const workspaceDocumentsKey = (id: number) => ['workspace', id, 'documents'] as const;

interface DocumentsQueryInput {
  id: number;
  apiType: 'topic' | 'person';
  spec: FilterSpec;
  pageSize: number;
}

/**
 * The results of one spec: the first page is the data call (ids, histogram, counts, tops, first documents), the
 * next ones the next-documents call over availableDocumentIds. A new spec is a new query: the previous one is
 * abandoned and its request cancelled (its signal is passed on), and its answer never reaches this spec's view.
 */
export const documentsQuery = ({ id, apiType, spec, pageSize }: DocumentsQueryInput) =>
  infiniteQueryOptions({
    queryKey: [...workspaceDocumentsKey(id), spec, pageSize],
    initialPageParam: null as PageParam,
    queryFn: async ({ pageParam, signal }): Promise<DocumentsPage> => {
      const params = { type: apiType, id };
      if (pageParam === null) {
        const data = await callApi(workspaceApi.data, { params, query: { pageSize }, body: spec, signal });
        return { data, documents: data.documents };
      }
      const documents = await callApi(workspaceApi.nextDocuments, { params, body: { documentIds: pageParam }, signal });
      return { documents };
    },
    getNextPageParam: (_last, pages) => nextPageIds(pages, pageSize),
  });
