import { describe, expect, it } from 'vitest';
import { expectedRelevant, progressChartSvg } from './progressChart';

const signal = (foundByScreened: number[], total = 100, recall: { remaining: number } | null = null) => ({
  total,
  foundByScreened,
  relevantFound: foundByScreened.at(-1) ?? 0,
  recall: recall && {
    estimate: 0.9,
    low: 0.8,
    high: 1,
    remainingRelevant: { estimate: recall.remaining, low: 0, high: recall.remaining + 2 },
  },
});

const attribute = (svg: string, element: string, name: string) =>
  new RegExp(`<${element}[^>]*? ${name}="([^"]*)"`).exec(svg)?.[1];

describe('progressChartSvg', () => {
  it('draws the relevant found after each decision, from the origin, on a well-formed SVG', () => {
    const svg = progressChartSvg(signal([1, 1, 2, 2]));
    expect(new DOMParser().parseFromString(svg, 'image/svg+xml').querySelector('parsererror')).toBeNull();
    const points = attribute(svg, 'polyline', 'points')!.split(' ');
    expect(points).toHaveLength(5);
    // y grows downwards: the last point (2 of 2 found) is at the top of the plot, the first (0) on its floor.
    const [first, last] = [points[0]!, points.at(-1)!].map((point) => point.split(',').map(Number));
    expect(last![1]).toBeLessThan(first![1]!);
    expect(last![0]).toBeGreaterThan(first![0]!);
  });

  it('ends the random expectation at every record and the relevant ones it is estimated to hold', () => {
    expect(expectedRelevant(signal([1, 2]))).toBe(2);
    expect(expectedRelevant(signal([1, 2], 100, { remaining: 3 }))).toBe(5);
    const svg = progressChartSvg(signal([1, 2], 100, { remaining: 3 }));
    expect(svg).toContain('>5</text>');
    expect(svg).toContain('>100</text>');
  });

  it('keeps a long screening to a few hundred points, the last one kept', () => {
    const found = Array.from({ length: 5000 }, (_, i) => Math.floor(i / 10));
    const points = attribute(progressChartSvg(signal(found, 5000)), 'polyline', 'points')!.split(' ');
    expect(points.length).toBeLessThanOrEqual(402);
    expect(points.at(-1)).toBe(`${480 - 16},${16}`);
  });
});
