import { Button, Paper, Portal, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useOpenInsight } from '../insightOpener';
import { useWorkspace } from '../state/workspaceContext';
import { workspaceText } from '../workspaceLabels';
import { useSearchDefinition } from './termsContext';
import { termsText } from './termsLabels';
import { hasTerm } from './termsState';
import { textOfSelection } from './selectedTerm';

interface Offer {
  /** The term it offers (null: none — too long, or already there). */
  term: string | null;
  text: string;
  documentId: number | null;
  top: number;
  left: number;
}

/**
 * The add-term menu on selected text (doc 2 §5, §6: Topic only): selecting fewer than 60 characters of a document
 * title or abstract floats a small menu under the selection offering Add Term (to the default group) and Add Term
 * to New Group (which then opens Rename Group). A term already present offers none. Any selection also offers Add
 * Insight (doc 3 §4: an insight quoting the passage, about its document) where reports are on. Esc, a click
 * elsewhere or scrolling closes it.
 */
export function SelectionTermMenu() {
  const definition = useSearchDefinition();
  const [offer, setOffer] = useState<Offer | null>(null);
  const menu = useRef<HTMLDivElement>(null);
  // Doc 2 §6: no insight from selected text in a person profile.
  const { profilePersonId } = useWorkspace();
  const opener = useOpenInsight();
  const openInsight = profilePersonId === undefined ? opener : null;
  const state = definition?.state;
  const enabled = Boolean(definition?.editable && state);

  useEffect(() => {
    if (!enabled || !state) return;
    const inMenu = (target: EventTarget | null) => target instanceof Node && Boolean(menu.current?.contains(target));
    const check = (event: Event) => {
      if (inMenu(event.target) || (event instanceof KeyboardEvent && event.key === 'Escape')) return;
      const found = textOfSelection(window.getSelection());
      const term = found?.term && !hasTerm(state, found.term) ? found.term : null;
      setOffer(
        found && (term || openInsight)
          ? { term, text: found.text, documentId: found.documentId, top: found.rect.bottom + 4, left: found.rect.left }
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
  }, [enabled, state, openInsight]);

  if (!offer || !definition) return null;
  const done = () => {
    setOffer(null);
    window.getSelection()?.removeAllRanges();
  };
  const add = (term: string, target: undefined | 'new') => {
    definition.addTerm(term, target);
    done();
  };
  const addInsight = () => {
    openInsight?.({
      type: 'Document',
      title: '',
      referencedObject: offer.documentId === null ? null : String(offer.documentId),
      referencedEntity: offer.text,
    });
    done();
  };
  const term = offer.term;
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
          {term && (
            <>
              <Button size="compact-sm" variant="subtle" role="menuitem" onClick={() => add(term, undefined)}>
                {termsText.addTerm}
              </Button>
              <Button size="compact-sm" variant="subtle" role="menuitem" onClick={() => add(term, 'new')}>
                {termsText.addTermToNewGroup}
              </Button>
            </>
          )}
          {openInsight && (
            <Button size="compact-sm" variant="subtle" role="menuitem" onClick={addInsight}>
              {workspaceText.addInsight}
            </Button>
          )}
        </Stack>
      </Paper>
    </Portal>
  );
}
