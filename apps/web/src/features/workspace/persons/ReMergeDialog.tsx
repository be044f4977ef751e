import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { personsApi, reMergeText } from '@quarry/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../api';
import { AppDialog } from '../../../components/dialog/AppDialog';
import { useWorkspace } from '../state/workspaceContext';
import { showFailure } from '../../../lib/showFailure';

/**
 * Re-Merge… (doc 2 §2, facultyWorks users): asks, then has the author's name disambiguated again from scratch in the
 * background (the user's merges and votes kept); the end lights the refresh button. A refusal shows as the server put it.
 */
export function ReMergeDialog({ personId, name, onClose }: { personId: number; name: string; onClose: () => void }) {
  const { investigation, apiType } = useWorkspace();
  const reMerge = useMutation({
    mutationFn: () => callApi(personsApi.reMerge, { params: { type: apiType, id: investigation.id, personId } }),
    onSuccess: () => {
      notifications.show({ message: reMergeText.started, color: 'teal' });
      onClose();
    },
    onError: showFailure,
  });
  return (
    <AppDialog
      opened
      onClose={onClose}
      title={reMergeText.title}
      primaryAction={{ label: reMergeText.confirm, onClick: () => reMerge.mutate(), loading: reMerge.isPending }}
    >
      <Text size="sm">{reMergeText.body(name)}</Text>
    </AppDialog>
  );
}
