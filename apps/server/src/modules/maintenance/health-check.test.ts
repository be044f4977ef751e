import { HEALTHCHECK_DATABASE_TIMEOUT_MS, MERGE_MAX_WAIT_SECONDS } from '@quarry/contract';
import { describe, expect, it, vi } from 'vitest';
import type { UnfinishedJobs } from '../../jobs/job-runner.js';
import { createHealthCheck, HEALTHCHECK_REUSE_MS, healthReport } from './health-check.js';

const kinds = { merge: ['cluster-persons'], normalization: ['harvest-investigation'] };
const row = (
  kind: string,
  state: UnfinishedJobs['state'],
  count: number,
  oldestWaitingSeconds: number | null = null,
) => ({
  kind,
  state,
  count,
  oldestWaitingSeconds,
});

describe('the health report', () => {
  it('adds up each check’s jobs, and is ok while nothing has waited too long', () => {
    const report = healthReport(
      {
        rows: [
          row('cluster-persons', 'running', 1),
          row('cluster-persons', 'queued', 4, 12.4),
          row('harvest-investigation', 'queued', 2, 30.6),
        ],
      },
      kinds,
      new Date('2026-11-28T06:00:00Z'),
    );
    expect(report).toEqual({
      status: 'ok',
      checkedAt: '2026-11-28T06:00:00.000Z',
      merge: { status: 'ok', reason: null, running: 1, queued: 4 },
      normalization: { status: 'ok', reason: null, running: 0, queued: 2, oldestWaitingSeconds: 31 },
      database: { status: 'ok', reason: null },
    });
  });

  it('is degraded by a disambiguation that has waited longer than MERGE_MAX_WAIT_SECONDS, saying so', () => {
    const report = healthReport({ rows: [row('cluster-persons', 'queued', 1, MERGE_MAX_WAIT_SECONDS + 5)] }, kinds);
    expect(report.status).toBe('degraded');
    expect(report.merge.status).toBe('degraded');
    expect(report.merge.reason).toBe(
      `The oldest waiting disambiguation job has waited ${MERGE_MAX_WAIT_SECONDS + 5} s (more than ${MERGE_MAX_WAIT_SECONDS} s)`,
    );
    expect(report.normalization.status).toBe('ok');
  });

  it('is degraded in every check when the database query fails, the database saying why', () => {
    const report = healthReport({ error: 'The database query failed: connection refused' }, kinds);
    expect(report).toMatchObject({
      status: 'degraded',
      database: { status: 'degraded', reason: 'The database query failed: connection refused' },
      merge: { status: 'degraded', reason: 'Unknown: The database query failed: connection refused' },
      normalization: { status: 'degraded' },
    });
  });
});

describe('the health check', () => {
  it('shares one query between the calls within HEALTHCHECK_REUSE_MS, then answers the last report while it asks again', async () => {
    vi.useFakeTimers();
    try {
      let queued = 0;
      const read = vi.fn(async () => [row('harvest-investigation', 'queued', ++queued)]);
      const check = createHealthCheck(read, kinds);
      const first = await Promise.all([check.report(), check.report(), check.report()]);
      expect(first.map((report) => report.normalization.queued)).toEqual([1, 1, 1]);
      expect(read).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(HEALTHCHECK_REUSE_MS);
      // The newest report at once; the query it started answers the next call.
      expect((await check.report()).normalization.queued).toBe(1);
      expect(read).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1);
      expect((await check.report()).normalization.queued).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports the database degraded when it does not answer within HEALTHCHECK_DATABASE_TIMEOUT_MS', async () => {
    vi.useFakeTimers();
    try {
      const check = createHealthCheck(() => new Promise<UnfinishedJobs[]>(() => undefined), kinds);
      const report = check.report();
      await vi.advanceTimersByTimeAsync(HEALTHCHECK_DATABASE_TIMEOUT_MS + 1);
      expect((await report).database).toEqual({
        status: 'degraded',
        reason: `The database query failed: the database did not answer within ${HEALTHCHECK_DATABASE_TIMEOUT_MS} ms`,
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
