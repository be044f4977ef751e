import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../helpers/createScreen.js';
import { eventually } from '../helpers/investigations.js';
import { documentItems, openWorkspace, readyTopic, useWorkspaceQuarry, waitForPressed } from '../helpers/workspace.js';

/** The id of the document item holding the focus, if any. */
const focusedDocument = async (page: Page): Promise<string | null> => {
  const item = page.locator('[data-testid="document-item"]:focus-within');
  return (await item.count()) ? item.getAttribute('data-document-id') : null;
};

/** What Tab stops at: focusable elements not taken out of the Tab order. */
const TAB_STOPS = [
  'button:not([tabindex="-1"]):not(:disabled)',
  'a[href]:not([tabindex="-1"])',
  'input:not([tabindex="-1"]):not(:disabled)',
  'textarea:not([tabindex="-1"])',
  '[tabindex]:not([tabindex="-1"]):not(button, a, input, textarea)',
].join(', ');

const itemById = (page: Page, id: string): Locator =>
  page.locator(`[data-testid="document-item"][data-document-id="${id}"]`);

describe('the investigation workspace: screening by keyboard', () => {
  const quarry = useWorkspaceQuarry();

  it('gives each document one Tab stop and screens with j / k / r / s / n / Enter, listed on "?"', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    await openWorkspace(page, id);
    const items = documentItems(page);
    await items.nth(4).waitFor();

    // Each item is one Tab stop (its title); the other controls are out of the Tab order.
    const tabStops = await Promise.all([0, 1, 2, 3, 4].map((index) => items.nth(index).locator(TAB_STOPS).count()));
    expect(tabStops).toEqual([1, 1, 1, 1, 1]);

    const [firstId, secondId] = await Promise.all(
      [0, 1].map((index) => items.nth(index).getAttribute('data-document-id')),
    );
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await eventually(async () => (await focusedDocument(page)) === secondId, 'j twice to reach the second document');
    await page.keyboard.press('r');
    const second = itemById(page, secondId!);
    await waitForPressed(second.getByRole('button', { name: 'Relevant', exact: true }), true, 'r to vote Relevant');

    // The arrows reach the item's other controls; Escape goes back to its title.
    await page.keyboard.press('ArrowRight');
    expect(await page.locator(':focus').getAttribute('aria-label')).toBe('Relevant');
    await page.keyboard.press('Escape');
    expect(await page.locator(':focus').getAttribute('data-shortcut')).toBe('open');

    await page.keyboard.press('k');
    await eventually(async () => (await focusedDocument(page)) === firstId, 'k to go back to the first document');
    const first = itemById(page, firstId!);
    await page.keyboard.press('s');
    await waitForPressed(first.getByRole('button', { name: 'Star', exact: true }), true, 's to star');
    await page.keyboard.press('n');
    const dialog = page.getByRole('dialog', { name: 'Add Note' });
    await dialog.waitFor();
    // Typing in the note is text, not shortcuts.
    await page.keyboard.type('risk of bias');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await first.getByTestId('document-note').getByText('risk of bias').waitFor();
    expect(await first.getByRole('button', { name: 'Relevant', exact: true }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(await first.getByRole('button', { name: 'Irrelevant', exact: true }).getAttribute('aria-pressed')).toBe(
      'false',
    );

    await first.locator('[data-shortcut="open"]').focus();
    await page.keyboard.press('Enter');
    await eventually(
      async () => (await first.getByTestId('document-title').getAttribute('data-read')) === 'true',
      'Enter to open the document and mark it read',
    );

    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.getByText('Next document').waitFor();
    await help.getByText('Mark Relevant (again: Neutral)').waitFor();
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });

    await page.waitForLoadState('networkidle');
    await page.reload();
    await documentItems(page).first().waitFor();
    await waitForPressed(
      itemById(page, secondId!).getByRole('button', { name: 'Relevant', exact: true }),
      true,
      'the vote to persist',
    );
    await waitForPressed(
      itemById(page, firstId!).getByRole('button', { name: 'Star', exact: true }),
      true,
      'the star to persist',
    );
    await itemById(page, firstId!).getByTestId('document-note').getByText('risk of bias').waitFor();
  });
});
