import { useEffect, useRef, useState } from 'react';
import { controlOf, shortcutOf } from './screeningShortcuts';

const ITEM = '[data-testid="document-item"]';

const titleOf = (item: Element) => item.querySelector<HTMLElement>('[data-shortcut="open"]');

/**
 * The screening shortcuts over the list in `root`: j / k move the focus to the next / previous document's title,
 * r, i, s, n and Enter click that document's Relevant, Irrelevant, Star, Note and title, "?" opens the help. The
 * current document is the one holding the focus, or the last one that did.
 */
export function useScreeningShortcuts(root: HTMLElement | null) {
  const [helpOpen, setHelpOpen] = useState(false);
  const current = useRef<string | null>(null);

  useEffect(() => {
    if (!root) return;
    const remember = (event: FocusEvent) => {
      const item = event.target instanceof Element ? event.target.closest(ITEM) : null;
      if (item) current.current = item.getAttribute('data-document-id');
    };
    const items = () => [...root.querySelectorAll(ITEM)];
    const currentItem = () => items().find((item) => item.getAttribute('data-document-id') === current.current);

    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutOf(event);
      if (!action) return;
      if (action === 'help') {
        event.preventDefault();
        setHelpOpen(true);
        return;
      }
      if (action === 'next' || action === 'previous') {
        const all = items();
        const at = all.findIndex((item) => item.getAttribute('data-document-id') === current.current);
        const to = at < 0 ? 0 : Math.min(all.length - 1, Math.max(0, at + (action === 'next' ? 1 : -1)));
        const target = all[to];
        if (!target) return;
        event.preventDefault();
        titleOf(target)?.focus();
        current.current = target.getAttribute('data-document-id');
        return;
      }
      const item = currentItem();
      const control = item?.querySelector<HTMLButtonElement>(`[data-shortcut="${controlOf[action]}"]`);
      if (!control) return;
      event.preventDefault();
      control.click();
    };
    root.addEventListener('focusin', remember);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeEventListener('focusin', remember);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [root]);

  return { helpOpen, openHelp: () => setHelpOpen(true), closeHelp: () => setHelpOpen(false) };
}
