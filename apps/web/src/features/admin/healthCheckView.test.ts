import type { HealthCheckReport } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { failureReason, formatWait, healthOutcomeOfFailure } from './healthCheckView';

describe('the health-check view', () => {
  it('writes the oldest wait in seconds, minutes or hours, and a dash when nothing waits', () => {
    expect(formatWait(null)).toBe('—');
    expect(formatWait(0)).toBe('0 s');
    expect(formatWait(59.4)).toBe('59 s');
    expect(formatWait(60)).toBe('1 min 0 s');
    expect(formatWait(3599)).toBe('59 min 59 s');
    expect(formatWait(7500)).toBe('2 h 5 min');
  });

  it('says why the checks are unavailable, in one short line', () => {
    expect(failureReason({ status: 0, body: '' })).toBe('the server could not be reached');
    expect(failureReason({ status: 500, body: '' })).toBe('HTTP 500');
    expect(failureReason({ status: 403, body: ' Forbidden\n' })).toBe('Forbidden (HTTP 403)');
    const long = failureReason({ status: 502, body: 'x'.repeat(500) });
    expect(long).toBe(`${'x'.repeat(199)}… (HTTP 502)`);
  });

  it('reads a 503 body as the degraded report, and only a 503', () => {
    const report: HealthCheckReport = {
      status: 'degraded',
      checkedAt: '2026-11-28T05:00:00.000Z',
      merge: { status: 'ok', reason: null, running: 0, queued: 0 },
      normalization: { status: 'ok', reason: null, running: 0, queued: 0, oldestWaitingSeconds: null },
      database: { status: 'degraded', reason: 'The database did not answer within 1000 ms' },
    };
    expect(healthOutcomeOfFailure({ status: 503, body: JSON.stringify(report) })).toEqual({ kind: 'report', report });
    expect(healthOutcomeOfFailure({ status: 500, body: JSON.stringify(report) }).kind).toBe('unavailable');
    expect(healthOutcomeOfFailure({ status: 503, body: '{"status":"degraded"}' })).toEqual({
      kind: 'unavailable',
      reason: '{"status":"degraded"} (HTTP 503)',
    });
  });
});
