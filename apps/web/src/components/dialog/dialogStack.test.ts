import { describe, expect, it, vi } from 'vitest';
import { createDialogStack } from './dialogStack';

describe('dialog stack', () => {
  it('layers dialogs from 9000 upwards, 2 per dialog', () => {
    const stack = createDialogStack();
    stack.open('a');
    stack.open('b');
    expect(stack.zIndexOf('a')).toBe(9002);
    expect(stack.zIndexOf('b')).toBe(9004);
  });

  it('knows which dialog is on top, also after the top one closes', () => {
    const stack = createDialogStack(100, 2);
    stack.open('a');
    stack.open('b');
    expect(stack.isTop('b')).toBe(true);
    expect(stack.isTop('a')).toBe(false);
    stack.close('b');
    expect(stack.isTop('a')).toBe(true);
    expect(stack.zIndexOf('a')).toBe(102);
  });

  it('ignores a second open of the same dialog and tells listeners about changes', () => {
    const stack = createDialogStack();
    const listener = vi.fn();
    const unsubscribe = stack.subscribe(listener);
    stack.open('a');
    stack.open('a');
    expect(stack.ids()).toEqual(['a']);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    stack.close('a');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(stack.isTop('a')).toBe(false);
  });
});
