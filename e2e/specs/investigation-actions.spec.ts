import { describe, expect, it } from 'vitest';
import { waitForTitle } from '../helpers/documentTitle.js';
import {
  createTopicByApi,
  eventually,
  rowOfId,
  signIn,
  signOut,
  tableCells,
  tableRows,
  unreachableSources,
  waitForRowCount,
} from '../helpers/investigations.js';
import { nonAdminAccounts } from '../helpers/createScreen.js';
import { see, waitForPath } from '../helpers/pageActions.js';
import { useQuarry } from '../helpers/quarryTest.js';

describe('investigations: opening, renaming, duplicate, delete, privacy and the admin toggle', () => {
  const quarry = useQuarry({ directSignUp: true, env: unreachableSources });
  const accounts = nonAdminAccounts(quarry);
  const signedIn = () => accounts.signedIn();

  it('redirects /investigations/{id} to the topic route; the header title saves on Enter and blur, Esc cancels', async () => {
    const { page } = quarry;
    await signedIn();
    const id = await createTopicByApi(page, 'neutrino mass');
    await page.goto(`/investigations/${id}`);
    await waitForPath(page, `/investigations/topic/${id}/documents`);
    const title = page.getByTestId('investigation-title');
    const input = page.getByRole('textbox', { name: 'Investigation title' });

    await title.click();
    await input.fill('Neutrino masses');
    await input.press('Enter');
    await title.getByText('Neutrino masses', { exact: true }).waitFor();
    // The tab bears the investigation's name, renamed with it.
    await waitForTitle(page, 'Neutrino masses · Quarry');

    await title.click();
    await input.fill('Something else');
    await input.press('Escape');
    await title.getByText('Neutrino masses', { exact: true }).waitFor();

    await title.click();
    await input.fill('Neutrino oscillations');
    await page.getByTestId('investigation-status').click();
    await title.getByText('Neutrino oscillations', { exact: true }).waitFor();

    await page.reload();
    await title.getByText('Neutrino oscillations', { exact: true }).waitFor();
    await page.goto('/investigations/topic/999999');
    await see(page, "OOPS! We can't find the page that you're looking for");
  });

  it('duplicates and deletes only after their confirmations', async () => {
    const { page } = quarry;
    await signedIn();
    const id = await createTopicByApi(page, 'dark matter');
    await page.goto('/investigations');
    await waitForRowCount(page, 1);

    await rowOfId(page, id).getByRole('button', { name: 'Duplicate' }).click();
    const duplicate = page.getByRole('dialog', { name: 'Duplicate Investigation' });
    await duplicate.getByText('You are about to duplicate this investigation.', { exact: true }).waitFor();
    await duplicate.getByRole('button', { name: 'Cancel' }).click();
    await duplicate.waitFor({ state: 'hidden' });
    expect(await tableRows(page).count()).toBe(1);
    await rowOfId(page, id).getByRole('button', { name: 'Duplicate' }).click();
    await duplicate.getByRole('button', { name: 'Duplicate' }).click();
    await waitForRowCount(page, 2);
    const highlighted = page.locator('#investigation-table tr[data-highlighted="true"]');
    await highlighted.waitFor();
    const copy = Number(await highlighted.getAttribute('data-investigation-id'));
    expect(copy).not.toBe(id);
    expect(new URL(page.url()).searchParams.get('highlight')).toBe(String(copy));
    expect(await rowOfId(page, copy).locator('td').nth(2).textContent()).toBe('dark matter (copy)');

    await rowOfId(page, id).getByRole('button', { name: 'Delete' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete Investigation' });
    await remove.getByText('You are about to permanently delete this entire investigation', { exact: true }).waitFor();
    await remove.getByRole('button', { name: 'Cancel' }).click();
    await remove.waitFor({ state: 'hidden' });
    expect(await tableRows(page).count()).toBe(2);
    await rowOfId(page, id).getByRole('button', { name: 'Delete' }).click();
    await remove.getByRole('button', { name: 'Delete' }).click();
    await waitForRowCount(page, 1);
    expect(await rowOfId(page, id).count()).toBe(0);
    await waitForPath(page, `/investigations?highlight=${copy}`);
  });

  it("never shows another user's investigation, in the list or at its address", async () => {
    const { page } = quarry;
    await signedIn();
    const theirs = await createTopicByApi(page, 'private topic');
    await signOut(page);
    await signedIn();
    await createTopicByApi(page, 'my own topic');
    await page.goto('/investigations');
    await waitForRowCount(page, 1);
    expect((await tableCells(page))[0]![2]).toBe('my own topic');
    await page.goto(`/investigations/topic/${theirs}`);
    await see(page, "OOPS! We can't find the page that you're looking for");
  });

  it('lets an admin switch between their own and everyone’s investigations', async () => {
    const { page } = quarry;
    const other = await signedIn();
    const theirs = await createTopicByApi(page, 'topic of another user');
    await signOut(page);
    await signIn(page, accounts.admin!);
    const mine = await createTopicByApi(page, 'topic of the admin');
    await page.goto('/investigations');
    await rowOfId(page, mine).waitFor();
    expect(await rowOfId(page, theirs).count()).toBe(0);

    const listAll = page.waitForRequest((request) => request.url().endsWith('/api/investigations?forceAll=true'));
    await page.getByText('All investigations', { exact: true }).click();
    await listAll;
    await rowOfId(page, theirs).waitFor();
    expect(await rowOfId(page, theirs).locator('td').nth(7).textContent()).toBe(other.nickname);
    await page.getByText('My investigations', { exact: true }).click();
    await eventually(async () => (await rowOfId(page, theirs).count()) === 0, 'the other user’s row to leave');
    await rowOfId(page, mine).waitFor();
  });
});
