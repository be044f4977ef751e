import { Button, Text } from '@mantine/core';
import { investigationsApi, isTopicInvestigation, type Investigation } from '@quarry/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api';
import { AppDialog } from '../../../components/dialog';
import { useAbout } from '../../auth';
import { refreshInvestigations, replaceInvestigation } from '../investigationQueries';

export const alertsLabel = {
  on: 'Alerts',
  off: 'Cancel Alerts',
  dialogTitle: 'Create alerts for this investigation',
  dialogText: 'Receive an email alert whenever new and relevant results are discovered',
  create: 'Create',
  cancel: 'Cancel',
};

/**
 * The header's follow-alerts toggle (doc 1 §2, doc 2 §2; Topic investigations, with the alerts flag): 'Alerts' opens
 * the dialog that creates them, 'Cancel Alerts' turns them off.
 */
export function AlertsToggle({ investigation }: { investigation: Investigation }) {
  const { alertsEnabled: offered } = useAbout();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const change = useMutation({
    mutationFn: (alertsEnabled: boolean) =>
      callApi(investigationsApi.update, { params: { id: investigation.id }, body: { alertsEnabled } }),
    onSuccess: (changed) => {
      setAsking(false);
      replaceInvestigation(queryClient, changed);
      void refreshInvestigations(queryClient);
    },
  });
  if (!offered || !investigation.can.work || !isTopicInvestigation(investigation.investigationType)) return null;
  const on = investigation.alertsEnabled;
  return (
    <>
      <Button
        size="compact-sm"
        style={{ flexShrink: 0 }}
        variant={on ? 'light' : 'default'}
        loading={change.isPending && !asking}
        onClick={() => (on ? change.mutate(false) : setAsking(true))}
      >
        {on ? alertsLabel.off : alertsLabel.on}
      </Button>
      <AppDialog
        opened={asking}
        onClose={() => setAsking(false)}
        title={alertsLabel.dialogTitle}
        primaryAction={{ label: alertsLabel.create, onClick: () => change.mutate(true), loading: change.isPending }}
        closeLabel={alertsLabel.cancel}
      >
        <Text>{alertsLabel.dialogText}</Text>
      </AppDialog>
    </>
  );
}
