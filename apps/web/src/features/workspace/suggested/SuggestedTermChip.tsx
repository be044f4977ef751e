import { ActionIcon, Badge, CloseButton, ColorSwatch, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  nextGroupColor,
  termModifiers,
  type SuggestedTerm,
  type TermGroup,
  type TermModifier,
  type TermsState,
} from '@quarry/contract';
import { greyTermColor, modifierLabel, termColor, type TermColor } from '../terms';
import { suggestedText } from './suggestedLabels';
import { NEW_GROUP, shownGroup } from './suggestions';
import { ChevronIcon } from '../../../components/icons';

interface ChipProps {
  suggestion: SuggestedTerm;
  state: TermsState | undefined;
  editable: boolean;
  onToggle: () => void;
  onModifier: (modifier: TermModifier) => void;
  onGroup: (group: number) => void;
  onReject: () => void;
}

/** The colour a selected suggestion shows: its group's, or the colour a new group would get. */
function chipColour(group: number | null, groups: readonly TermGroup[]): TermColor {
  if (group === NEW_GROUP) {
    const last = groups.at(-1);
    return termColor(String(nextGroupColor(last ? Number(last.color) : undefined)));
  }
  return termColor(groups.find((g) => g.id === group)?.color);
}

/**
 * One suggested term (doc 2 §3): clicking it selects or deselects it (deselecting clears its group); a selected
 * one shows its group's colour and its modifier, and its menu chooses the modifier (clicking the active one resets
 * it to Regular) and the group (each existing group, or a new one); × rejects it for good.
 */
export function SuggestedTermChip({ suggestion, state, editable, onToggle, onModifier, onGroup, onReject }: ChipProps) {
  const { term, selected, modifier } = suggestion;
  const groups = state?.termGroups ?? [];
  const group = shownGroup(suggestion.group, state);
  const colour = selected ? chipColour(group, groups) : greyTermColor;
  return (
    <Group
      gap={0}
      wrap="nowrap"
      data-testid="suggested-term"
      data-term={term}
      data-selected={selected}
      data-modifier={modifier}
      style={{
        borderRadius: 14,
        border: `1px solid ${selected ? colour.strong : 'var(--mantine-color-gray-4)'}`,
        background: selected ? colour.pale : 'var(--mantine-color-body)',
      }}
    >
      <UnstyledButton
        pl={10}
        pr={selected ? 4 : 6}
        py={2}
        onClick={onToggle}
        disabled={!editable}
        aria-pressed={selected}
        style={{ borderRadius: 14 }}
      >
        <Group gap={4} wrap="nowrap">
          <Text size="xs" fw={selected ? 600 : 400}>
            {term}
          </Text>
          {selected && modifier !== 'Regular' && (
            <Badge size="xs" variant="white" color="dark" data-testid="suggested-term-modifier">
              {modifierLabel[modifier]}
            </Badge>
          )}
        </Group>
      </UnstyledButton>
      {selected && (
        <Menu position="bottom-start" withinPortal disabled={!editable}>
          <Menu.Target>
            <ActionIcon size="sm" variant="transparent" color="dark" aria-label={suggestedText.options(term)}>
              <ChevronIcon open size={12} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown aria-label={suggestedText.options(term)}>
            <Menu.Label>{suggestedText.modifier}</Menu.Label>
            {termModifiers.map((option) => (
              <Menu.CheckboxItem
                key={option}
                checked={modifier === option}
                closeMenuOnClick
                onChange={() => onModifier(option)}
              >
                {modifierLabel[option]}
              </Menu.CheckboxItem>
            ))}
            <Menu.Divider />
            <Menu.Label>{suggestedText.group}</Menu.Label>
            {groups
              .filter((g) => g.id > 0)
              .map((g) => (
                <Menu.CheckboxItem
                  key={g.id}
                  checked={group === g.id}
                  closeMenuOnClick
                  onChange={() => onGroup(g.id)}
                  rightSection={<ColorSwatch color={termColor(g.color).strong} size={10} withShadow={false} />}
                >
                  {g.name}
                </Menu.CheckboxItem>
              ))}
            <Menu.CheckboxItem checked={group === NEW_GROUP} closeMenuOnClick onChange={() => onGroup(NEW_GROUP)}>
              {suggestedText.newGroup}
            </Menu.CheckboxItem>
          </Menu.Dropdown>
        </Menu>
      )}
      <CloseButton
        size="xs"
        mr={4}
        radius="xl"
        onClick={onReject}
        disabled={!editable}
        aria-label={suggestedText.reject(term)}
      />
    </Group>
  );
}
