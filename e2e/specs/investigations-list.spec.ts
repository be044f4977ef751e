import { describe, expect, it } from 'vitest';
import {
  clientIdHeader,
  createByApi,
  createTopicByApi,
  eventually,
  rowOfId,
  tableCells,
  tableRows,
  unreachableSources,
  waitForRowCount,
} from '../helpers/investigations.js';
import { nonAdminAccounts } from '../helpers/createScreen.js';
import { see, waitForPath } from '../helpers/pageActions.js';
import { useQuarry } from '../helpers/quarryTest.js';

describe('investigations list: selectors, table, filter, spinner and polling', () => {
  const quarry = useQuarry({ directSignUp: true, env: unreachableSources });
  const accounts = nonAdminAccounts(quarry);
  const signedIn = () => accounts.signedIn();

  it('greets with a selector per type the user may create, an empty table, and a link down to it', async () => {
    const { page } = quarry;
    await signedIn();
    await page.goto('/investigations');
    for (const label of [
      'Topic (General)',
      'Person (Academic Researcher)',
      'Academic Research Group',
      'University / Organization',
      'Political',
      'Website',
      'Tender',
      'Company',
      'Local documents',
    ]) {
      await page.getByRole('link', { name: label, exact: true }).waitFor();
    }
    expect(await page.getByRole('link', { name: 'Launch for Faculty' }).count()).toBe(0);
    await see(page, 'No Investigations');
    expect(await page.getByRole('button', { name: 'Process' }).count()).toBe(0);
    expect(await page.getByRole('radio', { name: 'All investigations' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Go to my investigations' }).click();
    await page.waitForURL((url) => url.hash === '#investigation-table');
    await page.getByRole('link', { name: 'Person (Academic Researcher)', exact: true }).click();
    await waitForPath(page, '/investigations/create?type=Person');
  });

  it('lists newest first, numbered down from the total, with type badge, creator and a tooltip; a row opens', async () => {
    const { page } = quarry;
    const account = await signedIn();
    const first = await createTopicByApi(page, 'alpha particles');
    const second = await createByApi(page, '/api/investigations/person', { personName: 'Marie Curie' });
    const third = await createTopicByApi(page, 'gamma rays');
    await page.goto('/investigations');
    await waitForRowCount(page, 3);
    const cells = await tableCells(page);
    expect(cells.map((row) => row.slice(0, 3))).toEqual([
      ['3', 'Topic (General)', 'gamma rays'],
      ['2', 'Person (Academic Researcher)', 'Marie Curie'],
      ['1', 'Topic (General)', 'alpha particles'],
    ]);
    expect(cells[0]![7]).toBe(account.nickname);
    expect(cells[0]![8]).toBe('0');
    expect(await rowOfId(page, third).getAttribute('data-highlighted')).toBeNull();

    await rowOfId(page, first).locator('td').first().hover();
    const tooltip = page.getByRole('tooltip');
    await tooltip.getByText(`ID: ${first}`, { exact: true }).waitFor();
    await tooltip.getByText(/^UUID: [0-9a-f-]{36}$/).waitFor();

    await rowOfId(page, second).locator('td').nth(6).click();
    await waitForPath(page, `/investigations/person/${second}/author-graph`);
    await page.getByTestId('investigation-title').getByText('Marie Curie', { exact: true }).waitFor();
    await page.getByTestId('investigation-status').waitFor();
    await page.getByRole('link', { name: 'Quarry' }).click();
    await waitForPath(page, '/investigations');
    // (a Failed or problem badge is a button to the harvest summary: the row is clicked beside its status)
    await rowOfId(page, first).locator('td').nth(5).click();
    await waitForPath(page, `/investigations/topic/${first}/documents`);
  });

  it('narrows the rows with the filter box and restores them with its clear button', async () => {
    const { page } = quarry;
    await signedIn();
    await createTopicByApi(page, 'solar cells');
    await createTopicByApi(page, 'wind turbines');
    const person = await createByApi(page, '/api/investigations/person', { personName: 'Nikola Tesla' });
    await page.goto('/investigations');
    await waitForRowCount(page, 3);
    const filter = page.getByPlaceholder('Enter text to filter by');
    await filter.fill('SOLAR');
    await waitForRowCount(page, 1);
    expect((await tableCells(page))[0]![2]).toBe('solar cells');
    await filter.fill('academic researcher');
    await waitForRowCount(page, 1);
    await filter.fill(String(person));
    await eventually(async () => (await tableRows(page).count()) >= 1, 'the row found by its id');
    expect(await rowOfId(page, person).count()).toBe(1);
    await filter.fill('no such thing');
    await see(page, 'No Investigations');
    await page.getByRole('button', { name: 'Clear filter' }).click();
    await waitForRowCount(page, 3);
    expect(await filter.inputValue()).toBe('');
  });

  it('rings a bell in the Alerts cell of an investigation whose alerts are on, and only there', async () => {
    const { page } = quarry;
    await signedIn();
    const quiet = await createTopicByApi(page, 'quiet topic');
    const alerted = await createTopicByApi(page, 'alerted topic');
    const turnedOn = await page.request.patch(`/api/investigations/${alerted}`, {
      data: { alertsEnabled: true },
      headers: clientIdHeader(),
    });
    expect(turnedOn.ok()).toBe(true);
    await page.goto('/investigations');
    await waitForRowCount(page, 2);
    expect(await page.locator('#investigation-table thead th').nth(3).textContent()).toBe('Alerts');
    const bell = (id: number) => rowOfId(page, id).locator('td').nth(3).getByRole('img', { name: 'Alerts enabled' });
    await bell(alerted).waitFor();
    expect(await bell(quiet).count()).toBe(0);
  });

  it('shows the spinner when the list is slow, and picks up new investigations by polling', async () => {
    const { page } = quarry;
    await signedIn();
    await page.route('**/api/investigations', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto('/investigations');
    await see(page, 'Loading Investigations...');
    await see(page, 'No Investigations');
    await page.unroute('**/api/investigations');
    const id = await createTopicByApi(page, 'polled topic');
    await rowOfId(page, id).waitFor({ timeout: 9_000 });
    expect(await page.getByText('Loading Investigations...').count()).toBe(0);
  });
});
