import { SNIPPETS_VIEW_LEVEL, TERMS_VIEW_LEVEL, workspaceApi, type ResponseOf } from '@quarry/contract';
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api';
import { resultsSpec, type FilterSpec } from '../state/filterSpec';
import { nextPageIds, type DocumentPages, type DocumentsPage, type PageParam } from './documentPages';

/** Every cached result list of one investigation (all specs): edits change the document in all of them. */
export const workspaceDocumentsKey = (id: number) => ['workspace', id, 'documents'] as const;

/** Every cached graph of one investigation (graph/graphQueries.ts keys the graphs under it). */
export { graphsKey as workspaceGraphsKey } from '../../../graph/graphQueries';

interface DocumentsQueryInput {
  id: number;
  apiType: 'topic' | 'person';
  spec: FilterSpec;
  pageSize: number;
  /** How many ids the next page asks for (the page size unless the user asked for the rest); read at each fetch. */
  nextPageSize?: () => number;
}

/**
 * The results of one spec: the first page is the data call (ids, histogram, counts, tops, first documents), the
 * next ones the next-documents call over availableDocumentIds. A new spec is a new query: the previous one is
 * abandoned and its request cancelled (its signal is passed on), and its answer never reaches this spec's view.
 * The key leaves out the highlight mode (see resultsSpec): changing it redraws the list without reloading it.
 */
export const documentsQuery = ({ id, apiType, spec, pageSize, nextPageSize = () => pageSize }: DocumentsQueryInput) =>
  infiniteQueryOptions({
    queryKey: [...workspaceDocumentsKey(id), resultsSpec(spec), pageSize],
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
    getNextPageParam: (_last, pages, _lastParam, pageParams) => nextPageIds(pages, pageParams, pageSize, nextPageSize()),
  });

/** The markups of one document: search terms and mentioned entities in its title and abstract. */
export type DocumentMarkups = ResponseOf<typeof workspaceApi.markups>[number];

/** Every cached markup list of one investigation. */
export const workspaceMarkupsKey = (id: number) => ['workspace', id, 'markups'] as const;

interface MarkupsQueryInput {
  id: number;
  apiType: 'topic' | 'person';
  /** The ids of one loaded page of results. */
  documentIds: readonly number[];
  /** The list's view level: from 2 the terms found come along, from 3 the snippets. */
  viewLevel: number;
  /** Shown until the answer comes (the page's markups at another level). */
  placeholder?: DocumentMarkups[];
}

/** What a view level asks of the markups call: 0 (markups only), TERMS_VIEW_LEVEL or SNIPPETS_VIEW_LEVEL. */
export const markupsDetail = (viewLevel: number): number =>
  viewLevel >= SNIPPETS_VIEW_LEVEL ? SNIPPETS_VIEW_LEVEL : viewLevel >= TERMS_VIEW_LEVEL ? TERMS_VIEW_LEVEL : 0;

/**
 * The markups of one page of results, asked for by the page's ids (the server then ignores the rest of the spec,
 * so none is sent), with what the view level shows beyond them (terms found, snippets). They change only with the
 * search terms, so they are kept while the page is. The call is silent: markups only decorate the list, and a
 * failure leaves it plain, with no error dialog.
 */
export const markupsQuery = ({ id, apiType, documentIds, viewLevel, placeholder }: MarkupsQueryInput) => {
  const detail = markupsDetail(viewLevel);
  return queryOptions({
    queryKey: [...workspaceMarkupsKey(id), documentIds, detail],
    queryFn: ({ signal }): Promise<DocumentMarkups[]> =>
      callApi(workspaceApi.markups, {
        params: { type: apiType, id },
        query: {},
        body: { documentIds: [...documentIds], ...(detail > 0 && { viewLevel: detail }) },
        silent: true,
        signal,
      }),
    staleTime: Infinity,
    placeholderData: placeholder,
  });
};

/** The loaded results cut back to their first page (a refetch then reloads that page only). */
export const firstPageOnly = (pages: DocumentPages | undefined): DocumentPages | undefined =>
  pages && pages.pages.length > 1
    ? { pages: pages.pages.slice(0, 1), pageParams: pages.pageParams.slice(0, 1) }
    : pages;

/** The search definition (term groups and terms) of a Topic investigation. */
export const workspaceTermsKey = (id: number) => ['workspace', id, 'terms'] as const;

/**
 * Reloads the results after a change of the search definition (the server has re-scored them): a full refresh
 * goes back to the first page, a light one reloads the pages already loaded. Markups follow the terms, so every
 * cached one is reloaded too.
 */
export async function refreshAfterTermsChange(queryClient: QueryClient, id: number, full: boolean): Promise<void> {
  if (full) queryClient.setQueriesData<DocumentPages>({ queryKey: workspaceDocumentsKey(id) }, firstPageOnly);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: workspaceDocumentsKey(id) }),
    queryClient.invalidateQueries({ queryKey: workspaceMarkupsKey(id) }),
  ]);
}
