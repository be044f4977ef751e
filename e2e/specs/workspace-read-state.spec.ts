import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../helpers/createScreen.js';
import { eventually } from '../helpers/investigations.js';
import {
  documentItem,
  documentItems,
  openWorkspace,
  readyTopic,
  soilTitle,
  useWorkspaceQuarry,
  waitForCount,
  waitForPressed,
} from '../helpers/workspace.js';

/** The weight the title is drawn with (700 is bold: unread). */
const titleWeight = (item: Locator): Promise<number> =>
  item
    .getByTestId('document-title')
    .evaluate((title) => Number(title.ownerDocument.defaultView!.getComputedStyle(title).fontWeight));

const handbookTitle = 'Rural land markets: a handbook';

describe('the investigation workspace: read state and dates', () => {
  const quarry = useWorkspaceQuarry();

  it('opening a document marks it read: the title is no longer bold and Unread counts one less, also after a reload', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    await openWorkspace(page, id);
    const displayed = page.getByRole('group', { name: 'Displayed Results' });
    await displayed.getByRole('button', { name: 'Unread' }).click();
    await waitForCount(page, '5 Documents');
    await displayed.getByRole('button', { name: 'All' }).click();
    await waitForPressed(displayed.getByRole('button', { name: 'All' }), true, 'All to be selected');

    const item = documentItem(page, soilTitle);
    expect(await titleWeight(item)).toBe(700);
    const touched = page.waitForResponse((response) => response.url().endsWith('/touched'));
    await item.getByTestId('document-title').click();
    expect((await touched).status()).toBe(200);
    await eventually(async () => (await titleWeight(item)) < 700, 'the opened title to lose its bold');
    expect(await titleWeight(documentItem(page, handbookTitle))).toBe(700);

    await displayed.getByRole('button', { name: 'Unread' }).click();
    await waitForCount(page, '4 Documents');
    expect(await documentItem(page, soilTitle).count()).toBe(0);

    await page.reload();
    await documentItems(page).first().waitFor();
    await waitForCount(page, '4 Documents');
    await page.getByRole('group', { name: 'Displayed Results' }).getByRole('button', { name: 'All' }).click();
    await waitForCount(page, '5 Documents');
    expect(await titleWeight(documentItem(page, soilTitle))).toBeLessThan(700);
    expect(await titleWeight(documentItem(page, handbookTitle))).toBe(700);
  });

  it('shows each date at its precision: a year-only date as its year', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    await openWorkspace(page, id);
    const details = (title: string) => documentItem(page, title).getByTestId('document-details').textContent();
    expect(await details(soilTitle)).toContain('15 Mar 2021');
    const handbook = await details(handbookTitle);
    expect(handbook).toContain('2019');
    expect(handbook).not.toContain('Jan');
  });
});
