import { familyRoute, harvestRunsApi, type Investigation } from '@quarry/contract';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api';
import { investigationKey, refreshInvestigations } from '../investigationQueries';
import { summaryLabel, undoneMessage } from './harvestSummaryText';

/** How often an open summary asks again while a harvest runs. */
const POLL_WHILE_RUNNING_MS = 2000;

type Summarized = Pick<Investigation, 'id' | 'investigationType'>;

const runsKey = (id: number) => ['investigation', id, 'harvest-runs'] as const;
const paramsOf = (investigation: Summarized) => ({
  type: familyRoute(investigation.investigationType),
  id: investigation.id,
});

/** The investigation's harvests (latest first) while the summary is open, polled while one runs. */
export function useHarvestRuns(investigation: Summarized, enabled: boolean) {
  return useQuery({
    queryKey: runsKey(investigation.id),
    enabled,
    queryFn: ({ signal }) => callApi(harvestRunsApi.list, { params: paramsOf(investigation), signal }),
    refetchInterval: (query) =>
      query.state.data?.runs.some((run) => run.state === 'running') ? POLL_WHILE_RUNNING_MS : false,
  });
}

/** Undoes a harvest's additions, then refreshes the summary, the investigation, the list and the workspace's data. */
export function useUndoHarvest(investigation: Summarized) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: number) => callApi(harvestRunsApi.undo, { params: { ...paramsOf(investigation), jobId } }),
    onSuccess: async (undone) => {
      notifications.show({ title: summaryLabel.undone, message: undoneMessage(undone), color: 'teal' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: runsKey(investigation.id) }),
        queryClient.invalidateQueries({ queryKey: investigationKey(investigation.id) }),
        queryClient.invalidateQueries({ queryKey: ['workspace', investigation.id] }),
        refreshInvestigations(queryClient),
      ]);
    },
  });
}
