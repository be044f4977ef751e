import type { KeyboardEvent } from 'react';
import { isTypingTarget } from './screeningShortcuts';

/**
 * A document item is one Tab stop (its title); its other controls are out of the Tab order (tabIndex -1) and reached
 * with the arrow keys, which cycle through them.
 */
export const SECONDARY = { tabIndex: -1 } as const;

const CONTROLS = 'button:not(:disabled), a[href], input:not(:disabled)';

/**
 * Left / Right move between the item's controls (not while typing in a field), Escape goes back to the title.
 * Keys from a portal (the note dialog, a menu) bubble through React here too: those are left alone.
 */
export function onItemKeyDown(event: KeyboardEvent<HTMLElement>, title: HTMLElement | null): void {
  const item = event.currentTarget;
  const target = event.target as Node;
  if (!item.contains(target) || event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.key === 'Escape' && title && target !== title) {
    event.preventDefault();
    title.focus();
    return;
  }
  const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
  if (!step || isTypingTarget(event.target)) return;
  const controls = [...item.querySelectorAll<HTMLElement>(CONTROLS)];
  if (controls.length < 2) return;
  const at = controls.findIndex(
    (control) => control === document.activeElement || control.contains(document.activeElement),
  );
  event.preventDefault();
  controls[(at + step + controls.length) % controls.length]?.focus();
}
