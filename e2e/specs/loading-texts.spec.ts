import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../helpers/createScreen.js';
import { documentItems, readyTopic, useWorkspaceQuarry } from '../helpers/workspace.js';

/** Holds each call to `pattern` for a second, so that what the page shows meanwhile can be seen. */
const slowDown = (page: Page, pattern: string) =>
  page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });

describe('the loading texts the workspace shows while its calls are out (doc 1 §2, doc 3 §2)', () => {
  const quarry = useWorkspaceQuarry();

  it("says 'Loading Documents....' until the documents come, and 'Loading Timeline Graph...' until the chart does", async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);

    await slowDown(page, '**/api/investigations/topic/*/data**');
    await page.goto(`/investigations/topic/${id}/documents`);
    await page.getByRole('status').getByText('Loading Documents....', { exact: true }).waitFor();
    await documentItems(page).first().waitFor();
    expect(await page.getByText('Loading Documents....').count()).toBe(0);

    await slowDown(page, '**/timeline-chart');
    await page.getByRole('tab', { name: 'Timeline' }).click();
    const terms = (await page.request
      .get(`/api/investigations/topic/${id}/terms`)
      .then((response) => response.json())) as { terms: Array<{ term: string }> };
    const term = terms.terms[0]!.term;
    await page
      .getByRole('group', { name: 'Terms and Term Groups' })
      .getByRole('checkbox', { name: term, exact: true })
      .check();
    await page.getByText('Loading Timeline Graph...', { exact: true }).waitFor();
    await page.getByRole('img', { name: `Documents per year: ${term}` }).waitFor();
    expect(await page.getByText('Loading Timeline Graph...').count()).toBe(0);
  });
});
