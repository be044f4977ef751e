import type { HealthCheckReport } from '@quarry/contract';
import type { Page } from 'playwright-core';
import { eventually } from './investigations.js';

/** Waits until no author disambiguation is queued or running, as the health check (200 or 503) counts them (admins). */
export async function mergesIdle(page: Page): Promise<void> {
  await eventually(
    async () => {
      const report = (await (await page.request.get('/maintenance/healthcheck')).json()) as HealthCheckReport;
      return report.merge.running + report.merge.queued === 0;
    },
    'the author disambiguation to finish',
    30_000,
  );
}
