import { familyRoute, isTopicInvestigation, reviewApi, type EntityRef, type Investigation } from '@quarry/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ApiError, callApi } from '../../../api';
import { PageLoader } from '../../../components/layout';
import { useAbout, useCurrentUser } from '../../auth';
import { startSpec, type FilterSpec } from './filterSpec';
import { specFromSearch } from './filterUrl';
import { useFilterUrl } from './useFilterUrl';
import { type ShownAuthor, WorkspaceContext, type Workspace } from './workspaceContext';

/** Topic investigations in the sense of doc 2 §4 (Relevance sort, Relevant / Irrelevant): the server's rule too. */

const lastFilterKey = (id: number) => ['workspace', id, 'last-filter'] as const;

/** The user's last filter spec in this investigation (null: none, or the server could not give it). */
function useLastFilter(id: number, enabled: boolean) {
  return useQuery({
    enabled,
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
 * One investigation's workspace state. It starts from the filter in the address (a reload, a shared link) or,
 * when the address has none, from the user's last filter (Displayed Results All, no date filter) once that is
 * loaded; the address then follows the filter (useFilterUrl). Keyed by the investigation, so leaving it resets
 * everything.
 */
export function WorkspaceProvider({ investigation, children }: ProviderProps) {
  const topic = isTopicInvestigation(investigation.investigationType);
  const { search } = useLocation();
  const [fromAddress] = useState(() => specFromSearch(search, topic));
  const lastFilter = useLastFilter(investigation.id, fromAddress === null);
  if (!fromAddress && lastFilter.isPending) return <PageLoader />;
  return (
    <WorkspaceState
      key={investigation.id}
      investigation={investigation}
      start={fromAddress ?? startSpec(lastFilter.data ?? null, topic)}
    >
      {children}
    </WorkspaceState>
  );
}

function WorkspaceState({ investigation, start, children }: ProviderProps & { start: FilterSpec }) {
  const about = useAbout();
  const user = useCurrentUser();
  const apiType = familyRoute(investigation.investigationType);
  const topic = isTopicInvestigation(investigation.investigationType);
  const [spec, setSpec] = useState(start);
  const [shownAuthor, showAuthor] = useState<ShownAuthor | null>(null);
  const [shownEntities, showEntities] = useState<EntityRef[] | null>(null);
  useFilterUrl(spec, topic, setSpec);
  const value = useMemo<Workspace>(
    () => ({ investigation, apiType, topic, user, pageSize: about.documentsPageSize, spec, updateSpec: setSpec, shownAuthor, showAuthor, shownEntities, showEntities }),
    [investigation, apiType, topic, user, about.documentsPageSize, spec, shownAuthor, shownEntities],
  );
  return <WorkspaceContext.Provider value={value}>{children}</WorkspaceContext.Provider>;
}
