import { ActionIcon, Badge, ColorSwatch, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Term, TermGroup } from '@quarry/contract';
import { DotsIcon } from '../../../components/icons';
import { ChevronIcon } from '../../../components/icons';
import { termColor, termColorValues } from './termColors';
import { useSearchDefinition } from './termsContext';
import { modifierLabel, termsText } from './termsLabels';
import { isPendingGroup } from './termsState';
import { TermRow } from './TermRow';

interface TermGroupSectionProps {
  group: TermGroup;
  terms: readonly Term[];
  groups: readonly TermGroup[];
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
}

/**
 * One term group (doc 2 §3): its colour, name and Mandatory mark, an expansion toggle and the group menu (Rename
 * Group, Mandatory, Change Colour, Delete Group after confirming; the only group cannot be deleted), then its
 * terms while expanded.
 */
export function TermGroupSection({ group, terms, groups, expanded, onExpandedChange }: TermGroupSectionProps) {
  const definition = useSearchDefinition();
  if (!definition) return null;
  const { edits, openDialog, editable } = definition;
  const colour = termColor(group.color);
  const pending = isPendingGroup(group);
  return (
    <Stack gap={4} data-testid="term-group" data-group-name={group.name} role="group" aria-label={group.name}>
      <Group gap={6} wrap="nowrap" justify="space-between">
        {/* The count and the mark sit beside the toggle, not in it: its name must hold all the text it shows. */}
        <Group gap={6} wrap="nowrap" miw={0} style={{ flex: 1 }}>
          <UnstyledButton
            onClick={() => onExpandedChange(!expanded)}
            aria-expanded={expanded}
            aria-label={expanded ? termsText.collapseGroup(group.name) : termsText.expandGroup(group.name)}
            miw={0}
          >
            <Group gap={6} wrap="nowrap">
              <ChevronIcon open={expanded} />
              <ColorSwatch color={colour.strong} size={12} withShadow={false} />
              <Text size="sm" fw={700} truncate data-testid="term-group-name">
                {group.name}
              </Text>
            </Group>
          </UnstyledButton>
          <Text size="xs" c="dimmed">
            {terms.length}
          </Text>
          {group.modifier === 'Mandatory' && (
            <Badge size="xs" variant="light" color="indigo" data-testid="group-modifier">
              {modifierLabel.Mandatory}
            </Badge>
          )}
        </Group>
        <Menu position="bottom-end" withinPortal disabled={!editable || pending}>
          <Menu.Target>
            <ActionIcon size="sm" variant="subtle" aria-label={termsText.groupMenu(group.name)}>
              <DotsIcon size={14} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => openDialog({ kind: 'renameGroup', groupId: group.id })}>
              {termsText.renameGroup}
            </Menu.Item>
            <Menu.CheckboxItem
              checked={group.modifier === 'Mandatory'}
              closeMenuOnClick
              onChange={() => void edits.modifyGroup(group.id, { modifier: 'Mandatory' })}
            >
              {modifierLabel.Mandatory}
            </Menu.CheckboxItem>
            <Menu.Sub>
              <Menu.Sub.Target>
                <Menu.Sub.Item>{termsText.changeColour}</Menu.Sub.Item>
              </Menu.Sub.Target>
              <Menu.Sub.Dropdown>
                {termColorValues.map((value) => (
                  <Menu.CheckboxItem
                    key={value}
                    checked={group.color === value}
                    closeMenuOnClick
                    rightSection={<ColorSwatch color={termColor(value).strong} size={14} withShadow={false} />}
                    onChange={() => group.color !== value && void edits.modifyGroup(group.id, { color: value })}
                  >
                    {termsText.colour(value)}
                  </Menu.CheckboxItem>
                ))}
              </Menu.Sub.Dropdown>
            </Menu.Sub>
            <Menu.Divider />
            <Menu.Item
              color="red"
              disabled={groups.length <= 1}
              onClick={() => openDialog({ kind: 'deleteGroup', groupId: group.id })}
            >
              {termsText.deleteGroup}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      {expanded && (
        <Stack gap={3} pl={18} data-testid="term-list">
          {terms.length === 0 ? (
            <Text size="xs" c="dimmed" fs="italic">
              {termsText.emptyGroup}
            </Text>
          ) : (
            terms.map((term) => <TermRow key={term.term} term={term} group={group} groups={groups} />)
          )}
        </Stack>
      )}
    </Stack>
  );
}
