import type { ScreeningDecision } from '@quarry/contract';
import { screeningText } from './screeningLabels';

export type ScreeningKeyAction = { decide: ScreeningDecision; reasonIndex?: number } | { undo: true };

/** The keys that decide Irrelevant with the investigation's first nine exclusion reasons. */
export const REASON_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/** Inputs that take no typed letters: screening's keys still work while one has the focus (say, the order's radios). */
const NO_TEXT_INPUTS = new Set(['radio', 'checkbox', 'button', 'submit', 'reset', 'range', 'color', 'file']);

/** Keys typed in a text field or with a modifier are the field's or the browser's, not screening's. */
const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['TEXTAREA', 'SELECT'].includes(target.tagName) ||
    (target instanceof HTMLInputElement && !NO_TEXT_INPUTS.has(target.type)));

/** What a key press does in screening mode, if anything, with `reasons` exclusion reasons written. */
export function screeningKeyAction(
  event: Pick<KeyboardEvent, 'key' | 'target' | 'ctrlKey' | 'metaKey' | 'altKey'>,
  reasons = 0,
): ScreeningKeyAction | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return undefined;
  const key = event.key.toLowerCase();
  const reasonIndex = REASON_KEYS.indexOf(key as (typeof REASON_KEYS)[number]);
  if (reasonIndex >= 0) return reasonIndex < reasons ? { decide: 'Irrelevant', reasonIndex } : undefined;
  if (key === screeningText.undoKey) return { undo: true };
  const decision = (Object.keys(screeningText.keys) as ScreeningDecision[]).find(
    (name) => screeningText.keys[name] === key,
  );
  return decision ? { decide: decision } : undefined;
}
