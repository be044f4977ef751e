import type { ChartEntity } from '@quarry/contract';

export interface ChartSeries {
  label: string;
  /** Points in the plot's coordinates (y grows downwards). */
  points: Array<{ x: number; y: number; year: number; value: number }>;
}

export interface ChartLayout {
  series: ChartSeries[];
  years: number[];
  xTicks: Array<{ x: number; year: number }>;
  yTicks: Array<{ y: number; value: number }>;
  max: number;
}

/** A "nice" axis top: 1, 2 or 5 times a power of ten, at least the largest value (and at least 1). */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value)!;
  return step * power;
}

/**
 * The step between the y-axis's ticks for a nice top: 1, 2 or 5 times a power of ten, whole, with at most five
 * steps, so the ticks are evenly spaced and none is skipped (a top of 5 had ticks 0, 1, 3, 4, 5).
 */
export function tickStep(max: number): number {
  for (let power = 1; ; power *= 10)
    for (const factor of [1, 2, 5]) if (max / (factor * power) <= 5) return factor * power;
}

/**
 * The line chart of a chartEntity in a width × height plot: a series per column after Year, x by year (every year
 * between the first and the last), y by count from 0 to a nice top; about 6 ticks on each axis.
 */
export function chartLayout(chart: ChartEntity, width: number, height: number): ChartLayout {
  const series = chart.columns.slice(1);
  const years = chart.dataItems.map((item) => item[0]!);
  if (years.length === 0) return { series: [], years, xTicks: [], yTicks: [], max: 0 };
  const first = years[0]!;
  const span = Math.max(1, years[years.length - 1]! - first);
  const max = niceMax(Math.max(0, ...chart.dataItems.flatMap((item) => item.slice(1))));
  const x = (year: number) => ((year - first) / span) * width;
  const y = (value: number) => height - (value / max) * height;
  const yearStep = Math.max(1, Math.ceil(span / 6));
  const xTicks: ChartLayout['xTicks'] = [];
  for (let year = first; year <= first + span; year += yearStep) xTicks.push({ x: x(year), year });
  const step = tickStep(max);
  const yTicks = Array.from({ length: max / step + 1 }, (_, k) => ({ y: y(k * step), value: k * step }));
  return {
    series: series.map((label, k) => ({
      label,
      points: chart.dataItems.map((item) => ({
        x: x(item[0]!),
        y: y(item[k + 1]!),
        year: item[0]!,
        value: item[k + 1]!,
      })),
    })),
    years,
    xTicks,
    yTicks,
    max,
  };
}
