import { describe, expect, it } from 'vitest';
import { JobAborted, retryDelaySeconds } from './job-aborted.js';

describe('retryDelaySeconds', () => {
  it('waits base × 4^(n-1) before retry n', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelaySeconds(5, attempt))).toEqual([5, 20, 80, 320]);
    expect(retryDelaySeconds(0, 3)).toBe(0);
  });
});

describe('JobAborted', () => {
  it('says why the handler was stopped', () => {
    expect(new JobAborted('cancelled').message).toBe('the job was cancelled');
    expect(new JobAborted('lease lost')).toMatchObject({ kind: 'lease lost', name: 'JobAborted' });
  });
});
