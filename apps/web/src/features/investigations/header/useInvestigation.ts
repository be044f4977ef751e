import { investigationsApi, type Investigation } from '@quarry/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../api';
import { investigationKey } from '../investigationQueries';

const POLL_WHILE_HARVESTING_MS = 5000;

/**
 * One investigation (GET /api/investigations/{type}/{id}), polled while it is still harvesting.
 * `investigation` is null when the server does not know it (or it is another user's: 404).
 */
export function useInvestigation(id: number | null): { investigation: Investigation | null; loading: boolean } {
  const query = useQuery({
    queryKey: investigationKey(id),
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      try {
        return await callApi(investigationsApi.get, { params: { type: 'topic', id: id! }, handle: [404], signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    refetchInterval: (state) => {
      const status = state.state.data?.status;
      return status === 'PENDING' || status === 'PROCESSING' ? POLL_WHILE_HARVESTING_MS : false;
    },
  });
  return { investigation: query.data ?? null, loading: id !== null && query.isPending };
}
