import { familyRoute, isTopicInvestigation, reviewApi, type Investigation } from '@quarry/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { ApiError, callApi } from '../../../api';
import { PageLoader } from '../../../components/layout';
import { useAbout, useCurrentUser } from '../../auth';
import { startSpec, type FilterSpec } from './filterSpec';
import { WorkspaceContext, type Workspace } from './workspaceContext';

/** Topic investigations in the sense of doc 2 §4 (Relevance sort, Relevant / Irrelevant): the server's rule too. */

const lastFilterKey = (id: number) => ['workspace', id, 'last-filter'] as const;

/** The user's last filter spec in this investigation (null: none, or the server could not give it). */
function useLastFilter(id: number) {
  return useQuery({
    queryKey: lastFilterKey(id),
    queryFn: async ({ signal }) => {
      try {
        return await callApi(reviewApi.lastFilter, { params: { id }, handle: [404], signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: Infinity,
    gcTime: 0,
  });
}

interface ProviderProps {
  investigation: Investigation;
  children: ReactNode;
}

/**
 * One investigation's workspace state: it starts from the user's last filter (Displayed Results All, no date
 * filter) once that is loaded. Keyed by the investigation, so leaving it resets everything.
 */
export function WorkspaceProvider({ investigation, children }: ProviderProps) {
  const lastFilter = useLastFilter(investigation.id);
  if (lastFilter.isPending) return <PageLoader />;
  return (
    <WorkspaceState key={investigation.id} investigation={investigation} last={lastFilter.data ?? null}>
      {children}
    </WorkspaceState>
  );
}

function WorkspaceState({ investigation, last, children }: ProviderProps & { last: FilterSpec | null }) {
  const about = useAbout();
  const user = useCurrentUser();
  const apiType = familyRoute(investigation.investigationType);
  const topic = isTopicInvestigation(investigation.investigationType);
  const [spec, setSpec] = useState(() => startSpec(last, topic));
  const value = useMemo<Workspace>(
    () => ({ investigation, apiType, topic, user, pageSize: about.documentsPageSize, spec, updateSpec: setSpec }),
    [investigation, apiType, topic, user, about.documentsPageSize, spec],
  );
  return <WorkspaceContext.Provider value={value}>{children}</WorkspaceContext.Provider>;
}
