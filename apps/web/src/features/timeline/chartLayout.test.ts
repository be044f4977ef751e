import { describe, expect, it } from 'vitest';
import { chartLayout, niceMax, tickStep } from './chartLayout';

describe('the timeline chart layout', () => {
  it('rounds the axis top up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 10, 11, 480, 512].map(niceMax)).toEqual([1, 1, 5, 10, 10, 20, 500, 1000]);
  });

  it('places each series by year and count, the largest at the top', () => {
    const layout = chartLayout(
      {
        columns: ['Year', 'soil', 'OpenAlex works: soil'],
        dataItems: [
          [2019, 1, 10],
          [2021, 4, 0],
        ],
      },
      200,
      100,
    );
    expect(layout.series.map((series) => series.label)).toEqual(['soil', 'OpenAlex works: soil']);
    expect(layout.max).toBe(10);
    expect(layout.series[0]!.points).toEqual([
      { x: 0, y: 90, year: 2019, value: 1 },
      { x: 200, y: 60, year: 2021, value: 4 },
    ]);
    expect(layout.series[1]!.points.map((point) => point.y)).toEqual([0, 100]);
    expect(layout.xTicks.map((tick) => tick.year)).toEqual([2019, 2020, 2021]);
    expect(layout.yTicks.map((tick) => tick.value)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(
      chartLayout({ columns: ['Year', 'a'], dataItems: [[2020, 2]] }, 10, 10).yTicks.map((tick) => tick.value),
    ).toEqual([0, 1, 2]);
  });

  it('spaces the y ticks evenly, skipping no value (a top of 5 had 0, 1, 3, 4, 5)', () => {
    const ticksFor = (top: number) =>
      chartLayout({ columns: ['Year', 'a'], dataItems: [[2020, top]] }, 10, 10).yTicks.map((tick) => tick.value);
    expect(ticksFor(5)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(ticksFor(20)).toEqual([0, 5, 10, 15, 20]);
    expect(ticksFor(480)).toEqual([0, 100, 200, 300, 400, 500]);
    expect([1, 2, 5, 10, 20, 50, 100, 1000].map(tickStep)).toEqual([1, 1, 1, 2, 5, 10, 20, 200]);
  });

  it('is empty without data', () => {
    expect(chartLayout({ columns: ['Year'], dataItems: [] }, 100, 100).series).toEqual([]);
  });
});
