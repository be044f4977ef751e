import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../helpers/axe.js';
import { createAccount } from '../helpers/accounts.js';
import { signedInUser } from '../helpers/createScreen.js';
import { signIn } from '../helpers/investigations.js';
import { setUserFlag } from '../helpers/userFlags.js';
import { openWorkspace, readyTopic, useWorkspaceQuarry } from '../helpers/workspace.js';

const links = {
  USER_GUIDE_URL: 'https://guide.example.org/quarry',
  VIDEO_TUTORIALS_URL: 'https://videos.example.org/quarry',
  SHOW_HEBREW_TUTORIALS: 'true',
  HEBREW_TUTORIALS_URL: 'https://videos.example.org/quarry/he',
};

const header = (page: Page): Locator => page.getByRole('banner');

/** Opens one of the header's menus and gives the names of its items. */
async function menuItems(page: Page, button: string): Promise<string[]> {
  await header(page).getByRole('button', { name: button, exact: true }).click();
  const menu = page.getByRole('menu', { name: button, exact: true });
  await menu.waitFor();
  return menu.getByRole('menuitem').allTextContents();
}

describe('the application header: help, settings and process menus', () => {
  const quarry = useWorkspaceQuarry(links);

  it('offers the User Guide and the tutorials in a new tab, and tells the version', async () => {
    const { page } = quarry;
    await createAccount(quarry.server.url); // the first account is an admin, whose process menu has the reports
    await signedInUser(quarry);
    await page.goto('/investigations');
    expect(await menuItems(page, 'Help')).toEqual([
      'User Guide',
      'Video Tutorials',
      'Hebrew Tutorials',
      'About Quarry',
    ]);
    const guide = page.getByRole('menuitem', { name: 'User Guide' });
    expect([await guide.getAttribute('href'), await guide.getAttribute('target')]).toEqual([
      links.USER_GUIDE_URL,
      '_blank',
    ]);
    expect(await page.getByRole('menuitem', { name: 'Hebrew Tutorials' }).getAttribute('href')).toBe(
      links.HEBREW_TUTORIALS_URL,
    );
    await expectNoSeriousViolations(page, 'the help menu');

    await page.getByRole('menuitem', { name: 'About Quarry' }).click();
    const dialog = page.getByRole('dialog', { name: 'About Quarry' });
    await dialog.getByText(/^Version \d+\.\d+\.\d+/).waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    // Neither an omnisol user with the batch tools nor an admin: there is no process menu.
    expect(await header(page).getByRole('button', { name: 'Process' }).count()).toBe(0);
  });

  it('gives a researcher the configuration and the export in the settings menu of an investigation', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    await page.goto('/investigations');
    expect(await header(page).getByRole('button', { name: 'Settings' }).count()).toBe(0);

    await openWorkspace(page, id);
    expect(await menuItems(page, 'Settings')).toEqual(['Configuration…', 'Export to Excel']);
    await expectNoSeriousViolations(page, 'the settings menu');
    await page.getByRole('menuitem', { name: 'Configuration…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Investigation Configuration' });
    await dialog.getByRole('tab').first().waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await header(page).getByRole('button', { name: 'Settings' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Export to Excel' }).click();
    expect((await download).suggestedFilename()).toMatch(/soil carbon\.xlsx$/);
  });

  it('gives a faculty-works user the harvests in the settings menu, and an omnisol user the process menu everywhere', async () => {
    const { page } = quarry;
    const account = await signedInUser(quarry, ['omnisol']);
    // Faculty-works users create only faculty investigations: the Topic is made first, then the user becomes one.
    const id = await readyTopic(page);
    await setUserFlag(quarry.dataDir, account.email, 'facultyWorks');
    await signIn(page, account);
    await openWorkspace(page, id);
    expect(await menuItems(page, 'Settings')).toEqual([
      'One-Time Harvest',
      'One-Time Harvest By DOIs',
      'Re-harvest by URL…',
      'Configuration…',
      'New duplicates',
      'Partly unaffiliated',
      'Researcher names',
      'Researcher names, previous and current year',
      'Unknown publishers',
      'Missing volume',
      'Missing date',
      'Filter by document URLs…',
      'Generate Standalone Pages',
      'Generate Embedded Pages',
      'Generate Teaser Pages',
      'Export Publications for Labelling',
      'Export to Excel',
    ]);
    await page.getByRole('menuitem', { name: 'One-Time Harvest By DOIs' }).click();
    const dialog = page.getByRole('dialog', { name: 'One-Time Harvest By DOIs' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    expect(await menuItems(page, 'Process')).toContain('Restart Failed');
  });
});
