import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Account } from '../helpers/accounts.js';
import { landsOnList, openCreateForm, signedInUser } from '../helpers/createScreen.js';
import {
  clickButton,
  createTopicByApi,
  eventually,
  field,
  signIn,
  tableRows,
  unreachableSources,
} from '../helpers/investigations.js';
import { useQuarry } from '../helpers/quarryTest.js';
import { documentItems, untilReady } from '../helpers/workspace.js';

const RECORDS = 600;
const TITLE = 'Six hundred records';

/** `count` RIS records (what a reference manager exports), each with its own title and year. */
function risLibrary(count: number): Buffer {
  const records = Array.from({ length: count }, (_, index) =>
    [
      'TY  - JOUR',
      `TI  - Record ${index + 1} on soil moisture and root growth`,
      `AU  - Family${index + 1}, Given`,
      `PY  - ${2000 + (index % 24)}`,
      'JO  - Journal of Generated Tests',
      `AB  - Abstract of record ${index + 1}: soil moisture measured under root growth.`,
      'ER  - ',
      '',
    ].join('\r\n'),
  );
  return Buffer.from(records.join('\r\n'));
}

const listed = (page: Page): Promise<string | null> => page.getByTestId('documents-listed-count').textContent();
const untilListed = (page: Page, text: string, timeoutMs = 20_000) =>
  eventually(async () => (await listed(page)) === text, `the list to say '${text}'`, timeoutMs);
const list = (page: Page): Locator => page.getByRole('region', { name: /^Documents list/ });

async function openList(page: Page, id: number): Promise<void> {
  await page.goto(`/investigations/topic/${id}`);
  await documentItems(page).first().waitFor();
  await untilListed(page, `Showing 50 of ${RECORDS}`);
}

/** Whether the focused element is the title of the document in row `index`. */
const focusedRow = (page: Page): Promise<string | null> =>
  page
    .getByTestId('document-list')
    .evaluate((list) => list.ownerDocument.activeElement?.closest('[data-index]')?.getAttribute('data-index') ?? null);

describe('the documents list of a 600-record Local documents investigation', () => {
  const quarry = useQuarry({ directSignUp: true, env: unreachableSources });
  let account: Account;
  let id = 0;

  it('imports the records; End in the list loads the rest and focuses the last document, drawing only rows in view', async () => {
    const { page } = quarry;
    account = await signedInUser(quarry);
    await openCreateForm(page, 'LocalDocuments');
    await field(page, 'Title').fill(TITLE);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'library.ris',
      mimeType: 'application/x-research-info-systems',
      buffer: risLibrary(RECORDS),
    });
    await clickButton(page, 'Next');
    id = await landsOnList(page, TITLE, 'Local documents');
    await untilReady(page, id, 'topic');

    await openList(page, id);
    await list(page).focus();
    await page.keyboard.press('End');
    await untilListed(page, `Showing ${RECORDS} of ${RECORDS}`);
    await eventually(
      async () => (await focusedRow(page)) === String(RECORDS - 1),
      'the last document to hold the focus',
    );
    expect(await page.getByTestId('document-loading').count()).toBe(0);
    // 600 documents are loaded; only those in view (and a few around them) are drawn.
    expect(await documentItems(page).count()).toBeLessThan(100);
    expect(await page.getByRole('button', { name: 'Show all' }).count()).toBe(0);
  }, 120_000);

  it('loads up to the rows in view when the scrollbar is dragged to the end', async () => {
    const { page } = quarry;
    await signIn(page, account);
    await openList(page, id);
    await list(page).evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await untilListed(page, `Showing ${RECORDS} of ${RECORDS}`);
    await eventually(
      async () => (await page.locator(`[data-index="${RECORDS - 1}"] [data-testid="document-item"]`).count()) === 1,
      'the last document to be drawn at the end of the list',
    );
  });

  it('offers Load more and Show all under the list', async () => {
    const { page } = quarry;
    await signIn(page, account);
    await openList(page, id);
    await page.getByRole('button', { name: 'Load more', exact: true }).click();
    await untilListed(page, `Showing 100 of ${RECORDS}`);
    await page.getByRole('button', { name: 'Show all', exact: true }).click();
    await untilListed(page, `Showing ${RECORDS} of ${RECORDS}`);
  });

  for (const { width, leftOpen } of [
    { width: 1440, leftOpen: true },
    { width: 1024, leftOpen: false },
    { width: 768, leftOpen: false },
  ]) {
    it(`keeps the toolbar inside the documents pane and badges and buttons whole at ${width} px${leftOpen ? ' with the left pane open' : ''}`, async () => {
      const { page } = quarry;
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, account);
      await openList(page, id);
      if (leftOpen) {
        await page.getByRole('button', { name: 'Toggle the search definition pane' }).click();
        const leftPane = page.getByTestId('workspace-left-pane');
        await eventually(
          async () => ((await leftPane.boundingBox())?.width ?? 0) >= width * 0.25 - 1,
          'the left pane to open',
        );
      }
      const rightPaneLeft = (await page.getByTestId('workspace-right-pane').boundingBox())!.x;
      await eventually(async () => {
        const right = await page
          .getByTestId('documents-toolbar')
          .evaluate((toolbar) =>
            Math.max(
              ...[toolbar, ...toolbar.querySelectorAll('*')].map((element) => element.getBoundingClientRect().right),
            ),
          );
        return right <= rightPaneLeft + 1;
      }, `the toolbar to end before the right pane (at ${rightPaneLeft} px)`);
      expect(await cutBadges(page)).toEqual([]);

      await page.goto('/investigations');
      await tableRows(page).first().waitFor();
      expect(await cutBadges(page)).toEqual([]);
    });
  }

  it('sorts the investigations table by a column header, both ways', async () => {
    const { page } = quarry;
    await signIn(page, account);
    await createTopicByApi(page, 'aardvark burrows');
    await page.goto('/investigations');
    await eventually(async () => (await tableRows(page).count()) === 2, 'both investigations listed');
    const names = async () =>
      Promise.all(
        (await tableRows(page).all()).map(async (row) => (await row.locator('td').nth(2).textContent()) ?? ''),
      );
    const header = page.getByRole('columnheader', { name: 'Name' });
    expect(await header.getAttribute('aria-sort')).toBe('none');
    expect(await page.getByRole('columnheader', { name: '#', exact: true }).getAttribute('aria-sort')).toBe(
      'descending',
    );

    const byName = [...(await names())].sort((a, b) => a.localeCompare(b));
    expect(byName).toContain(TITLE);
    await header.getByRole('button').click();
    expect(await header.getAttribute('aria-sort')).toBe('ascending');
    expect(await names()).toEqual(byName);
    // A keyboard user sorts it the other way.
    await header.getByRole('button').focus();
    await page.keyboard.press('Enter');
    expect(await header.getAttribute('aria-sort')).toBe('descending');
    expect(await names()).toEqual([...byName].reverse());
  });
});

/** The texts of the badges and buttons on the page whose label is cut (drawn narrower than its text). */
const cutBadges = (page: Page): Promise<string[]> =>
  page
    .locator('body')
    .evaluate((body) =>
      [...body.querySelectorAll('.mantine-Badge-label, .mantine-Button-label')]
        .filter((label) => label.getClientRects().length > 0 && label.scrollWidth > label.clientWidth + 1)
        .map((label) => label.textContent ?? ''),
    );
