import { describe, expect, it } from 'vitest';
import { signedInUser } from '../helpers/createScreen.js';
import { eventually } from '../helpers/investigations.js';
import {
  chipLabels,
  documentItem,
  documentsCount,
  openWorkspace,
  readyTopic,
  soilTitle,
  useWorkspaceQuarry,
  waitForCount,
} from '../helpers/workspace.js';

describe('the investigation workspace: filters and tops', () => {
  const quarry = useWorkspaceQuarry();

  it('filters by a histogram year and an author, shows the chips, and clears them', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    await openWorkspace(page, id);

    await page.getByTestId('histogram-bar-2021').click();
    await waitForCount(page, '1 Document');
    expect(await chipLabels(page)).toEqual(['Date: 2021']);
    await documentItem(page, soilTitle).waitFor();

    await page.getByRole('button', { name: 'Remove filter Date: 2021' }).click();
    await waitForCount(page, '5 Documents');
    const authors = page.getByRole('group', { name: 'Authors' });
    await authors.getByTestId('top-bar').filter({ hasText: 'Ana Ferreira' }).click();
    await waitForCount(page, '2 Documents');
    expect(await chipLabels(page)).toEqual(['Authors: Ana Ferreira']);

    await page.getByTestId('histogram-bar-2019').click();
    await waitForCount(page, '1 Document');
    expect(await chipLabels(page)).toEqual(['Date: 2019', 'Authors: Ana Ferreira']);

    await page.getByRole('button', { name: 'Clear Filters', exact: true }).click();
    await waitForCount(page, '5 Documents');
    expect(await chipLabels(page)).toEqual([]);
  });

  it('drags a histogram handle, toggles Displayed Results, and searches free text', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    await openWorkspace(page, id);

    const handle = (await page.getByTestId('histogram-handle-start').boundingBox())!;
    const target = (await page.getByTestId('histogram-bar-2019').boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(target.x + 1, handle.y + handle.height / 2, { steps: 8 });
    await page.mouse.up();
    await eventually(async () => (await chipLabels(page)).join() === 'Date: From 2019', 'the date chip');
    await eventually(async () => (await documentsCount(page)) !== '5 Documents', 'fewer documents from 2019 on');
    await page.getByRole('button', { name: 'Remove filter Date: From 2019' }).click();
    await waitForCount(page, '5 Documents');

    const displayed = page.getByRole('group', { name: 'Displayed Results' });
    await displayed.getByRole('button', { name: 'Unread' }).click();
    await eventually(async () => (await chipLabels(page)).join() === 'Displayed: Unread', 'the displayed-results chip');
    await displayed.getByRole('button', { name: 'Unread' }).click();
    await eventually(async () => (await chipLabels(page)).length === 0, 'Displayed Results back to All');
    expect(await displayed.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');

    const search = page.getByLabel('Free text search');
    await search.fill('  vineyards ');
    await search.press('Enter');
    await waitForCount(page, '1 Document');
    expect(await chipLabels(page)).toEqual(['Text: vineyards']);
    // The hits are marked in the list, as the filter found them (case aside).
    const hits = await page.locator('[data-testid="document-item"] mark[data-markup="free-text"]').allTextContents();
    expect(hits.map((hit) => hit.toLowerCase())).toContain('vineyards');
    await search.fill('   ');
    await search.press('Enter');
    await waitForCount(page, '5 Documents');
    expect(await chipLabels(page)).toEqual([]);
  });

  it('moves the histogram handles with the keys and selects a year or a top bar with Enter or Space', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    await openWorkspace(page, id);
    const chipsAre = (text: string) =>
      eventually(async () => (await chipLabels(page)).join() === text, `chips ${text}`);

    const from = page.getByRole('slider', { name: 'From year' });
    const to = page.getByRole('slider', { name: 'To year' });
    const first = Number(await from.getAttribute('aria-valuenow'));
    const last = Number(await to.getAttribute('aria-valuenow'));
    expect(await from.getAttribute('aria-valuemin')).toBe(String(first));
    expect(await to.getAttribute('aria-valuemax')).toBe(String(last));
    await from.focus();
    await page.keyboard.press('ArrowRight');
    await chipsAre(`Date: From ${first + 1}`);
    expect(await from.getAttribute('aria-valuenow')).toBe(String(first + 1));
    await eventually(async () => (await documentsCount(page)) !== '5 Documents', 'fewer documents');
    await page.keyboard.press('Home');
    await chipsAre('');
    await to.focus();
    await page.keyboard.press('ArrowLeft');
    await chipsAre(`Date: Until ${last - 1}`);
    // The end handle cannot pass the start handle: End of the start handle stops at it.
    await from.focus();
    await page.keyboard.press('End');
    await chipsAre(`Date: ${last - 1}`);
    await to.focus();
    await page.keyboard.press('End');
    await from.focus();
    await page.keyboard.press('Home');
    await waitForCount(page, '5 Documents');

    // The year bars are one Tab stop: the arrows move between years, Enter selects one.
    const bars = page.locator('[data-testid^="histogram-bar-"]');
    expect(await page.locator('[data-testid^="histogram-bar-"][tabindex="0"]').count()).toBe(1);
    await bars.first().focus();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await chipsAre(`Date: ${last}`);
    await page.getByRole('button', { name: `Remove filter Date: ${last}` }).click();
    await waitForCount(page, '5 Documents');

    const author = page
      .getByRole('group', { name: 'Authors' })
      .getByRole('button', { name: 'Ana Ferreira 2 documents' });
    await author.focus();
    await page.keyboard.press('Space');
    await chipsAre('Authors: Ana Ferreira');
    expect(await author.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Enter');
    await chipsAre('');
  });
});
