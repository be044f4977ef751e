import { QueryClient } from '@tanstack/react-query';

/**
 * The one query client. No automatic retries: failures are handled once by the API client's global handling
 * (a retry would open the error dialog again), and no refetch on focus: lists poll where the spec says so.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
