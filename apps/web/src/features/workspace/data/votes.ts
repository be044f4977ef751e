import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

/**
 * How many relevancy votes of one investigation the server has taken since the workspace opened: what depends on
 * the votes (the suggested terms) asks again when it changes.
 */
export const workspaceVotesKey = (id: number) => ['workspace', id, 'votes'] as const;

/** Counts one vote the server has taken. */
export const countVote = (queryClient: QueryClient, id: number): void => {
  queryClient.setQueryData<number>(workspaceVotesKey(id), (count) => (count ?? 0) + 1);
};

/** The vote count of the investigation (0 until a vote is taken); it never asks the server. */
export function useVoteCount(id: number): number {
  const queryClient = useQueryClient();
  const key = workspaceVotesKey(id);
  const { data } = useQuery({
    queryKey: key,
    queryFn: () => queryClient.getQueryData<number>(key) ?? 0,
    initialData: 0,
    staleTime: Infinity,
  });
  return data;
}
