import { configurationApi } from '@quarry/contract';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api';
import { configurationKey, configurationQuery } from '../configuration/configurationQueries';
import { workspaceDocumentsKey } from '../data/workspaceQueries';
import { useWorkspace } from '../state/workspaceContext';
import { personText } from './personLabels';
import { showFailure } from '../../../lib/showFailure';

/**
 * 'Add to Active Authors' of the author menu (doc 2 §6, facultyWorks users): the author (its person id, then its
 * name) joins the configuration's Active Authors. Offered only where `enabled`, once the configuration is read, and
 * while the author is not there yet (the Active Authors page of the configuration takes one off).
 */
export function useActiveAuthor(personId: number, name: string, enabled: boolean) {
  const { investigation } = useWorkspace();
  const queryClient = useQueryClient();
  const configuration = useQuery({ ...configurationQuery(investigation.id), enabled });
  const id = String(personId);
  const add = useMutation({
    mutationFn: () =>
      callApi(configurationApi.activeAuthor, { params: { id: investigation.id }, body: { id, name, active: true } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(configurationKey(investigation.id), saved);
      // The documents' researcher cues follow the active authors.
      void queryClient.invalidateQueries({ queryKey: workspaceDocumentsKey(investigation.id) });
      notifications.show({ message: personText.addedToActiveAuthors(name), color: 'teal' });
    },
    onError: showFailure,
  });
  const isActive = configuration.data?.activeAuthors.some((author) => author.id === id) ?? true;
  return { canAdd: enabled && !isActive && !add.isPending, add: () => add.mutate() };
}
