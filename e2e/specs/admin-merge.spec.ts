import { fileURLToPath } from 'node:url';
import { adminMergeText, HEALTHCHECK_POLL_MS, screenMessage } from '@quarry/contract';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../helpers/axe.js';
import { signedInUser } from '../helpers/createScreen.js';
import { waitForTitle } from '../helpers/documentTitle.js';
import { createTopicByApi, unreachableSources } from '../helpers/investigations.js';
import { importLocalDocuments } from '../helpers/localDocuments.js';
import { mergesIdle } from '../helpers/merges.js';
import { see, waitForPath } from '../helpers/pageActions.js';
import { useQuarry } from '../helpers/quarryTest.js';

const isHealthCheck = (request: Request) => new URL(request.url()).pathname === '/maintenance/healthcheck';
const isAdminCall = (request: Request) => new URL(request.url()).pathname.startsWith('/api/admin/');

/** Every request the page sends from now on that `matches`, to count them. */
function recordRequests(page: Page, matches: (request: Request) => boolean): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (matches(request)) seen.push(request);
  });
  return seen;
}

/** Tells the page its tab is hidden or shown again, as the browser does when the user switches tabs. */
async function setTabVisibility(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  await page.evaluate((next) => {
    const tab = (globalThis as unknown as { document: EventTarget }).document;
    Object.defineProperty(tab, 'visibilityState', { configurable: true, get: () => next });
    tab.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const referencesRis = fileURLToPath(new URL('../../apps/server/test-fixtures/local/references.ris', import.meta.url));

describe('the admin area: merge control and health checks', () => {
  const quarry = useQuarry({ directSignUp: true, env: unreachableSources });

  it('takes an omnipotent admin from /admin to the merge page: health checks polled while visible, Redo Merge', async () => {
    const { page } = quarry;
    await signedInUser(quarry, ['admin', 'omnisol']);
    // Two references with their authors, and a Topic that finds nothing (its sources are unreachable): no authors.
    const withAuthors = await importLocalDocuments(page, 'Admin merge references', referencesRis);
    const withoutAuthors = await createTopicByApi(page, 'nothing to find here');
    await mergesIdle(page);
    const healthChecks = recordRequests(page, isHealthCheck);
    const adminCalls = recordRequests(page, isAdminCall);

    await page.goto('/admin');
    await waitForPath(page, '/admin/merge');
    await waitForTitle(page, 'Admin Merge · Quarry');
    await page.getByRole('heading', { level: 1, name: 'Merge Control' }).waitFor();
    const merges = page.getByRole('region', { name: 'Running Merges' });
    const normalization = page.getByRole('region', { name: 'Normalization Queue' });
    await merges.getByRole('rowheader', { name: 'Queued' }).waitFor();
    await normalization.getByRole('rowheader', { name: 'Oldest waiting' }).waitFor();
    expect(await page.getByText(/^Health checks unavailable/).count()).toBe(0);
    await expectNoSeriousViolations(page, '/admin/merge');

    // Polled every second while the tab is visible; none while it is hidden; at once when it is shown again.
    const before = healthChecks.length;
    await pause(3 * HEALTHCHECK_POLL_MS + 500);
    expect(healthChecks.length - before).toBeGreaterThanOrEqual(2);
    await setTabVisibility(page, 'hidden');
    await pause(HEALTHCHECK_POLL_MS); // a look already out may still land
    const whileHidden = healthChecks.length;
    await pause(3 * HEALTHCHECK_POLL_MS);
    expect(healthChecks.length).toBe(whileHidden);
    const shown = page.waitForRequest(isHealthCheck);
    await setTabVisibility(page, 'visible');
    await shown;

    // Redo Merge without an id asks for it and calls nothing.
    await page.getByRole('button', { name: adminMergeText.redoMerge, exact: true }).click();
    await see(page, adminMergeText.investigationIdRequired);
    expect(adminCalls).toEqual([]);

    // Enter in the field runs Redo Merge for that investigation: queued, no Error dialog.
    const field = page.getByLabel(adminMergeText.investigationIdLabel, { exact: true });
    await field.fill(String(withAuthors));
    const answered = page.waitForResponse((response) => isAdminCall(response.request()));
    await field.press('Enter');
    const response = await answered;
    expect(response.request().method()).toBe('POST');
    expect(new URL(response.url()).pathname).toBe(`/api/admin/merge/investigations/${withAuthors}`);
    expect(response.ok()).toBe(true);
    await see(page, `The merge of investigation ${withAuthors} is being redone`);
    const errorDialog = page.getByRole('dialog', { name: adminMergeText.errorTitle });
    expect(await errorDialog.count()).toBe(0);
    expect(await page.getByRole('dialog', { name: screenMessage.errorTitle }).count()).toBe(0);

    // An investigation without authors: the server's message, in the Error dialog.
    await field.fill(String(withoutAuthors));
    await page.getByRole('button', { name: adminMergeText.redoMerge, exact: true }).click();
    await errorDialog.waitFor();
    await errorDialog.getByText(new RegExp(`\\b${withoutAuthors}\\b`)).waitFor();
    await expectNoSeriousViolations(page, '/admin/merge with the Error dialog');
    await errorDialog.getByRole('button', { name: 'Close', exact: true }).click();
    await errorDialog.waitFor({ state: 'hidden' });
  });

  it('offers the admin area in the user menu of an omnipotent admin', async () => {
    const { page } = quarry;
    const account = await signedInUser(quarry, ['omnisol', 'admin']);
    await page.goto('/investigations');
    await page.getByRole('button', { name: `User menu of ${account.nickname}` }).click();
    await page.getByRole('menuitem', { name: 'Admin', exact: true }).click();
    await waitForPath(page, '/admin/merge');
    await page.getByRole('button', { name: adminMergeText.redoMergeAll, exact: true }).waitFor();
  });

  it.each([
    ['a plain user', [] as const],
    ['an admin who is not omnipotent', ['admin'] as const],
    ['an omnipotent user who is not an admin', ['omnisol'] as const],
  ])('shows %s the not-found page at /admin, and nothing of the area runs', async (_, flags) => {
    const { page } = quarry;
    const account = await signedInUser(quarry, [...flags]);
    const adminCalls = recordRequests(page, (request) => isAdminCall(request) || isHealthCheck(request));

    await page.goto('/admin');
    await see(page, screenMessage.notFound);
    await waitForTitle(page, 'Page Not Found · Quarry');
    await page.goto('/admin/merge');
    await see(page, screenMessage.notFound);
    expect(new URL(page.url()).pathname).toBe('/admin/merge');
    expect(await page.getByRole('button', { name: adminMergeText.redoMerge, exact: true }).count()).toBe(0);
    expect(adminCalls).toEqual([]);

    await page.getByRole('button', { name: `User menu of ${account.nickname}` }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Admin', exact: true }).count()).toBe(0);
  });
});
