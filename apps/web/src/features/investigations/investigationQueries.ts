import { investigationsApi, LIST_POLL_MS, type Investigation, type User } from '@quarry/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../api';

const investigationsKey = ['investigations'] as const;

/** The list (doc 1 §4: polled every 5 s); `forceAll` gives an admin everyone's investigations. */
export const investigationsQuery = (forceAll: boolean) =>
  queryOptions({
    queryKey: [...investigationsKey, forceAll ? 'all' : 'own'],
    queryFn: ({ signal }) => callApi(investigationsApi.list, { query: forceAll ? { forceAll: 'true' } : {}, signal }),
    refetchInterval: LIST_POLL_MS,
  });

/** The list is refetched after an update, delete or duplicate (doc 1 §4). */
export const refreshInvestigations = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: investigationsKey });

/** Admins who are not facultyWorks users may see everyone's investigations (doc 1 §6). */
export const maySeeAll = (user: Pick<User, 'admin' | 'facultyWorks'> | null): boolean =>
  Boolean(user?.admin && !user.facultyWorks);

/** The cache key of one investigation (its header and page). */
export const investigationKey = (id: number | null) => ['investigation', id] as const;

/** Puts a changed investigation into every cached list and its own entry at once, before the refetch confirms it. */
export function replaceInvestigation(queryClient: QueryClient, changed: Investigation): void {
  queryClient.setQueryData(investigationKey(changed.id), changed);
  queryClient.setQueriesData<Investigation[]>({ queryKey: investigationsKey }, (list) =>
    list?.map((investigation) => (investigation.id === changed.id ? changed : investigation)),
  );
}
