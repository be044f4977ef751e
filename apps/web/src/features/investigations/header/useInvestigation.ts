import type { Investigation } from '@quarry/contract';
import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../auth';
import { investigationsQuery, maySeeAll } from '../investigationQueries';

/**
 * One investigation, found in the list (there is no call for a single one yet); admins look in everyone's.
 * `investigation` is null when the list has loaded without it.
 */
export function useInvestigation(id: number | null): { investigation: Investigation | null; loading: boolean } {
  const user = useCurrentUser();
  const query = useQuery({
    ...investigationsQuery(maySeeAll(user)),
    enabled: id !== null,
    select: (list: Investigation[]) => list.find((investigation) => investigation.id === id) ?? null,
  });
  return { investigation: query.data ?? null, loading: id !== null && query.isPending };
}
