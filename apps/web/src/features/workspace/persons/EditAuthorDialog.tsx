import { Alert, Text, TextInput } from '@mantine/core';
import { personDetailsInput, personDetailsText, personsApi, type PersonSummary } from '@quarry/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi, isApiError } from '../../../api';
import { AppDialog } from '../../../components/dialog';
import { workspaceDocumentsKey, workspaceGraphsKey } from '../data/workspaceQueries';
import { useWorkspace } from '../state/workspaceContext';
import { workspaceText } from '../workspaceLabels';
import { personText } from './personLabels';
import { personSummariesKey } from './personQueries';

interface EditAuthorDialogProps {
  personId: number;
  summary: PersonSummary;
  onClose: () => void;
}

/** Edit Author Details (doc 2 §5): the name (required; a changed one overrides the automatic choice) and the university profile page. */
export function EditAuthorDialog({ personId, summary, onClose }: EditAuthorDialogProps) {
  const { investigation, apiType } = useWorkspace();
  const queryClient = useQueryClient();
  const [name, setName] = useState(summary.personName);
  const [profileUrl, setProfileUrl] = useState(summary.universityProfileUrl ?? '');
  const draft = { id: personId, name, universityProfileUrl: profileUrl, authorImageId: null };
  const checked = personDetailsInput.safeParse(draft);
  const problem = (field: 'name' | 'universityProfileUrl') =>
    checked.success ? undefined : checked.error.issues.find((issue) => issue.path[0] === field)?.message;
  const save = useMutation({
    mutationFn: () =>
      callApi(personsApi.saveDetails, {
        params: { type: apiType, id: investigation.id, personId },
        body: draft,
        handle: [400, 403],
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: personSummariesKey(investigation.id) });
      await queryClient.invalidateQueries({ queryKey: workspaceDocumentsKey(investigation.id) });
      // An open graph shows the new name (its nodes carry the author's name).
      await queryClient.invalidateQueries({ queryKey: workspaceGraphsKey(investigation.id) });
      onClose();
    },
  });
  const renamed = name.trim() !== summary.personName;
  return (
    <AppDialog
      opened
      onClose={onClose}
      title={personText.editAuthorDetails}
      primaryAction={{
        label: workspaceText.save,
        onClick: () => save.mutate(),
        disabled: !checked.success,
        loading: save.isPending,
      }}
      closeLabel={workspaceText.cancel}
    >
      <TextInput
        label={personText.nameField}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={problem('name')}
        required
        data-autofocus
      />
      {renamed && !problem('name') && (
        <Text size="sm" c="dark.4" mt={4} data-testid="name-override">
          {personDetailsText.nameOverride}
        </Text>
      )}
      <TextInput
        mt="sm"
        label={personText.profileUrlField}
        placeholder="https://"
        value={profileUrl}
        onChange={(event) => setProfileUrl(event.currentTarget.value)}
        error={problem('universityProfileUrl')}
      />
      {save.isError && (
        <Alert color="red" mt="sm" role="alert">
          {isApiError(save.error) ? save.error.body : save.error.message}
        </Alert>
      )}
    </AppDialog>
  );
}
