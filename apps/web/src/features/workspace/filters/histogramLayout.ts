/** Histogram constants (doc 2 §9): side margin 35, max bar width 20, handle labels spread under 40 px apart. */
export const SIDE_MARGIN = 35;
export const MAX_BAR_WIDTH = 20;
export const LABEL_GAP_PX = 40;

export interface YearBar {
  year: number;
  totalCount: number;
  relevantCount: number;
}

export interface HistogramLayout {
  first: number;
  last: number;
  /** Every year from the first to the last, with its counts (0 where the data has no bar). */
  bars: YearBar[];
  /** Width given to one year. */
  step: number;
  barWidth: number;
  maxCount: number;
  /** The centre of a year's bar. */
  center: (year: number) => number;
}

export function histogramLayout(data: readonly YearBar[], width: number): HistogramLayout | null {
  if (!data.length || width <= 2 * SIDE_MARGIN) return null;
  const first = Math.min(...data.map((bar) => bar.year));
  const last = Math.max(...data.map((bar) => bar.year));
  const byYear = new Map(data.map((bar) => [bar.year, bar]));
  const bars = Array.from({ length: last - first + 1 }, (_, index) => {
    const year = first + index;
    return byYear.get(year) ?? { year, totalCount: 0, relevantCount: 0 };
  });
  const step = (width - 2 * SIDE_MARGIN) / bars.length;
  return {
    first,
    last,
    bars,
    step,
    barWidth: Math.max(1, Math.min(MAX_BAR_WIDTH, step * 0.8)),
    maxCount: Math.max(1, ...bars.map((bar) => bar.totalCount)),
    center: (year) => SIDE_MARGIN + (year - first + 0.5) * step,
  };
}

export type HandleSide = 'start' | 'end';
export interface Handles {
  start: number;
  end: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Where the handles start: the stored start year (else the earliest) and the smaller of the stored end and the last year. */
export function initialHandles(
  first: number,
  last: number,
  startYear?: number | null,
  endYear?: number | null,
): Handles {
  const start = clamp(startYear ?? first, first, last);
  return { start, end: Math.max(start, Math.min(endYear ?? last, last)) };
}

/** A handle's x: the start handle at the left edge of its year, the end handle at the right edge of its year. */
export const handleX = (layout: HistogramLayout, side: HandleSide, year: number): number =>
  layout.center(year) + (side === 'start' ? -layout.step / 2 : layout.step / 2);

/** The year a handle dragged to x stands for, kept on its side of the other handle. */
export function yearAtHandle(layout: HistogramLayout, side: HandleSide, x: number, handles: Handles): number {
  const edge = Math.round((x - SIDE_MARGIN) / layout.step);
  if (side === 'start') return clamp(layout.first + edge, layout.first, handles.end);
  return clamp(layout.first + edge - 1, handles.start, layout.last);
}

/** The date filter of released handles: a handle at its extreme means no bound on that side. */
export function rangeOfHandles(layout: Pick<HistogramLayout, 'first' | 'last'>, handles: Handles) {
  return {
    startYear: handles.start <= layout.first ? null : handles.start,
    endYear: handles.end >= layout.last ? null : handles.end,
  };
}

/** Clicking a handle: with both on one year the range resets, otherwise that side's bound goes. */
export function rangeOfHandleClick(
  layout: Pick<HistogramLayout, 'first' | 'last'>,
  handles: Handles,
  side: HandleSide,
) {
  if (handles.start === handles.end) return { startYear: null, endYear: null };
  const range = rangeOfHandles(layout, handles);
  return side === 'start' ? { ...range, startYear: null } : { ...range, endYear: null };
}

/** The handles' labels are spread apart when the handles are less than 40 px apart. */
export const labelsNeedGap = (startX: number, endX: number): boolean => Math.abs(endX - startX) < LABEL_GAP_PX;

/** How far a handle may go: the start handle up to the end one, the end handle down to the start one. */
export function handleBounds(layout: Pick<HistogramLayout, 'first' | 'last'>, side: HandleSide, handles: Handles) {
  return side === 'start' ? { min: layout.first, max: handles.end } : { min: handles.start, max: layout.last };
}

const YEAR_STEPS: Record<string, number> = {
  ArrowLeft: -1,
  ArrowDown: -1,
  ArrowRight: 1,
  ArrowUp: 1,
  PageDown: -10,
  PageUp: 10,
};

/**
 * The year a handle moves to on a key, as a slider does (arrows a year, Page Up/Down ten, Home/End its bounds), or
 * null for a key a slider leaves alone.
 */
export function yearOnKey(
  layout: Pick<HistogramLayout, 'first' | 'last'>,
  side: HandleSide,
  handles: Handles,
  key: string,
): number | null {
  const { min, max } = handleBounds(layout, side, handles);
  if (key === 'Home') return min;
  if (key === 'End') return max;
  const step = YEAR_STEPS[key];
  return step === undefined ? null : clamp(handles[side] + step, min, max);
}

/** The bar the arrows (Home/End) move to from `year`, or null for another key. */
export function barOnKey(layout: Pick<HistogramLayout, 'first' | 'last'>, year: number, key: string): number | null {
  if (key === 'Home') return layout.first;
  if (key === 'End') return layout.last;
  const step = key === 'ArrowLeft' || key === 'ArrowDown' ? -1 : key === 'ArrowRight' || key === 'ArrowUp' ? 1 : 0;
  return step ? clamp(year + step, layout.first, layout.last) : null;
}
