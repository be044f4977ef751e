import { harvestMessages } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../helpers/createScreen.js';
import {
  articleTitle,
  harvestButton,
  harvestError,
  newTerm,
  newTermTitle,
  openHarvestDialog,
  refreshButton,
  useHarvestQuarry,
} from '../helpers/harvests.js';
import { eventually } from '../helpers/investigations.js';
import { documentItem, documentsCount, openWorkspace, readyTopic, waitForCount } from '../helpers/workspace.js';

describe('harvests from the workspace (doc 2 §4 "Harvests", §5, §8)', () => {
  const quarry = useHarvestQuarry();

  it('a one-time harvest adds documents while the user watches', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    await openWorkspace(page, id);
    expect(await documentsCount(page)).toBe('5 Documents');

    const dialog = await openHarvestDialog(page, 'One-Time Harvest');
    const field = dialog.getByLabel('search terms or URLs, one per line', { exact: true });
    expect(await field.evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true);
    const hint = dialog.getByTestId('harvest-hint');
    expect(await hint.textContent()).toBe('0 terms; 0 pages; 0 search pages, of which all results are to be harvested');

    // An empty text (blanks only): the rule's message, and nothing is sent.
    const harvestCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/harvest/')) harvestCalls.push(request.url());
    });
    await field.fill('  \n ');
    await harvestButton(dialog).click();
    expect(await harvestError(dialog)).toBe(harvestMessages.emptySearch);
    expect(await harvestError(dialog)).toBe('Please enter a search string');

    await field.fill(Array.from({ length: 21 }, (_, index) => `term ${index + 1}`).join('\n'));
    expect(await hint.textContent()).toBe(
      '21 terms; 0 pages; 0 search pages, of which all results are to be harvested',
    );
    expect(await harvestError(dialog)).toBe('Maximum 20 search terms allowed');
    await field.press('Control+Enter');
    expect(harvestCalls).toEqual([]);
    await dialog.waitFor();

    // A page the (local) web serves and a search term; Ctrl+Enter submits.
    await field.fill(`${quarry.sourceUrl}/web/article.html\n${newTerm}`);
    expect(await hint.textContent()).toBe('1 terms; 1 pages; 0 search pages, of which all results are to be harvested');
    expect(await harvestError(dialog)).toBe('');
    await field.press('Control+Enter');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Harvest started', { exact: true }).waitFor();
    expect(harvestCalls).toEqual([`${quarry.server.url}/api/investigations/topic/${id}/harvest/topic`]);

    // The harvest runs: the heading shows it, the refresh button lights when documents arrive.
    await page.getByTestId('harvest-progress').waitFor();
    await eventually(
      async () => (await refreshButton(page).getAttribute('data-lit')) === 'true',
      'the refresh button to light up',
      30_000,
    );
    await eventually(
      async () => (await page.getByTestId('investigation-status').textContent()) === 'Ready',
      'the investigation to be Ready again',
      30_000,
    );
    await page.getByTestId('harvest-progress').waitFor({ state: 'detached' });
    // The header caught up with the harvest too (its investigation is asked again while the harvest runs).
    await eventually(
      async () => (await page.getByTestId('investigation-document-total').textContent()) === 'Documents: 7',
      'the header to count the new documents',
    );
    expect(await documentsCount(page)).toBe('5 Documents');

    await refreshButton(page).click();
    await waitForCount(page, '7 Documents');
    await documentItem(page, articleTitle).waitFor();
    await documentItem(page, newTermTitle).waitFor();
    expect(await refreshButton(page).getAttribute('data-lit')).toBe('false');
  });

  it('the DOI and enrichment dialogs refuse what their rules refuse, and close with Esc', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    await openWorkspace(page, id);

    const dialog = await openHarvestDialog(page, 'One-Time Harvest By DOIs');
    const field = dialog.getByRole('textbox');
    await harvestButton(dialog).click();
    expect(await harvestError(dialog)).toBe('Please enter a DOI list');
    await field.fill('[oops');
    expect(await harvestError(dialog)).toBe('DOI list is not a valid JSON');
    await harvestButton(dialog).click();
    expect(await harvestError(dialog)).toBe('DOI list is not a valid JSON');
    await field.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    const enrichment = await openHarvestDialog(page, 'Author Enrichment Harvest');
    expect(await enrichment.getByLabel('Date range').inputValue()).toBe('LastYear');
    expect(await enrichment.getByLabel('Date range').locator('option').allTextContents()).toEqual([
      'Any',
      '1 Year Back',
      'Last 5 Years',
    ]);
    await harvestButton(enrichment).click();
    expect(await harvestError(enrichment)).toBe('Please enter an author name');
    await enrichment.getByRole('textbox').press('Escape');
    await enrichment.waitFor({ state: 'hidden' });
  });
});
