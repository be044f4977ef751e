import { describe, expect, it } from 'vitest';
import { meterValue, rateAngle, refreshColor, SPEEDOMETER_MAX, speedometerAngle } from './liveGauges';

describe('the activity speedometer', () => {
  it('maps documents per second onto the dial on a log scale up to 100 docs/s', () => {
    expect(rateAngle(0)).toBe(0);
    expect(rateAngle(-3)).toBe(0);
    expect(rateAngle(Number.NaN)).toBe(0);
    // A slow harvest already moves the needle visibly; 10 docs/s is about half the dial; 100 reaches its end.
    expect(rateAngle(1)).toBeCloseTo(25.5, 1);
    expect(rateAngle(10)).toBeCloseTo(88.3, 1);
    expect(rateAngle(100)).toBe(SPEEDOMETER_MAX);
    expect(rateAngle(5000)).toBe(SPEEDOMETER_MAX);
    const angles = [0.5, 2, 5, 20, 50].map(rateAngle);
    expect(angles).toEqual([...angles].sort((a, b) => a - b));
  });

  it('jitters an active needle by up to 10 degrees within 0–170, and rests when idle', () => {
    expect(speedometerAngle(0, 0.9)).toBe(0);
    expect(speedometerAngle(10, 0.5)).toBeCloseTo(rateAngle(10), 6);
    expect(speedometerAngle(10, 0)).toBeCloseTo(rateAngle(10) - 10, 6);
    expect(speedometerAngle(0.1, 0)).toBe(0);
    expect(speedometerAngle(500, 0.99)).toBe(SPEEDOMETER_MAX);
  });

  it('reports the rate itself to assistive technology, capped at the dial end', () => {
    expect(meterValue(3.24)).toBe(3.2);
    expect(meterValue(250)).toBe(100);
    expect(meterValue(-1)).toBe(0);
  });

  it('colours the refresh button by relevancyScore / 100, capped at 1', () => {
    expect(refreshColor(0)).toBe('rgb(134, 142, 150)');
    expect(refreshColor(250)).toBe('rgb(47, 158, 68)');
  });
});
