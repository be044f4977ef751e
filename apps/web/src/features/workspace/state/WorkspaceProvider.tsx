import { familyRoute, isTopicInvestigation, reviewApi, type Investigation } from '@quarry/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useStore } from 'zustand';
import { ApiError, callApi } from '../../../api';
import { PageLoader } from '../../../components/layout';
import { useAbout, useCurrentUser } from '../../auth';
import { defaultSpec, startSpec, type FilterSpec } from './filterSpec';
import { specFromSearch } from './filterUrl';
import { useFilterUrl } from './useFilterUrl';
import { WorkspaceContext, type Workspace } from './workspaceContext';
import { createWorkspaceStore, type WorkspaceStore } from './workspaceStore';

const lastFilterKey = (id: number) => ['workspace', id, 'last-filter'] as const;

/** The user's last filter spec in this investigation (null: none, or the server could not give it). */
export function useLastFilter(id: number, enabled: boolean) {
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
  /** A person profile page: every spec keeps this person's filter, and the user's last filter is not read. */
  profilePersonId?: number;
  /** The profile is under review: it starts on the investigation's filters (the review filter) and its author summary. */
  reviewProfile?: boolean;
  children: ReactNode;
}

/**
 * One investigation's workspace state. It starts from the filter in the address (a reload, a shared link) or,
 * when the address has none, from the user's last filter (Displayed Results All, no date filter) once that is
 * loaded; the address then follows the filter (useFilterUrl). Keyed by the investigation, so leaving it resets
 * everything.
 */
export function WorkspaceProvider({ investigation, profilePersonId, reviewProfile = false, children }: ProviderProps) {
  const topic = isTopicInvestigation(investigation.investigationType);
  const { search } = useLocation();
  const [fromAddress] = useState(() => specFromSearch(search, topic));
  const readsLastFilter = profilePersonId === undefined || reviewProfile;
  const lastFilter = useLastFilter(investigation.id, fromAddress === null && readsLastFilter);
  if (!fromAddress && readsLastFilter && lastFilter.isPending) return <PageLoader />;
  const start = fromAddress ?? (readsLastFilter ? startSpec(lastFilter.data ?? null, topic) : defaultSpec(topic));
  return (
    <WorkspaceState
      key={`${investigation.id}-${profilePersonId ?? ''}`}
      investigation={investigation}
      profilePersonId={profilePersonId}
      reviewProfile={reviewProfile}
      start={start}
    >
      {children}
    </WorkspaceState>
  );
}

function WorkspaceState({
  investigation,
  profilePersonId,
  reviewProfile = false,
  start,
  children,
}: ProviderProps & { start: FilterSpec }) {
  const about = useAbout();
  const user = useCurrentUser();
  const apiType = familyRoute(investigation.investigationType);
  const topic = isTopicInvestigation(investigation.investigationType);
  const [store] = useState(() => createWorkspaceStore(start, profilePersonId, reviewProfile));
  const value = useMemo<Workspace>(
    () => ({
      investigation,
      apiType,
      topic,
      user,
      pageSize: about.documentsPageSize,
      profilePersonId,
      reviewProfile,
      store,
    }),
    [investigation, apiType, topic, user, about.documentsPageSize, profilePersonId, reviewProfile, store],
  );
  return (
    <WorkspaceContext.Provider value={value}>
      <FilterInAddress store={store} topic={topic} />
      {children}
    </WorkspaceContext.Provider>
  );
}

/** The address follows the filter (useFilterUrl); only this re-renders when the filter changes. */
function FilterInAddress({ store, topic }: { store: WorkspaceStore; topic: boolean }) {
  const spec = useStore(store, (state) => state.spec);
  const setSpec = useStore(store, (state) => state.setSpec);
  useFilterUrl(spec, topic, setSpec);
  return null;
}
