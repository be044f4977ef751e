import { describe, expect, it } from 'vitest';
import { diffAssignments, runsToCompare } from './cluster-diff.js';

describe('diffAssignments', () => {
  it('lists the mentions whose person changed, in document order, one only one run has moved from or to nothing', () => {
    const from = { '7:0': 1, '7:1': 2, '3:2': 5, '9:0': 4 };
    const to = { '7:0': 1, '7:1': 3, '3:2': 5, '8:1': 6 };
    expect(diffAssignments(from, to)).toEqual({
      moved: [
        { documentId: 7, position: 1, fromPersonId: 2, toPersonId: 3 },
        { documentId: 8, position: 1, fromPersonId: null, toPersonId: 6 },
        { documentId: 9, position: 0, fromPersonId: 4, toPersonId: null },
      ],
      unchanged: 2,
    });
  });

  it('finds nothing moved between a run and itself', () => {
    expect(diffAssignments({ '1:0': 1 }, { '1:0': 1 })).toEqual({ moved: [], unchanged: 1 });
  });
});

describe('runsToCompare', () => {
  it('takes the last two runs by default, and the run before the one asked for', () => {
    expect(runsToCompare([3, 5, 8], {})).toEqual({ fromRunId: 5, toRunId: 8 });
    expect(runsToCompare([3, 5, 8], { toRunId: 5 })).toEqual({ fromRunId: 3, toRunId: 5 });
    expect(runsToCompare([3, 5, 8], { fromRunId: 8, toRunId: 3 })).toEqual({ fromRunId: 8, toRunId: 3 });
  });

  it('compares nothing with fewer than two runs, and knows no run of another investigation', () => {
    expect(runsToCompare([], {})).toEqual({ fromRunId: null, toRunId: null });
    expect(runsToCompare([4], {})).toEqual({ fromRunId: null, toRunId: null });
    expect(runsToCompare([3, 5], { fromRunId: 4 })).toBeUndefined();
    expect(runsToCompare([], { toRunId: 1 })).toBeUndefined();
  });
});
