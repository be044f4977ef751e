import { ActionIcon, Center, Group, Loader, Menu, Stack, Text, Title } from '@mantine/core';
import { useAbout } from '../../auth';
import { DotsIcon } from '../../../components/icons';
import { useWorkspace } from '../state/workspaceContext';
import { AddTermInput } from './AddTermInput';
import { useGroupExpansion } from './groupExpansion';
import { useSearchDefinition } from './termsContext';
import { termsText } from './termsLabels';
import { termsByGroup } from './termsState';
import { TermGroupSection } from './TermGroupSection';

/**
 * The left pane of a Topic workspace (doc 2 §2 "Left pane: Search Definition"): the add-term input, a menu to add
 * several terms, create a group or add predefined groups (with the showPredefinedTermGroups flag), and the term
 * groups in order, each expanded or collapsed as the user left it.
 */
export function SearchDefinitionPane() {
  const { investigation } = useWorkspace();
  const about = useAbout();
  const definition = useSearchDefinition();
  const expansion = useGroupExpansion(investigation.id);
  if (!definition) return null;
  const { state, openDialog, editable } = definition;

  return (
    <Stack gap="sm" p="sm" data-testid="search-definition">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h5">
          {termsText.pane}
        </Title>
        <Menu position="bottom-end" withinPortal disabled={!editable || !state}>
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={termsText.paneMenu}>
              <DotsIcon />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => openDialog({ kind: 'addMultiple' })}>{termsText.addMultipleTerms}</Menu.Item>
            <Menu.Item onClick={() => openDialog({ kind: 'createGroup' })}>{termsText.createTermGroup}</Menu.Item>
            {about.showPredefinedTermGroups && (
              <Menu.Item onClick={() => openDialog({ kind: 'predefined' })}>
                {termsText.addPredefinedTermGroups}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>
      {!state ? (
        <Center p="md">
          <Loader size="sm" />
        </Center>
      ) : (
        <>
          <AddTermInput />
          {termsByGroup(state).map(({ group, terms }) => (
            <TermGroupSection
              key={group.id}
              group={group}
              terms={terms}
              groups={state.termGroups}
              expanded={expansion.expanded(group.id)}
              onExpandedChange={(expanded) => expansion.setExpanded(group.id, expanded)}
            />
          ))}
          {state.termGroups.length === 0 && <Text c="dimmed">{termsText.emptyGroup}</Text>}
        </>
      )}
    </Stack>
  );
}
