/**
 * The screening shortcuts of the workspace (Step 6 "Reach everyone"): each key acts on the current document, the one
 * holding the focus (or the last one that did). They read as the item's own controls, which they click.
 */
export type ShortcutAction = 'next' | 'previous' | 'relevant' | 'irrelevant' | 'star' | 'note' | 'open' | 'help';

export const shortcutKeys: { key: string; action: ShortcutAction }[] = [
  { key: 'j', action: 'next' },
  { key: 'k', action: 'previous' },
  { key: 'r', action: 'relevant' },
  { key: 'i', action: 'irrelevant' },
  { key: 's', action: 'star' },
  { key: 'n', action: 'note' },
  { key: 'Enter', action: 'open' },
  { key: '?', action: 'help' },
];

/** The item control a shortcut clicks (its data-shortcut attribute). */
export const controlOf: Partial<Record<ShortcutAction, string>> = {
  relevant: 'relevant',
  irrelevant: 'irrelevant',
  star: 'star',
  note: 'note',
  open: 'open',
};

interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

/** Where typing goes: a text field, a text area, a select or editable content, where letters are text. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('[contenteditable]:not([contenteditable="false"])')) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'file', 'color'].includes(target.type);
}

/** Enter opens the current document only where Enter means nothing else (not on a button, link or field). */
const isInteractive = (target: EventTarget | null) =>
  target instanceof Element && Boolean(target.closest('button, a[href], input, select, textarea, [role], [tabindex]'));

/**
 * The shortcut a key press asks for, or null: never while typing, with Ctrl, Cmd or Alt, inside a dialog or menu,
 * or when something already handled the key.
 */
export function shortcutOf(event: KeyLike): ShortcutAction | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target)) return null;
  if (event.target instanceof Element && event.target.closest('[role="dialog"], [role="menu"], [role="listbox"]'))
    return null;
  const action = shortcutKeys.find((shortcut) => shortcut.key === event.key)?.action ?? null;
  if (action === 'open' && isInteractive(event.target)) return null;
  return action;
}
