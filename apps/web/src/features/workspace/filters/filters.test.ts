import type { TopEntry } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import {
  handleX,
  histogramLayout,
  initialHandles,
  labelsNeedGap,
  rangeOfHandleClick,
  rangeOfHandles,
  barOnKey,
  handleBounds,
  yearAtHandle,
  yearOnKey,
} from './histogramLayout';
import { barsView, canSelectAllVisible, showsTopList, visibleTopLists } from './topBars';

const bar = (year: number, totalCount: number) => ({ year, totalCount, relevantCount: 0 });

describe('the date histogram', () => {
  const layout = histogramLayout([bar(2000, 2), bar(2003, 4)], 470)!;

  it('moves a handle as a slider: a year per arrow, ten per page, Home and End to its bounds', () => {
    const handles = { start: 2001, end: 2002 };
    expect(handleBounds(layout, 'start', handles)).toEqual({ min: 2000, max: 2002 });
    expect(handleBounds(layout, 'end', handles)).toEqual({ min: 2001, max: 2003 });
    expect(yearOnKey(layout, 'start', handles, 'ArrowLeft')).toBe(2000);
    expect(yearOnKey(layout, 'start', handles, 'ArrowDown')).toBe(2000);
    expect(yearOnKey(layout, 'start', handles, 'ArrowRight')).toBe(2002);
    expect(yearOnKey(layout, 'end', handles, 'ArrowUp')).toBe(2003);
    // Neither handle passes the other or leaves the years.
    expect(yearOnKey(layout, 'start', { start: 2002, end: 2002 }, 'ArrowRight')).toBe(2002);
    expect(yearOnKey(layout, 'end', handles, 'PageUp')).toBe(2003);
    expect(yearOnKey(layout, 'start', handles, 'PageDown')).toBe(2000);
    expect(yearOnKey(layout, 'start', handles, 'Home')).toBe(2000);
    expect(yearOnKey(layout, 'start', handles, 'End')).toBe(2002);
    expect(yearOnKey(layout, 'end', handles, 'Home')).toBe(2001);
    expect(yearOnKey(layout, 'end', handles, 'Tab')).toBeNull();
  });

  it('moves between year bars with the arrows, Home and End', () => {
    expect(barOnKey(layout, 2001, 'ArrowRight')).toBe(2002);
    expect(barOnKey(layout, 2001, 'ArrowLeft')).toBe(2000);
    expect(barOnKey(layout, 2000, 'ArrowLeft')).toBe(2000);
    expect(barOnKey(layout, 2001, 'End')).toBe(2003);
    expect(barOnKey(layout, 2002, 'Home')).toBe(2000);
    expect(barOnKey(layout, 2002, 'Enter')).toBeNull();
  });

  it('lays out every year from the first to the last between the side margins', () => {
    expect(layout.bars.map((year) => year.year)).toEqual([2000, 2001, 2002, 2003]);
    expect(layout.step).toBe(100);
    expect(layout.barWidth).toBe(20);
    expect(layout.center(2000)).toBe(85);
    expect(histogramLayout([], 470)).toBeNull();
  });

  it('starts the handles at the earliest year and the smaller of the stored end year and the last year', () => {
    expect(initialHandles(2000, 2003)).toEqual({ start: 2000, end: 2003 });
    expect(initialHandles(2000, 2003, 2001, 2010)).toEqual({ start: 2001, end: 2003 });
  });

  it('turns dragged handles into a range, a handle at its extreme meaning no bound', () => {
    expect(yearAtHandle(layout, 'start', handleX(layout, 'start', 2002) + 10, { start: 2000, end: 2003 })).toBe(2002);
    expect(yearAtHandle(layout, 'end', 0, { start: 2001, end: 2003 })).toBe(2001);
    expect(rangeOfHandles(layout, { start: 2000, end: 2002 })).toEqual({ startYear: null, endYear: 2002 });
    expect(rangeOfHandles(layout, { start: 2001, end: 2003 })).toEqual({ startYear: 2001, endYear: null });
  });

  it('resets on a handle click when both are equal, otherwise removes that side', () => {
    expect(rangeOfHandleClick(layout, { start: 2001, end: 2001 }, 'end')).toEqual({ startYear: null, endYear: null });
    expect(rangeOfHandleClick(layout, { start: 2001, end: 2002 }, 'start')).toEqual({ startYear: null, endYear: 2002 });
    expect(rangeOfHandleClick(layout, { start: 2001, end: 2002 }, 'end')).toEqual({ startYear: 2001, endYear: null });
  });

  it('spreads the handle labels under 40 px apart', () => {
    expect(labelsNeedGap(100, 139)).toBe(true);
    expect(labelsNeedGap(100, 140)).toBe(false);
  });
});

const entry = (name: string, totalCount = 1, relevantCount = 0): TopEntry => ({
  value: name,
  name,
  totalCount,
  relevantCount,
  totalScore: 0,
  relevantScore: 0,
});
const list = (name: string, entries: TopEntry[]) => ({ name, title: name, entries, total: entries.length });

describe('the bar graphs', () => {
  it('shows Languages only with more than one language or a non-English one', () => {
    expect(showsTopList(list('predefined.Languages', [entry('English')]))).toBe(false);
    expect(showsTopList(list('predefined.Languages', [entry('German')]))).toBe(true);
    expect(showsTopList(list('predefined.Languages', [entry('English'), entry('German')]))).toBe(true);
    expect(showsTopList(list('predefined.Labels', [entry('todo')]), { reviewProfile: true })).toBe(false);
    expect(showsTopList(list('predefined.Domains', [entry('a.org')]), { personProfile: true })).toBe(false);
    expect(showsTopList(list('predefined.Persons', []))).toBe(false);
  });

  it('orders the graphs by category', () => {
    const lists = [list('predefined.Journals', [entry('x')]), list('predefined.Persons', [entry('y')])];
    expect(visibleTopLists(lists).map((top) => top.name)).toEqual(['predefined.Persons', 'predefined.Journals']);
  });

  it('shows 10 bars until expanded, filters from 2 characters and sorts by grey bars', () => {
    const entries = Array.from({ length: 12 }, (_, index) => entry(`Name ${index}`, index));
    expect(barsView(entries, '', false, false)).toMatchObject({ expandable: true, noMatch: false });
    expect(barsView(entries, '', false, false).bars).toHaveLength(10);
    expect(barsView(entries, '', false, true).bars).toHaveLength(12);
    expect(barsView(entries, '1', false, false).bars).toHaveLength(10);
    expect(barsView(entries, 'me 1', false, false).bars.map((bar) => bar.name)).toEqual([
      'Name 1',
      'Name 10',
      'Name 11',
    ]);
    expect(barsView(entries, 'zz', false, false)).toMatchObject({ bars: [], noMatch: true });
    expect(barsView(entries, '', true, false).bars[0]!.name).toBe('Name 11');
    const names = [entry('Universidad de León', 1), entry('Bayón, María', 2), entry('Leonardo', 3)];
    expect(barsView(names, 'leon', false, false).bars.map((bar) => bar.name)).toEqual([
      'Universidad de León',
      'Leonardo',
    ]);
    expect(barsView(names, 'BAYÓN', false, false).bars.map((bar) => bar.name)).toEqual(['Bayón, María']);
    expect(canSelectAllVisible(29)).toBe(true);
    expect(canSelectAllVisible(30)).toBe(false);
  });
});
