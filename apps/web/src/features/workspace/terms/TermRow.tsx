import { Badge, ColorSwatch, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { termModifiers, type Term, type TermGroup, type TermModifier } from '@quarry/contract';
import type { CSSProperties } from 'react';
import { PlusIcon } from '../../../components/icons';
import { useSearchDefinition } from './termsContext';
import { termColor, greyTermColor } from './termColors';
import { modifierLabel, termsText } from './termsLabels';
import { isPendingGroup } from './termsState';

/** How a modifier shows on the term's text: Exclude struck through, Penalty faded, Boost bold, Mandatory underlined. */
const modifierStyle: Record<TermModifier, CSSProperties> = {
  Regular: {},
  Mandatory: { textDecoration: 'underline', fontWeight: 600 },
  Boost: { fontWeight: 700 },
  Penalty: { opacity: 0.7 },
  Exclude: { textDecoration: 'line-through' },
};

const modifierColor: Record<TermModifier, string> = {
  Regular: 'gray',
  Mandatory: 'indigo',
  Boost: 'teal',
  Penalty: 'orange',
  Exclude: 'red',
};

interface TermRowProps {
  term: Term;
  group: TermGroup;
  groups: readonly TermGroup[];
}

/**
 * One term (doc 2 §3): a chip in its group's colours (grey when left out of the search) with its modifier shown;
 * clicking it opens the term menu: the five modifiers (the active one ticked; choosing it again returns to
 * Regular), Move to Group (every other group, or a new one), Rename Term, Delete Term.
 */
export function TermRow({ term, group, groups }: TermRowProps) {
  const definition = useSearchDefinition();
  if (!definition) return null;
  const { edits, openDialog, moveTerm, editable } = definition;
  const colour = term.selected ? termColor(group.color) : greyTermColor;
  const others = groups.filter((other) => other.id !== group.id && !isPendingGroup(other));
  return (
    <Menu position="bottom-start" withinPortal disabled={!editable || isPendingGroup(group)}>
      <Menu.Target>
        <UnstyledButton
          data-testid="term"
          data-term={term.term}
          data-modifier={term.modifier}
          aria-label={term.modifier === 'Regular' ? term.term : `${term.term} (${modifierLabel[term.modifier]})`}
          px={8}
          py={3}
          style={{
            display: 'block',
            width: '100%',
            borderRadius: 4,
            background: colour.pale,
            borderLeft: `3px solid ${colour.strong}`,
          }}
        >
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Text size="sm" style={{ ...modifierStyle[term.modifier], overflowWrap: 'anywhere' }}>
              {term.term}
            </Text>
            {term.modifier !== 'Regular' && (
              <Badge size="xs" variant="light" color={modifierColor[term.modifier]} data-testid="term-modifier">
                {modifierLabel[term.modifier]}
              </Badge>
            )}
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown aria-label={termsText.termMenu(term.term)}>
        {termModifiers.map((modifier) => (
          <Menu.CheckboxItem
            key={modifier}
            checked={term.modifier === modifier}
            closeMenuOnClick
            onChange={() => void edits.modify(term.term, modifier)}
          >
            {modifierLabel[modifier]}
          </Menu.CheckboxItem>
        ))}
        <Menu.Divider />
        <Menu.Sub>
          <Menu.Sub.Target>
            <Menu.Sub.Item>{termsText.moveToGroup}</Menu.Sub.Item>
          </Menu.Sub.Target>
          <Menu.Sub.Dropdown>
            {others.map((other) => (
              <Menu.Item
                key={other.id}
                leftSection={<ColorSwatch color={termColor(other.color).strong} size={10} withShadow={false} />}
                onClick={() => moveTerm(term.term, other.id)}
              >
                {other.name}
              </Menu.Item>
            ))}
            <Menu.Item leftSection={<PlusIcon />} onClick={() => moveTerm(term.term, 'new')}>
              {termsText.newGroup}
            </Menu.Item>
          </Menu.Sub.Dropdown>
        </Menu.Sub>
        <Menu.Item onClick={() => openDialog({ kind: 'renameTerm', term: term.term })}>
          {termsText.renameTerm}
        </Menu.Item>
        <Menu.Item color="red" onClick={() => void edits.remove(term.term)}>
          {termsText.deleteTerm}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
