import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../helpers/createScreen.js';
import { readyTopic, useWorkspaceQuarry } from '../helpers/workspace.js';

let openAlexFails = false;

/** The first two terms of the investigation's search definition. */
async function firstTwoTerms(page: Page, id: number): Promise<[string, string]> {
  const response = await page.request.get(`/api/investigations/topic/${id}/terms`);
  const [first, second] = ((await response.json()) as { terms: Array<{ term: string }> }).terms;
  return [first!.term, second!.term];
}

describe('the timeline says why the external series is empty', () => {
  const quarry = useWorkspaceQuarry({}, [
    {
      path: '/works',
      query: (query) => query.get('group_by') === 'publication_year',
      handle: () => (openAlexFails ? { status: 500, body: 'down' } : { body: { meta: { count: 0 }, group_by: [] } }),
    },
  ]);

  it('says OpenAlex could not be asked when it fails, and that it has no works when it answers none', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    const [term, other] = await firstTwoTerms(page, id);
    await page.goto(`/investigations/topic/${id}/timeline`);
    await page.getByText('No data to display').waitFor();
    const reason = page.getByTestId('timeline-external-reason');

    openAlexFails = true;
    await page.getByRole('radio', { name: `OpenAlex works: ${term}` }).check();
    await reason.getByText(`OpenAlex could not be asked for the works on ${term}; try again later.`).waitFor();
    expect(await page.getByText('No data to display').count()).toBe(0);

    openAlexFails = false;
    await page.getByRole('radio', { name: `OpenAlex works: ${other}` }).check();
    await reason.getByText(`OpenAlex has no works on ${other}.`).waitFor();
    expect(await page.getByText('No data to display').count()).toBe(0);
  });
});
