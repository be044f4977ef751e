import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { landsOnList, openCreateForm, signedInUser } from '../helpers/createScreen.js';
import { newTerm, newTermTitle, refreshButton, useHarvestQuarry } from '../helpers/harvests.js';
import { clickButton, eventually, field } from '../helpers/investigations.js';
import { suggestedChip, suggestedPane, suggestedTerms } from '../helpers/suggested.js';
import { addTerm, documentTitles, openSearchDefinition } from '../helpers/terms.js';
import { documentItems, untilReady } from '../helpers/workspace.js';

const RECORDS = 600;
const TITLE = 'Peat or batteries';
const isPeat = (title: string) => /sphagnum/i.test(title);

/** The record of day `index` after 1 January 2000: even days peat bogs, odd days batteries, so the newest alternate. */
function risRecord(index: number): string {
  const date = new Date(Date.UTC(2000, 0, 1 + index));
  const day = `${date.getUTCFullYear()}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}/`;
  const peat = index % 2 === 0;
  const title = peat
    ? `Sphagnum peat bog carbon, site ${index}`
    : `Graphene cathode for lithium batteries, cell ${index}`;
  const abstract = peat
    ? `Sphagnum moss in a raised bog stores peat carbon; water table and methane at site ${index}.`
    : `A graphene cathode raises the capacity of lithium cells; electrolyte and cycling of cell ${index}.`;
  return [
    'TY  - JOUR',
    `TI  - ${title}`,
    `AU  - Author${index}, Given`,
    `PY  - ${day}`,
    `AB  - ${abstract}`,
    'ER  - ',
    '',
  ].join('\r\n');
}

const listedCount = (page: Page) => page.getByTestId('documents-listed-count').textContent();
const documentsList = (page: Page): Locator => page.getByRole('region', { name: /^Documents list/ });

async function vote(page: Page, title: string, relevancy: 'Relevant' | 'Irrelevant'): Promise<void> {
  const item = documentItems(page).filter({ has: page.getByTestId('document-title').filter({ hasText: title }) });
  const taken = page.waitForResponse((response) => response.url().endsWith('/relevancy') && response.ok());
  await item.getByRole('button', { name: relevancy, exact: true }).click();
  await taken;
}

/** Opens the harvest summary from the header and gives the region of the run named `name` once it has ended. */
async function finishedRun(page: Page, name: string): Promise<Locator> {
  let run: Locator | undefined;
  await eventually(
    async () => {
      await page.getByRole('button', { name: /^Harvest summary/ }).click();
      const dialog = page.getByRole('dialog', { name: /^Harvest summary: / });
      await dialog.waitFor();
      const region = dialog.getByRole('region', { name });
      const done = (await region.count()) > 0 && !/running/i.test((await region.textContent()) ?? '');
      if (done) run = region;
      else await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      return done;
    },
    `the run '${name}' in the harvest summary`,
    60_000,
  );
  return run!;
}

/**
 * Issue 29's walk: a reviewer of a 600-record import reaches its last document, teaches the Relevance sort (the
 * refresh button lights and the refreshed order differs), and adds a suggested and a typed term, both harvested.
 * Every screen a test stops on is checked by axe (helpers/quarryTest.ts).
 */
describe('a reviewer walks a 600-record Local documents investigation', () => {
  const quarry = useHarvestQuarry();

  it('reaches the end, sees the learned order on refresh, and harvests a suggested and a typed term', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    await openCreateForm(page, 'LocalDocuments');
    await field(page, 'Title').fill(TITLE);
    const library = Array.from({ length: RECORDS }, (_, index) => risRecord(index)).join('\r\n');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'library.ris',
      mimeType: 'application/x-research-info-systems',
      buffer: Buffer.from(library),
    });
    await clickButton(page, 'Next');
    const id = await landsOnList(page, TITLE, 'Local documents');
    await untilReady(page, id, 'topic');
    await page.goto(`/investigations/topic/${id}`);
    await documentItems(page).first().waitFor();

    // End reaches the last document, and the list says how many of how many it shows.
    await eventually(async () => (await listedCount(page)) === `Showing 50 of ${RECORDS}`, 'the first page');
    await documentsList(page).focus();
    await page.keyboard.press('End');
    await eventually(
      async () => (await listedCount(page)) === `Showing ${RECORDS} of ${RECORDS}`,
      'every document loaded',
      30_000,
    );
    await page
      .getByTestId('document-title')
      .filter({ hasText: /, (site|cell) 0$/ })
      .waitFor();
    await page.keyboard.press('Control+Home');
    await documentsList(page).evaluate((element) => element.scrollTo({ top: 0 }));

    // No votes, no terms: the newest first, peat and batteries alternating.
    const before = (await documentTitles(page)).slice(0, 10);
    expect(before.filter(isPeat).length, before.join(' | ')).toBeGreaterThanOrEqual(3);
    expect(before.filter((title) => !isPeat(title)).length, before.join(' | ')).toBeGreaterThanOrEqual(3);
    const peat = before.filter(isPeat).slice(0, 3);
    const batteries = before.filter((title) => !isPeat(title)).slice(0, 3);
    for (const title of peat) await vote(page, title, 'Relevant');
    for (const title of batteries) await vote(page, title, 'Irrelevant');

    // The learned order of the unseen documents now differs from the one shown: the button lights and says why.
    // (It may light first because the background disambiguation merged authors; the votes' reason then replaces it.)
    await eventually(
      async () => (await refreshButton(page).getAttribute('data-reason')) === 'learnedOrder',
      'the refresh button to light for the learned order',
      30_000,
    );
    expect(await refreshButton(page).getAttribute('data-lit')).toBe('true');
    expect(await refreshButton(page).getAttribute('aria-description')).toBe(
      'The order learned from your votes changed: refresh to see it',
    );
    await refreshButton(page).click();
    const voted = new Set([...peat, ...batteries]);
    await eventually(
      async () =>
        (await documentTitles(page))
          .filter((title) => !voted.has(title))
          .slice(0, 10)
          .every(isPeat),
      'the unseen peat documents to lead after the refresh',
      20_000,
    );
    expect((await documentTitles(page)).slice(0, 10)).not.toEqual(before);

    // A suggested term, selected and added, is harvested in the investigation's context.
    await suggestedPane(page).waitFor();
    await eventually(async () => (await suggestedTerms(page)).length > 0, 'a suggested term', 20_000);
    const suggested = (await suggestedTerms(page))[0]!;
    await suggestedChip(page, suggested).getByRole('button', { name: suggested, exact: true }).click();
    await suggestedPane(page).getByRole('button', { name: 'Add Selected Terms', exact: true }).click();
    const suggestedRun = await finishedRun(page, `Harvest of the added term "${suggested}"`);
    expect(await suggestedRun.textContent()).toMatch(/received|found|new|merged/i);
    await page.keyboard.press('Escape');

    // A typed term is harvested the same way: its preprint arrives.
    await openSearchDefinition(page);
    await addTerm(page, newTerm, 'Search Terms');
    const typedRun = await finishedRun(page, `Harvest of the added term "${newTerm}"`);
    expect(await typedRun.textContent()).toMatch(/[1-9]\d* new/);
    await page.keyboard.press('Escape');
    const search = page.getByLabel('Free text search');
    await search.fill(newTermTitle);
    await search.press('Enter');
    await documentItems(page)
      .filter({ has: page.getByTestId('document-title').filter({ hasText: newTermTitle }) })
      .waitFor();
  }, 240_000);
});
