import { configurationApi, type Configuration } from '@quarry/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api';
import type { DocumentPages } from '../data/documentPages';
import { workspaceDocumentsKey } from '../data/workspaceQueries';

export const configurationKey = (id: number) => ['workspace', id, 'configuration'] as const;

/** The investigation's configuration, read afresh each time the dialog opens. */
export const configurationQuery = (id: number) =>
  queryOptions({
    queryKey: configurationKey(id),
    queryFn: ({ signal }): Promise<Configuration> => callApi(configurationApi.get, { params: { id }, signal }),
    staleTime: 0,
  });

/**
 * Saves the configuration; the answer is nothing (doc 2 §7), so what was stored (new dictionaries with their ids) is
 * read again. A rejection (its message: a 400 for the rules of doc 2 §5, a 403 for a field the user may not change,
 * a 404 when the investigation is gone) is the dialog's to show, not the error dialog's.
 */
export async function saveConfiguration(queryClient: QueryClient, id: number, configuration: Configuration) {
  await callApi(configurationApi.save, { params: { id }, body: configuration, handle: [400, 403, 404] });
  await queryClient.invalidateQueries({ queryKey: configurationKey(id) });
}

/**
 * Reloads the results after the enabled filters changed (doc 2 §4): with results loaded, every list goes back to
 * its first page and reloads it (its tops with it); with nothing loaded yet, whatever is loading starts again.
 */
export async function reloadResults(queryClient: QueryClient, id: number): Promise<void> {
  const queryKey = workspaceDocumentsKey(id);
  const loaded = queryClient.getQueriesData<DocumentPages>({ queryKey }).some(([, pages]) => pages !== undefined);
  if (!loaded) {
    await queryClient.resetQueries({ queryKey });
    return;
  }
  queryClient.setQueriesData<DocumentPages>({ queryKey }, (pages) =>
    pages && pages.pages.length > 1
      ? { pages: pages.pages.slice(0, 1), pageParams: pages.pageParams.slice(0, 1) }
      : pages,
  );
  await queryClient.invalidateQueries({ queryKey });
}
