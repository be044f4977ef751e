import { Button, Paper, Portal, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useSearchDefinition } from './termsContext';
import { termsText } from './termsLabels';
import { hasTerm } from './termsState';
import { termOfSelection } from './selectedTerm';

interface Offer {
  term: string;
  top: number;
  left: number;
}

/**
 * The add-term menu on selected text (doc 2 §5, §6: Topic only): selecting fewer than 60 characters of a document
 * title or abstract floats a small menu under the selection offering Add Term (to the default group) and Add Term
 * to New Group (which then opens Rename Group). A term already present offers nothing. Esc, a click elsewhere or
 * scrolling closes it.
 */
export function SelectionTermMenu() {
  const definition = useSearchDefinition();
  const [offer, setOffer] = useState<Offer | null>(null);
  const menu = useRef<HTMLDivElement>(null);
  const state = definition?.state;
  const enabled = Boolean(definition?.editable && state);

  useEffect(() => {
    if (!enabled || !state) return;
    const inMenu = (target: EventTarget | null) => target instanceof Node && Boolean(menu.current?.contains(target));
    const check = (event: Event) => {
      if (inMenu(event.target) || (event instanceof KeyboardEvent && event.key === 'Escape')) return;
      const found = termOfSelection(window.getSelection());
      setOffer(
        found && !hasTerm(state, found.term)
          ? { term: found.term, top: found.rect.bottom + 4, left: found.rect.left }
          : null,
      );
    };
    const closeOutside = (event: Event) => {
      if (!inMenu(event.target)) setOffer(null);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOffer(null);
    };
    const close = () => setOffer(null);
    document.addEventListener('mouseup', check);
    document.addEventListener('keyup', check);
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('scroll', close, true);
    return () => {
      document.removeEventListener('mouseup', check);
      document.removeEventListener('keyup', check);
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('scroll', close, true);
    };
  }, [enabled, state]);

  if (!offer || !definition) return null;
  const add = (target: undefined | 'new') => {
    definition.addTerm(offer.term, target);
    setOffer(null);
    window.getSelection()?.removeAllRanges();
  };
  return (
    <Portal>
      <Paper
        ref={menu}
        shadow="md"
        withBorder
        p={4}
        role="menu"
        aria-label={termsText.selectedTextMenu}
        data-testid="selection-term-menu"
        style={{ position: 'fixed', top: offer.top, left: offer.left, zIndex: 300 }}
      >
        <Stack gap={2}>
          <Button size="compact-sm" variant="subtle" role="menuitem" onClick={() => add(undefined)}>
            {termsText.addTerm}
          </Button>
          <Button size="compact-sm" variant="subtle" role="menuitem" onClick={() => add('new')}>
            {termsText.addTermToNewGroup}
          </Button>
        </Stack>
      </Paper>
    </Portal>
  );
}
