import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { groupExpansionKey, isExpanded, parseCollapsed, useGroupExpansion, withExpanded } from './groupExpansion';

afterEach(() => window.localStorage.clear());

describe('term group expansion', () => {
  it('is expanded unless collapsed; only collapsed ids are kept', () => {
    expect(isExpanded([], 4)).toBe(true);
    expect(withExpanded([], 4, false)).toEqual([4]);
    expect(isExpanded([4], 4)).toBe(false);
    expect(withExpanded([4, 5], 4, true)).toEqual([5]);
    expect(withExpanded([4], 4, false)).toEqual([4]);
  });

  it('reads anything unreadable as nothing collapsed', () => {
    expect(parseCollapsed(null)).toEqual([]);
    expect(parseCollapsed('not json')).toEqual([]);
    expect(parseCollapsed('{"a":1}')).toEqual([]);
    expect(parseCollapsed('[3,"x",4.5,7]')).toEqual([3, 7]);
  });

  it('is remembered per group and investigation in local storage', () => {
    const first = renderHook(() => useGroupExpansion(8));
    act(() => first.result.current.setExpanded(2, false));
    expect(first.result.current.expanded(2)).toBe(false);
    expect(first.result.current.expanded(3)).toBe(true);
    expect(window.localStorage.getItem(groupExpansionKey(8))).toBe('[2]');

    // Another page load of the same investigation sees it; another investigation does not.
    expect(renderHook(() => useGroupExpansion(8)).result.current.expanded(2)).toBe(false);
    expect(renderHook(() => useGroupExpansion(9)).result.current.expanded(2)).toBe(true);

    act(() => first.result.current.setExpanded(2, true));
    expect(first.result.current.expanded(2)).toBe(true);
    expect(window.localStorage.getItem(groupExpansionKey(8))).toBeNull();
  });
});
