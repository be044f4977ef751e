import { termsApi, type PredefinedTermGroup, type TermsState } from '@quarry/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../api';
import { workspaceTermsKey } from '../data/workspaceQueries';

/** The search definition of a Topic investigation; term calls answer it whole and replace it. */
export const termsQuery = (id: number) =>
  queryOptions({
    queryKey: workspaceTermsKey(id),
    queryFn: ({ signal }): Promise<TermsState> => callApi(termsApi.list, { params: { id }, signal }),
    staleTime: Infinity,
  });

/** The predefined term groups offered by Add Predefined Term Groups (read when the dialog opens). */
export const predefinedGroupsQuery = (id: number) =>
  queryOptions({
    queryKey: ['workspace', id, 'predefined-term-groups'] as const,
    queryFn: ({ signal }): Promise<PredefinedTermGroup[]> => callApi(termsApi.predefined, { params: { id }, signal }),
    staleTime: 60_000,
  });
