import { ColorSwatch, Menu, TextInput } from '@mantine/core';
import { termModifiers, type TermModifier } from '@quarry/contract';
import { type RefObject, useRef, useState } from 'react';
import { termColor } from './termColors';
import { PlusIcon } from '../../../components/icons';
import { useSearchDefinition } from './termsContext';
import { modifierLabel, termsText } from './termsLabels';
import { hasTerm, isPendingGroup, type GroupTarget } from './termsState';

/**
 * Focuses the menu's first enabled item. The dropdown mounts a frame or two after the menu opens (its transition), so
 * an ArrowDown pressed right after Enter waits for it rather than being lost.
 */
function focusFirstItem(dropdown: RefObject<HTMLDivElement | null>, framesLeft = 10) {
  const item = dropdown.current?.querySelector<HTMLElement>('[data-menu-item]:not(:disabled)');
  if (item) item.focus();
  else if (framesLeft > 0) requestAnimationFrame(() => focusFirstItem(dropdown, framesLeft - 1));
}

/**
 * The add-term input at the top of the pane (doc 2 §5): Enter on an empty or present term (case-insensitive) does
 * nothing; otherwise a menu opens asking for the group (each group, or a new one) and the modifier (Regular
 * unless chosen). From the input, Enter again adds to the default group and ArrowDown enters the menu (arrows move,
 * Enter chooses, Esc closes it).
 */
export function AddTermInput() {
  const definition = useSearchDefinition();
  const [text, setText] = useState('');
  const [opened, setOpened] = useState(false);
  const [modifier, setModifier] = useState<TermModifier>('Regular');
  const dropdown = useRef<HTMLDivElement>(null);
  if (!definition?.state) return null;
  const { state, addTerm, editable } = definition;

  const open = () => {
    const term = text.trim();
    if (!term || hasTerm(state, term)) return;
    setModifier('Regular');
    setOpened(true);
  };
  const add = (target: GroupTarget) => {
    addTerm(text.trim(), target, modifier);
    setText('');
    setOpened(false);
  };

  return (
    <Menu
      opened={opened}
      onChange={(next) => !next && setOpened(false)}
      position="bottom-start"
      withinPortal
      width="target"
      closeOnItemClick={false}
    >
      <Menu.Target>
        {/* The menu's target gets aria-expanded, which a textbox may not carry: a combobox may. */}
        <TextInput
          role="combobox"
          placeholder={termsText.addTermPlaceholder}
          aria-label={termsText.addTermLabel}
          value={text}
          disabled={!editable}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setOpened(false);
          }}
          onKeyDown={(event) => {
            if (event.nativeEvent.isComposing) return;
            if (event.key === 'Enter') {
              event.preventDefault();
              // Enter opens the menu; Enter again adds to the default group.
              if (opened) add(undefined);
              else open();
            } else if (event.key === 'ArrowDown' && opened) {
              event.preventDefault();
              focusFirstItem(dropdown);
            }
          }}
          data-testid="add-term-input"
        />
      </Menu.Target>
      <Menu.Dropdown ref={dropdown} data-testid="add-term-menu">
        <Menu.Label>{termsText.addToGroup}</Menu.Label>
        {state.termGroups.map((group) => (
          <Menu.Item
            key={group.id}
            disabled={isPendingGroup(group)}
            leftSection={<ColorSwatch color={termColor(group.color).strong} size={10} withShadow={false} />}
            onClick={() => add(group.id)}
          >
            {group.name}
          </Menu.Item>
        ))}
        <Menu.Item leftSection={<PlusIcon />} onClick={() => add('new')}>
          {termsText.newGroup}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{termsText.modifier}</Menu.Label>
        <Menu.RadioGroup value={modifier} onChange={(value) => setModifier(value as TermModifier)}>
          {termModifiers.map((option) => (
            <Menu.RadioItem key={option} value={option}>
              {modifierLabel[option]}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
