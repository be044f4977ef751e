import { describe, expect, it } from 'vitest';
import { calibrate, fitCalibration } from './calibrate.js';
import { seededRandom } from './random.js';

describe('Platt scaling', () => {
  it('recovers the logistic curve that generated the labels, whatever the margins scale', () => {
    const random = seededRandom(4);
    const margins = Float64Array.from({ length: 4000 }, () => 0.6 + (random() - 0.5) * 0.02); // a narrow band
    // True P(relevant) = σ(400·(m − 0.6) − 1).
    const labels = Uint8Array.from(margins, (m) => (random() < 1 / (1 + Math.exp(-(400 * (m - 0.6) - 1))) ? 1 : 0));
    const { a, b } = fitCalibration(margins, labels);
    expect(a).toBeGreaterThan(340);
    expect(a).toBeLessThan(460);
    expect(b / a).toBeCloseTo(-0.6 - 1 / 400, 3);
    const p = calibrate(Float64Array.from([0.59, 0.6, 0.61]), { a, b });
    expect(p[0]).toBeLessThan(0.05);
    expect(p[1]).toBeGreaterThan(0.2);
    expect(p[1]).toBeLessThan(0.32);
    expect(p[2]).toBeGreaterThan(0.95);
  });

  it('never reverses the order, and stays finite on separable or one-class votes', () => {
    const reversed = fitCalibration([1, 2, 3, 4], [1, 1, 0, 0]);
    expect(reversed.a).toBeGreaterThan(0);
    const separable = fitCalibration([-1, -0.5, 0.5, 1], [0, 0, 1, 1]);
    expect(Number.isFinite(separable.a) && Number.isFinite(separable.b)).toBe(true);
    const [low, high] = calibrate([-1, 1], separable);
    expect(low).toBeLessThan(0.3);
    expect(high).toBeGreaterThan(0.7);
    expect(calibrate([0, 5], fitCalibration([0, 5], [1, 1]))[0]).toBeGreaterThan(0.9);
  });
});
