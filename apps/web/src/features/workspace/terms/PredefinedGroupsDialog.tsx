import { Checkbox, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import type { PredefinedTermGroup, TermsState } from '@quarry/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AppDialog } from '../../../components/dialog';
import { termsText } from './termsLabels';
import { predefinedGroupsQuery } from './termsQueries';
import { batchError, hasGroupName } from './termsState';

interface PredefinedGroupsDialogProps {
  investigationId: number;
  state: TermsState;
  onAdd: (groups: PredefinedTermGroup[]) => void;
  onClose: () => void;
}

/**
 * Add Predefined Term Groups (doc 2 §5): a checkbox per offered group; Add Groups stays disabled until one is
 * chosen, and past the term limit the same message as Add Multiple Terms shows. A group whose name is taken
 * already would be skipped, so it cannot be chosen.
 */
export function PredefinedGroupsDialog({ investigationId, state, onAdd, onClose }: PredefinedGroupsDialogProps) {
  const predefined = useQuery(predefinedGroupsQuery(investigationId));
  const [chosen, setChosen] = useState<string[]>([]);
  const groups = (predefined.data ?? []).filter((group) => chosen.includes(group.name));
  const error = batchError(state, [], groups);
  const disabled = groups.length === 0 || error !== null;
  const add = () => {
    if (!disabled) onAdd(groups);
  };
  const toggle = (name: string, on: boolean) =>
    setChosen((current) => (on ? [...current, name] : current.filter((other) => other !== name)));

  let body;
  if (predefined.isPending) body = <Loader size="sm" />;
  else if (!predefined.data?.length) body = <Text c="dimmed">{termsText.noPredefinedGroups}</Text>;
  else {
    body = (
      <ScrollArea.Autosize mah="50vh">
        <Stack gap="xs">
          {predefined.data.map((group) => {
            const taken = hasGroupName(state, group.name);
            return (
              <Checkbox
                key={group.name}
                label={taken ? `${group.name} (${termsText.alreadyAdded})` : group.name}
                description={group.terms.join(', ')}
                checked={chosen.includes(group.name)}
                disabled={taken}
                onChange={(event) => toggle(group.name, event.currentTarget.checked)}
                styles={{ description: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
              />
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
    );
  }

  return (
    <AppDialog
      opened
      onClose={onClose}
      title={termsText.addPredefinedTermGroups}
      primaryAction={{ label: termsText.addGroups, onClick: add, disabled }}
      closeLabel={termsText.cancel}
    >
      {body}
      {error && (
        <Text c="red" size="sm" mt="sm" role="alert">
          {error}
        </Text>
      )}
    </AppDialog>
  );
}
