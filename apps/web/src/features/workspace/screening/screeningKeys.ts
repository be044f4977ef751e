import type { ScreeningDecision } from '@quarry/contract';
import { screeningText } from './screeningLabels';

export type ScreeningKeyAction = { decide: ScreeningDecision } | { undo: true };

/** Inputs that take no typed letters: screening's keys still work while one has the focus (say, the order's radios). */
const NO_TEXT_INPUTS = new Set(['radio', 'checkbox', 'button', 'submit', 'reset', 'range', 'color', 'file']);

/** Keys typed in a text field or with a modifier are the field's or the browser's, not screening's. */
const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['TEXTAREA', 'SELECT'].includes(target.tagName) ||
    (target instanceof HTMLInputElement && !NO_TEXT_INPUTS.has(target.type)));

/** What a key press does in screening mode, if anything. */
export function screeningKeyAction(
  event: Pick<KeyboardEvent, 'key' | 'target' | 'ctrlKey' | 'metaKey' | 'altKey'>,
): ScreeningKeyAction | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return undefined;
  const key = event.key.toLowerCase();
  if (key === screeningText.undoKey) return { undo: true };
  const decision = (Object.keys(screeningText.keys) as ScreeningDecision[]).find(
    (name) => screeningText.keys[name] === key,
  );
  return decision ? { decide: decision } : undefined;
}
