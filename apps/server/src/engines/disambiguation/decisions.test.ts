import { describe, expect, it } from 'vitest';
import { resolveDecisions } from './decisions.js';

describe('resolveDecisions', () => {
  it('joins must-links transitively', () => {
    const resolved = resolveDecisions([
      { kind: 'must-link', a: 'a', b: 'b' },
      { kind: 'must-link', a: 'b', b: 'c' },
    ]);
    expect(resolved.groupOf('a')).toBe(resolved.groupOf('c'));
    expect(resolved.groupOf('d')).toBe('d');
  });

  it('lets a later "not this person" undo an earlier merge', () => {
    const resolved = resolveDecisions([
      { kind: 'must-link', a: 'a', b: 'b' },
      { kind: 'cannot-link', a: 'a', b: 'b' },
    ]);
    expect(resolved.groupOf('a')).not.toBe(resolved.groupOf('b'));
    expect(resolved.cannot).toEqual([['a', 'b']]);
  });

  it('lets a later merge win over an earlier "not this person", even through a chain', () => {
    const resolved = resolveDecisions([
      { kind: 'cannot-link', a: 'a', b: 'c' },
      { kind: 'must-link', a: 'a', b: 'b' },
      { kind: 'must-link', a: 'b', b: 'c' },
    ]);
    expect(resolved.groupOf('a')).toBe(resolved.groupOf('c'));
    expect(resolved.cannot).toEqual([]);
  });

  it('keeps a later cannot-link against a chain of earlier must-links', () => {
    const resolved = resolveDecisions([
      { kind: 'must-link', a: 'a', b: 'b' },
      { kind: 'must-link', a: 'b', b: 'c' },
      { kind: 'cannot-link', a: 'a', b: 'c' },
    ]);
    expect(resolved.groupOf('a')).not.toBe(resolved.groupOf('c'));
    expect(resolved.cannot).toEqual([['a', 'c']]);
  });
});
