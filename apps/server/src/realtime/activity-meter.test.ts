import { describe, expect, it } from 'vitest';
import { ActivityMeter } from './activity-meter.js';

describe('activity meter', () => {
  it('gives documents per second over the sliding window and forgets older batches', () => {
    let now = 0;
    const meter = new ActivityMeter(10_000, () => now);
    meter.record(1, 40);
    now = 5_000;
    meter.record(1, 60);
    expect(meter.rate(1)).toBe(10);
    now = 12_000;
    expect(meter.rate(1)).toBe(6);
    now = 30_000;
    expect(meter.rate(1)).toBe(0);
    expect(meter.rate(2)).toBe(0);
  });
});
