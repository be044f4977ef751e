import { describe, expect, it } from 'vitest';
import {
  barKeyAction,
  barShape,
  CHART_BOTTOM,
  CHART_TOP,
  handlesOf,
  labelShift,
  rangeOnHandleKey,
  tabStopYear,
  yearOnly,
} from './dateHistogramModel';
import { histogramLayout, SIDE_MARGIN } from './histogramLayout';

// 2010 to 2014 over 570 px: 100 px a year.
const layout = histogramLayout(
  [
    { year: 2010, totalCount: 10, relevantCount: 5 },
    { year: 2012, totalCount: 4, relevantCount: 0 },
    { year: 2014, totalCount: 2, relevantCount: 2 },
  ],
  500 + 2 * SIDE_MARGIN,
)!;

describe('the date histogram', () => {
  it('places the handles on the filter, clamped to the years drawn, and nowhere without a layout', () => {
    expect(handlesOf(layout, null)).toEqual({ start: 2010, end: 2014 });
    expect(handlesOf(layout, { startYear: 2011, endYear: 2013 })).toEqual({ start: 2011, end: 2013 });
    expect(handlesOf(layout, { startYear: 2000, endYear: 2030 })).toEqual({ start: 2010, end: 2014 });
    expect(handlesOf(null, { startYear: 2011, endYear: 2013 })).toEqual({ start: 0, end: 0 });
  });

  it('applies a handle moved by a key at once; a key that leaves it in place applies nothing', () => {
    const handles = { start: 2011, end: 2013 };
    expect(rangeOnHandleKey(layout, 'start', handles, 'ArrowRight')).toEqual({
      handled: true,
      range: { startYear: 2012, endYear: 2013 },
    });
    // At its extreme a handle means no bound.
    expect(rangeOnHandleKey(layout, 'end', handles, 'End')).toEqual({
      handled: true,
      range: { startYear: 2011, endYear: null },
    });
    // The start handle cannot pass the end one: the key is the slider's, with nothing to apply.
    expect(rangeOnHandleKey(layout, 'start', { start: 2013, end: 2013 }, 'ArrowUp')).toEqual({
      handled: true,
      range: null,
    });
    expect(rangeOnHandleKey(layout, 'start', handles, 'a')).toEqual({ handled: false, range: null });
  });

  it('selects a bar’s year with Enter or Space and moves between bars with the arrows', () => {
    expect(barKeyAction(layout, 2012, 'Enter')).toEqual({ kind: 'select', range: yearOnly(2012) });
    expect(barKeyAction(layout, 2012, ' ')).toEqual({ kind: 'select', range: { startYear: 2012, endYear: 2012 } });
    expect(barKeyAction(layout, 2012, 'ArrowLeft')).toEqual({ kind: 'focus', year: 2011 });
    expect(barKeyAction(layout, 2014, 'ArrowRight')).toEqual({ kind: 'focus', year: 2014 });
    expect(barKeyAction(layout, 2012, 'Home')).toEqual({ kind: 'focus', year: 2010 });
    expect(barKeyAction(layout, 2012, 'Tab')).toBeNull();
  });

  it('keeps the bar last focused as the Tab stop while it is drawn, else the first', () => {
    expect(tabStopYear(layout, null)).toBe(2010);
    expect(tabStopYear(layout, 2013)).toBe(2013);
    expect(tabStopYear(layout, 2020)).toBe(2010);
    expect(tabStopYear(null, 2013)).toBeUndefined();
  });

  it('draws each bar to scale from the chart’s bottom, coloured by whether its year is in the range', () => {
    const inRange = barShape(layout, layout.bars[0]!, { start: 2010, end: 2012 });
    const height = CHART_BOTTOM - CHART_TOP;
    expect(inRange.hitArea).toEqual({ x: SIDE_MARGIN, y: CHART_TOP, width: 100, height });
    expect(inRange.total).toEqual({
      x: SIDE_MARGIN + 50 - 10,
      y: CHART_TOP,
      width: 20,
      height,
      fill: 'var(--mantine-color-gray-4)',
    });
    expect(inRange.relevant).toMatchObject({ y: CHART_BOTTOM - height / 2, height: height / 2 });
    expect(inRange.relevant.fill).toBe('var(--mantine-color-indigo-6)');

    const outside = barShape(layout, layout.bars[4]!, { start: 2010, end: 2012 });
    expect(outside.total.fill).toBe('var(--mantine-color-gray-2)');
    expect(outside.relevant.fill).toBe('var(--mantine-color-indigo-2)');
    // A year without data is drawn empty.
    expect(barShape(layout, layout.bars[1]!, { start: 2010, end: 2014 }).total).toMatchObject({
      y: CHART_BOTTOM,
      height: 0,
    });
  });

  it('spreads the handles’ labels apart only when they would overlap', () => {
    expect(labelShift('start', true)).toBe(-14);
    expect(labelShift('end', true)).toBe(14);
    expect(labelShift('start', false)).toBe(0);
    expect(labelShift('end', false)).toBe(0);
  });
});
