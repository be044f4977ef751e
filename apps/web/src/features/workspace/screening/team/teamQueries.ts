import { screeningTeamApi } from '@quarry/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi, isApiError } from '../../../../api';
import { teamKey } from '../screeningQueryKeys';

/** Other reviewers screen meanwhile: their progress and the conflicts are read again this often while the tab is open. */
export const TEAM_POLL_MS = 15_000;

export const settingsKey = (id: number) => [...teamKey(id), 'settings'] as const;
export const progressKey = (id: number) => [...teamKey(id), 'progress'] as const;
export const conflictsKey = (id: number) => [...teamKey(id), 'conflicts'] as const;

export const useScreeningSettings = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: settingsKey(id),
    enabled,
    queryFn: ({ signal }) => callApi(screeningTeamApi.settings, { params: { id }, signal }),
  });

export const useTeamProgress = (id: number) =>
  useQuery({
    queryKey: progressKey(id),
    queryFn: ({ signal }) => callApi(screeningTeamApi.team, { params: { id }, signal }),
    refetchInterval: TEAM_POLL_MS,
  });

export const useConflicts = (id: number) =>
  useQuery({
    queryKey: conflictsKey(id),
    queryFn: ({ signal }) => callApi(screeningTeamApi.conflicts, { params: { id }, signal }),
    refetchInterval: TEAM_POLL_MS,
  });

/** A refusal the Team section shows itself (handled statuses): the server's own words. */
export const serverText = (error: Error): string => (isApiError(error) && error.body) || error.message;
