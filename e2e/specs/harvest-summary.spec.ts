import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../helpers/axe.js';
import { signedInUser } from '../helpers/createScreen.js';
import { harvestButton, newTerm, newTermTitle, openHarvestDialog, useHarvestQuarry } from '../helpers/harvests.js';
import { eventually, rowOfId } from '../helpers/investigations.js';
import { openWorkspace, readyTopic } from '../helpers/workspace.js';

const status = (page: Page) => page.getByTestId('investigation-status').textContent();
const documentTotal = (page: Page) => page.getByTestId('investigation-document-total').textContent();

async function openSummaryFromHeader(page: Page) {
  await page.getByRole('button', { name: /^Harvest summary/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Harvest summary: / });
  await dialog.waitFor();
  return dialog;
}

async function harvestAndWait(page: Page, dialogName: string, field: string, text: string) {
  const dialog = await openHarvestDialog(page, dialogName);
  await dialog.getByLabel(field, { exact: true }).fill(text);
  await harvestButton(dialog).click();
  await dialog.waitFor({ state: 'hidden' });
  await eventually(async () => (await status(page)) === 'Ready', 'the harvest to end', 30_000);
}

describe('the harvest summary: found against kept, what went wrong, and undoing a harvest', () => {
  const quarry = useHarvestQuarry();

  it('shows each harvest per source from the header, and undoes what a one-time harvest alone brought', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    await openWorkspace(page, id);

    let summary = await openSummaryFromHeader(page);
    const first = summary.getByRole('region', { name: 'First harvest' });
    await first.getByText('OpenAlex search for "soil carbon"', { exact: true }).waitFor();
    expect(await first.getByText(/^\d+ from OpenAlex, \d+ new(, \d+ merged)?(, \d+ not kept)?/).count()).toBe(1);
    // OpenAlex's untitled stub is received and named, not lost in silence
    await first.getByText('“W4390000009”: no title', { exact: true }).waitFor();
    // The first harvest is not undone from here (deleting the investigation is the way back).
    expect(await first.getByRole('button', { name: 'Undo its additions' }).count()).toBe(0);
    await expectNoSeriousViolations(page, 'the harvest summary');
    await summary.getByRole('button', { name: 'Close', exact: true }).click();

    const before = await documentTotal(page);
    await harvestAndWait(page, 'One-Time Harvest', 'search terms or URLs, one per line', newTerm);
    await eventually(async () => (await documentTotal(page)) !== before, 'the new preprint to be counted');

    summary = await openSummaryFromHeader(page);
    const oneTime = summary.getByRole('region', { name: `One-time harvest of "${newTerm}"` });
    await oneTime.getByText(`arXiv search for "${newTerm}"`, { exact: true }).waitFor();
    // The records it found again are not lost in silence: each names the document it joined.
    await oneTime
      .getByText(/^Merged into a document \(\d+\)$/)
      .first()
      .waitFor();
    expect(await oneTime.getByRole('link').first().getAttribute('href')).toMatch(
      new RegExp(`^/investigations/topic/${id}/documents\\?ids=\\d+$`),
    );
    await oneTime.getByRole('button', { name: 'Undo its additions' }).click();
    const confirm = page.getByRole('dialog', { name: 'Undo a harvest' });
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByText('1 document removed.', { exact: true }).waitFor();
    await oneTime.getByText(/undone: 1 document removed/).waitFor();
    expect(await oneTime.getByRole('button', { name: 'Undo its additions' }).count()).toBe(0);
    await summary.getByRole('button', { name: 'Close', exact: true }).click();
    await eventually(async () => (await documentTotal(page)) === before, 'the count to drop back');
    expect(await page.getByText(newTermTitle, { exact: true }).count()).toBe(0);

    // A merged record's document opens from the summary: the workspace, filtered to that document.
    summary = await openSummaryFromHeader(page);
    const joined = summary
      .getByRole('region', { name: `One-time harvest of "${newTerm}"` })
      .getByRole('link')
      .first();
    const href = (await joined.getAttribute('href'))!;
    await joined.click();
    await summary.waitFor({ state: 'hidden' });
    const wanted = new URL(href, page.url());
    await eventually(
      async () => new URL(page.url()).searchParams.get('ids') === wanted.searchParams.get('ids'),
      'the workspace to show the document',
    );
    expect(new URL(page.url()).pathname).toBe(wanted.pathname);
  });

  it('marks a Ready with problems in the list, and names the input lines that were not used', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    await openWorkspace(page, id);
    await harvestAndWait(page, 'One-Time Harvest By DOIs', 'DOIs: a JSON list, or one per line', 'not-a-doi');

    await page.goto('/investigations');
    const badge = rowOfId(page, id).getByRole('button', { name: 'Ready, with problems: open the harvest summary' });
    await badge.click();
    const summary = page.getByRole('dialog', { name: /^Harvest summary: / });
    const doiRun = summary.getByRole('region', { name: 'Harvest of 1 DOI line' });
    await doiRun.getByText('“not-a-doi”: not a DOI', { exact: true }).waitFor();
    // It added nothing: nothing to undo.
    expect(await doiRun.getByRole('button', { name: 'Undo its additions' }).count()).toBe(0);
    await summary.getByRole('button', { name: 'Close', exact: true }).click();
    // The dialog's clicks stay in the dialog: the list did not open the investigation.
    expect(new URL(page.url()).pathname).toBe('/investigations');
  });
});
