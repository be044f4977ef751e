import {
  initialHandles,
  rangeOfHandles,
  yearOnKey,
  barOnKey,
  type HandleSide,
  type Handles,
  type HistogramLayout,
  type YearBar,
} from './histogramLayout';

/**
 * What the date histogram draws and does (doc 2 §4), apart from React: where its handles stand for a filter, the
 * bars' geometry and colours, and what a key on a handle or a bar does.
 */

export const HISTOGRAM_HEIGHT = 110;
export const CHART_TOP = 22;
export const CHART_BOTTOM = 90;
/** How far the handles' labels move apart when the handles are close. */
const LABEL_SHIFT = 14;

export interface YearRange {
  startYear: number | null;
  endYear: number | null;
}

/** The handles of a date filter (both at 0 while there is no layout: nothing is drawn). */
export const handlesOf = (layout: HistogramLayout | null, filter: Partial<YearRange> | null | undefined): Handles =>
  layout ? initialHandles(layout.first, layout.last, filter?.startYear, filter?.endYear) : { start: 0, end: 0 };

/** A bar clicked, or chosen with Enter or Space, filters its single year. */
export const yearOnly = (year: number): YearRange => ({ startYear: year, endYear: year });

/** A handle moved by a key applies its range at once (as a released drag); null: nothing to apply. */
export function rangeOnHandleKey(
  layout: HistogramLayout,
  side: HandleSide,
  handles: Handles,
  key: string,
): { handled: boolean; range: YearRange | null } {
  const year = yearOnKey(layout, side, handles, key);
  if (year === null) return { handled: false, range: null };
  return { handled: true, range: year === handles[side] ? null : rangeOfHandles(layout, { ...handles, [side]: year }) };
}

/** What a key on a bar does: Enter or Space selects its year, the arrows (Home, End) move to another bar. */
export type BarKeyAction = { kind: 'select'; range: YearRange } | { kind: 'focus'; year: number } | null;

export function barKeyAction(layout: HistogramLayout, year: number, key: string): BarKeyAction {
  if (key === 'Enter' || key === ' ') return { kind: 'select', range: yearOnly(year) };
  const next = barOnKey(layout, year, key);
  return next === null ? null : { kind: 'focus', year: next };
}

/** The bars are one Tab stop: the bar last focused while it is still drawn, else the first. */
export const tabStopYear = (layout: HistogramLayout | null, current: number | null): number | undefined =>
  layout && current !== null && current >= layout.first && current <= layout.last ? current : layout?.first;

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A bar's drawing: its hit area (the year's whole step), its total and relevant parts, coloured by the range. */
export interface BarShape {
  hitArea: Rect;
  total: Rect & { fill: string };
  relevant: Rect & { fill: string };
}

export function barShape(layout: HistogramLayout, bar: YearBar, shown: Handles): BarShape {
  const inRange = bar.year >= shown.start && bar.year <= shown.end;
  const x = layout.center(bar.year) - layout.barWidth / 2;
  const part = (count: number) => {
    const height = ((CHART_BOTTOM - CHART_TOP) * count) / layout.maxCount;
    return { x, y: CHART_BOTTOM - height, width: layout.barWidth, height };
  };
  return {
    hitArea: {
      x: layout.center(bar.year) - layout.step / 2,
      y: CHART_TOP,
      width: layout.step,
      height: CHART_BOTTOM - CHART_TOP,
    },
    total: {
      ...part(bar.totalCount),
      fill: inRange ? 'var(--mantine-color-gray-4)' : 'var(--mantine-color-gray-2)',
    },
    relevant: {
      ...part(bar.relevantCount),
      fill: inRange ? 'var(--mantine-color-indigo-6)' : 'var(--mantine-color-indigo-2)',
    },
  };
}

/** The shift of a handle's label: apart from the other one's when they would overlap. */
export const labelShift = (side: HandleSide, spread: boolean): number =>
  spread ? (side === 'start' ? -LABEL_SHIFT : LABEL_SHIFT) : 0;
