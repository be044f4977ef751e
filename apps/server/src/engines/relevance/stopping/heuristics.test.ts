import { describe, expect, it } from 'vitest';
import { irrelevantSinceLastRelevant, stopAfterIrrelevantInARow, stopAfterShareScreened } from './heuristics.js';

describe('stopping heuristics', () => {
  it('counts the irrelevant records since the last relevant one', () => {
    expect(irrelevantSinceLastRelevant([])).toBe(0);
    expect(irrelevantSinceLastRelevant([0, 0, 0])).toBe(3);
    expect(irrelevantSinceLastRelevant([1, 0, 1, 0, 0])).toBe(2);
    expect(irrelevantSinceLastRelevant([0, 1])).toBe(0);
  });

  it('stops after a run of irrelevant records', () => {
    expect(stopAfterIrrelevantInARow([1, 0, 0], 2)).toBe(true);
    expect(stopAfterIrrelevantInARow([1, 0, 0], 3)).toBe(false);
    expect(() => stopAfterIrrelevantInARow([0], 0)).toThrow(RangeError);
  });

  it('stops after a share of the records', () => {
    expect(stopAfterShareScreened(49, 100, 0.5)).toBe(false);
    expect(stopAfterShareScreened(50, 100, 0.5)).toBe(true);
    expect(stopAfterShareScreened(34, 101, 1 / 3)).toBe(true);
    expect(() => stopAfterShareScreened(1, 10, 0)).toThrow(RangeError);
  });
});
