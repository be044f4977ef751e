import { describe, expect, it } from 'vitest';
import { screeningKeyAction } from './screeningKeys';

const press = (
  key: string,
  extra: Partial<KeyboardEvent> = {},
  target: EventTarget | null = document.body,
  reasons = 0,
) => screeningKeyAction({ key, target, ctrlKey: false, metaKey: false, altKey: false, ...extra }, reasons);

describe('screeningKeyAction', () => {
  it('maps R, I, M to the decisions and U to undo, whatever the case', () => {
    expect(press('r')).toEqual({ decide: 'Relevant' });
    expect(press('I')).toEqual({ decide: 'Irrelevant' });
    expect(press('m')).toEqual({ decide: 'Maybe' });
    expect(press('u')).toEqual({ undo: true });
    expect(press('x')).toBeUndefined();
  });

  it('leaves keys typed in a field, and shortcuts with a modifier, to the field and the browser', () => {
    expect(press('r', {}, document.createElement('textarea'))).toBeUndefined();
    expect(press('i', {}, document.createElement('input'))).toBeUndefined();
    expect(press('r', { ctrlKey: true })).toBeUndefined();
    expect(press('u', { metaKey: true })).toBeUndefined();
  });

  it("works while a control that takes no letters has the focus, such as the order's radio buttons", () => {
    const radio = Object.assign(document.createElement('input'), { type: 'radio' });
    expect(press('i', {}, radio)).toEqual({ decide: 'Irrelevant' });
    expect(press('u', {}, document.createElement('button'))).toEqual({ undo: true });
    expect(press('i', {}, Object.assign(document.createElement('input'), { type: 'search' }))).toBeUndefined();
  });

  it('decides Irrelevant with the nth exclusion reason on the keys 1 to 9, when there is one', () => {
    expect(press('1', {}, document.body, 2)).toEqual({ decide: 'Irrelevant', reasonIndex: 0 });
    expect(press('2', {}, document.body, 2)).toEqual({ decide: 'Irrelevant', reasonIndex: 1 });
    expect(press('3', {}, document.body, 2)).toBeUndefined();
    expect(press('1')).toBeUndefined();
    expect(press('0', {}, document.body, 12)).toBeUndefined();
  });
});
