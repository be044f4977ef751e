import type { User } from '@quarry/contract';
import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from './authQueries';

/** The signed-in user; signed-in routes check the session before they open, so inside them this is set. */
export function useCurrentUser(): User | null {
  return useQuery(currentUserQuery).data ?? null;
}
