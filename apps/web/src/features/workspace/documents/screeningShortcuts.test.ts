import { afterEach, describe, expect, it } from 'vitest';
import { isTypingTarget, shortcutOf } from './screeningShortcuts';

afterEach(() => document.body.replaceChildren());

function element<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}) {
  const created = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  document.body.append(created);
  return created;
}

const press = (
  key: string,
  target: EventTarget | null = document.body,
  extra: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; defaultPrevented: boolean }> = {},
) => shortcutOf({ key, target, ctrlKey: false, metaKey: false, altKey: false, defaultPrevented: false, ...extra });

describe('the screening shortcuts', () => {
  it('maps j, k, r, i, s, n, Enter and ? to their actions', () => {
    expect(['j', 'k', 'r', 'i', 's', 'n', 'Enter', '?'].map((key) => press(key))).toEqual([
      'next',
      'previous',
      'relevant',
      'irrelevant',
      'star',
      'note',
      'open',
      'help',
    ]);
    expect(press('x')).toBeNull();
    expect(press('J')).toBeNull();
  });

  it('never fires while typing: text fields, text areas, selects, editable content', () => {
    const typing = [
      element('input'),
      element('input', { type: 'search' }),
      element('textarea'),
      element('select'),
      element('div', { contenteditable: 'true' }),
    ];
    const inEditable = document.createElement('span');
    typing[4]!.append(inEditable);
    for (const target of [...typing, inEditable]) {
      expect(isTypingTarget(target)).toBe(true);
      expect(press('r', target)).toBeNull();
    }
    expect(isTypingTarget(element('input', { type: 'checkbox' }))).toBe(false);
    expect(isTypingTarget(element('div', { contenteditable: 'false' }))).toBe(false);
    expect(press('r', element('button'))).toBe('relevant');
  });

  it('leaves modified keys, handled keys, dialogs and menus alone', () => {
    expect(press('r', document.body, { ctrlKey: true })).toBeNull();
    expect(press('r', document.body, { metaKey: true })).toBeNull();
    expect(press('j', document.body, { altKey: true })).toBeNull();
    expect(press('j', document.body, { defaultPrevented: true })).toBeNull();
    const dialog = element('div', { role: 'dialog' });
    const inside = document.createElement('button');
    dialog.append(inside);
    expect(press('s', inside)).toBeNull();
    const menu = element('div', { role: 'menu' });
    expect(press('j', menu)).toBeNull();
  });

  it('opens with Enter only where Enter means nothing else', () => {
    expect(press('Enter', document.body)).toBe('open');
    expect(press('Enter', element('button'))).toBeNull();
    expect(press('Enter', element('a', { href: '#' }))).toBeNull();
    expect(press('Enter', element('div', { role: 'slider' }))).toBeNull();
  });
});
