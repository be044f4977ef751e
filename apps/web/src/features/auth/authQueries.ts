import { authApi, type User } from '@quarry/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callApi, isAbortError } from '../../api';

export const aboutQuery = queryOptions({
  queryKey: ['about'],
  queryFn: ({ signal }) => callApi(authApi.about, { signal }),
  staleTime: Infinity,
});

const currentUserKey = ['currentUser'] as const;

/** The signed-in user, or null. A failed fetch is ignored (doc 1 §4): it just means "not signed in". */
export const currentUserQuery = queryOptions({
  queryKey: currentUserKey,
  queryFn: async ({ signal }): Promise<User | null> => {
    try {
      return await callApi(authApi.currentUser, { silent: true, signal });
    } catch (error) {
      if (isAbortError(error)) throw error;
      return null;
    }
  },
  staleTime: Infinity,
});

/** The session check of a signed-in route: the known user, or a fresh look at the server. */
export async function loadCurrentUser(queryClient: QueryClient): Promise<User | null> {
  const known = queryClient.getQueryData(currentUserQuery.queryKey);
  if (known) return known;
  return queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
}

/** Everything cached belongs to the user who fetched it: drop it, keeping only the environment flags. */
function forgetUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== aboutQuery.queryKey[0] && query.queryKey[0] !== currentUserKey[0],
  });
}

export function rememberSignedIn(queryClient: QueryClient, user: User): void {
  forgetUserData(queryClient);
  queryClient.setQueryData(currentUserQuery.queryKey, user);
}

export function forgetSignedIn(queryClient: QueryClient): void {
  forgetUserData(queryClient);
  queryClient.setQueryData(currentUserQuery.queryKey, null);
}
