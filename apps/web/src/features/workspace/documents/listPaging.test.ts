import { describe, expect, it } from 'vitest';
import { estimatedRowHeight, pagingNeed } from './listPaging';

describe('the paging of the documents list', () => {
  it('asks for nothing before the end marker, half a page before the end of the loaded documents', () => {
    expect(pagingNeed({ start: 0, end: 20 }, 50, 50, true)).toEqual({ kind: 'none' });
    expect(pagingNeed({ start: 10, end: 24 }, 50, 50, true)).toEqual({ kind: 'none' });
  });

  it('asks for the next page once the end marker is in view', () => {
    expect(pagingNeed({ start: 15, end: 25 }, 50, 50, true)).toEqual({ kind: 'page' });
    expect(pagingNeed({ start: 40, end: 49 }, 50, 50, true)).toEqual({ kind: 'page' });
  });

  it('asks for every document up to the last row in view when rows not loaded are in view (a jump to the end)', () => {
    expect(pagingNeed({ start: 45, end: 52 }, 50, 50, true)).toEqual({ kind: 'until', index: 52 });
    expect(pagingNeed({ start: 592, end: 599 }, 50, 50, true)).toEqual({ kind: 'until', index: 599 });
  });

  it('asks for nothing once everything is loaded', () => {
    expect(pagingNeed({ start: 592, end: 599 }, 600, 50, false)).toEqual({ kind: 'none' });
  });

  it('estimates a row by its view level, within the levels there are', () => {
    expect(estimatedRowHeight(0)).toBeLessThan(estimatedRowHeight(1));
    expect(estimatedRowHeight(9)).toBe(estimatedRowHeight(4));
    expect(estimatedRowHeight(-1)).toBe(estimatedRowHeight(0));
  });
});
