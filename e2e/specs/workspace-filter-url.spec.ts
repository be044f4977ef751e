import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../helpers/createScreen.js';
import { eventually, signIn } from '../helpers/investigations.js';
import {
  chipLabels,
  documentItem,
  documentItems,
  documentsCount,
  openWorkspace,
  readyTopic,
  useWorkspaceQuarry,
  waitForCount,
} from '../helpers/workspace.js';

const handbookTitle = 'Rural land markets: a handbook';
const searchOf = (page: Page) => new URL(page.url()).searchParams;

/** Ana Ferreira's 2019 work, Unread: one document behind three filters. */
async function filterToHandbook(page: Page): Promise<void> {
  await page.getByRole('group', { name: 'Authors' }).getByTestId('top-bar').filter({ hasText: 'Ana Ferreira' }).click();
  await waitForCount(page, '2 Documents');
  await page.getByTestId('histogram-bar-2019').click();
  await waitForCount(page, '1 Document');
  await page.getByRole('group', { name: 'Displayed Results' }).getByRole('button', { name: 'Unread' }).click();
  await eventually(async () => (await chipLabels(page)).length === 3, 'three chips');
}

const handbookChips = ['Date: 2019', 'Displayed: Unread', 'Authors: Ana Ferreira'];

async function expectHandbookView(page: Page): Promise<void> {
  await documentItems(page).first().waitFor();
  await waitForCount(page, '1 Document');
  expect(await chipLabels(page)).toEqual(handbookChips);
  await documentItem(page, handbookTitle).waitFor();
}

describe('the investigation workspace: the filter is part of the address', () => {
  const quarry = useWorkspaceQuarry();

  it('keeps the filter across a reload, and a copied address opens the same view for the same user', async () => {
    const { page } = quarry;
    const account = await signedInUser(quarry);
    const id = await readyTopic(page);
    await openWorkspace(page, id);
    expect(page.url()).toMatch(new RegExp(`/investigations/topic/${id}/documents$`));
    const entries = await page.evaluate<number>('history.length');

    await filterToHandbook(page);
    expect(Object.fromEntries(searchOf(page))).toMatchObject({ from: '2019', to: '2019', show: 'Unread' });
    expect(searchOf(page).get('author')).toMatch(/^\d+~Ana Ferreira$/);
    // Filter changes replace the address: Back leaves the workspace instead of stepping through them.
    expect(await page.evaluate<number>('history.length')).toBe(entries);

    await page.reload();
    await expectHandbookView(page);

    const copied = page.url();
    // The user moves on, so their last filter is no longer the copied view.
    await page.getByRole('button', { name: 'Clear Filters', exact: true }).click();
    await waitForCount(page, '5 Documents');
    await eventually(async () => !page.url().includes('?'), 'the address without a filter');

    const context = await page.context().browser()!.newContext({ baseURL: quarry.server.url });
    try {
      const fresh = await context.newPage();
      await signIn(fresh, account);
      await fresh.goto(copied);
      await expectHandbookView(fresh);
      expect(fresh.url()).toBe(copied);
    } finally {
      await context.close();
    }
  });

  it('opens without a filter in the address on the last filter, and writes it there', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    await page.goto('/investigations');
    await openWorkspace(page, id);
    await filterToHandbook(page);
    const search = page.getByLabel('Free text search');
    await search.fill('handbook');
    await search.press('Enter');
    await eventually(async () => searchOf(page).get('q') === 'handbook', 'the text in the address');
    await page.waitForLoadState('networkidle');

    await page.goto('/investigations');
    await page.goto(`/investigations/${id}`);
    await documentItems(page).first().waitFor();
    // Displayed Results and the date reset when the workspace opens afresh (doc 2 §4); the rest is the last filter.
    await eventually(
      async () => (await chipLabels(page)).join() === 'Text: handbook,Authors: Ana Ferreira',
      'the last filter',
    );
    await waitForCount(page, '1 Document');
    await eventually(
      async () => searchOf(page).get('q') === 'handbook' && searchOf(page).has('author'),
      'the last filter in the address',
    );
    expect(new URL(page.url()).pathname).toBe(`/investigations/topic/${id}/documents`);
    await page.goBack();
    await eventually(async () => new URL(page.url()).pathname === '/investigations', 'Back to leave for the list');
  });

  it('opens a mangled address on what it can read', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    await page.goto(`/investigations/topic/${id}?from=abc&show=Nope&sort=zzz&author=&label=a~b~c&q=vineyards&ids=x`);
    await documentItems(page).first().waitFor();
    await waitForCount(page, '1 Document');
    expect(await chipLabels(page)).toEqual(['Text: vineyards']);
    await eventually(async () => new URL(page.url()).search === '?q=vineyards', 'the address rewritten');
    expect(await documentsCount(page)).toBe('1 Document');
  });
});
