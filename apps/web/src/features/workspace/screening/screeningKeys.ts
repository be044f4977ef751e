import type { ScreeningDecision } from '@quarry/contract';
import { screeningText } from './screeningLabels';

export type ScreeningKeyAction = { decide: ScreeningDecision } | { undo: true };

/** Keys typed in a text field or with a modifier are the field's or the browser's, not screening's. */
const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

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
