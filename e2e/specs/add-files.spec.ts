import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../helpers/axe.js';
import { signedInUser } from '../helpers/createScreen.js';
import { eventually, unreachableSources } from '../helpers/investigations.js';
import { importLocalDocuments } from '../helpers/localDocuments.js';
import { useQuarry } from '../helpers/quarryTest.js';
import { documentButtonPressed, documentItems } from '../helpers/workspace.js';

/** Rayyan's decisions on 16 records: 3 peat records Included and labelled peat, carbon; 3 battery records Excluded. */
const rayyanRis = fileURLToPath(
  new URL('../../apps/server/test-fixtures/decisions/rayyan-screening.ris', import.meta.url),
);
/** A plain RIS file without decisions: one record the Rayyan export holds too, and one of its own. */
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-add-files-'));
const plainRis = path.join(folder, 'plain.ris');
fs.writeFileSync(
  plainRis,
  [
    'TY  - JOUR\nTI  - Peat bog carbon storage under drainage\nAU  - Lind, Ingrid\nAU  - Moreno, A.\nPY  - 2008\nT2  - Journal of Peatland Science\nER  - \n',
    'TY  - JOUR\nTI  - Soil moisture sensors in boreal forests\nAU  - Berg, Tove\nPY  - 2019\nT2  - Forest Hydrology\nER  - \n',
  ].join('\n'),
);
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const documentTotal = async (page: Page) =>
  ((await page.getByTestId('investigation-document-total').textContent()) ?? '').replace(/\D/g, '');
const kept = 'Peat bog carbon storage under drainage';
const addedRun = 'Files added: rayyan-screening.ris';

async function openSummary(page: Page) {
  await page.getByRole('button', { name: /^Harvest summary/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Harvest summary: / });
  await dialog.waitFor();
  return dialog;
}

describe('adding files to a Local documents investigation, and undoing them', () => {
  const quarry = useQuarry({ directSignUp: true, env: unreachableSources });

  it('reads the added file in a harvest of its own, summed up per file, whose undo takes back its votes', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    await importLocalDocuments(page, 'My library', [plainRis]);
    expect(await documentTotal(page)).toBe('2');

    // Add files… from the header's settings menu: the same file formats as the creation's upload
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: 'Add files…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add files' });
    expect(await dialog.locator('input[type="file"]').getAttribute('accept')).toContain('.ris');
    await expectNoSeriousViolations(page, 'the Add files dialog');
    await dialog.locator('input[type="file"]').setInputFiles([rayyanRis]);
    await dialog.getByRole('button', { name: 'Add files', exact: true }).click();
    await page.getByText('Harvest started', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    // 16 records, one of them already there: 15 new documents
    await eventually(async () => (await documentTotal(page)) === '17', 'the added file’s documents', 45_000);

    let summary = await openSummary(page);
    const added = summary.getByRole('region', { name: addedRun });
    await eventually(
      async () => (await added.getByText('Done', { exact: true }).count()) > 0,
      'the added files’ harvest to be done',
      30_000,
    );
    // its own step per file, with the file's own counts; the first harvest read the first file only
    await added.getByText('Reading rayyan-screening.ris', { exact: true }).waitFor();
    await added.getByText(/^16 from rayyan-screening\.ris, 15 new, 1 merged(?!,)/).waitFor();
    await added
      .getByTestId('imported-decisions')
      .filter({ hasText: /^Imported from the files: 6 votes, 6 labels/ })
      .waitFor();
    const first = summary.getByRole('region', { name: 'First harvest' });
    await first.getByText(/^2 from plain\.ris, 2 new(?!,)/).waitFor();
    expect(await first.getByText('Reading rayyan-screening.ris').count()).toBe(0);
    await expectNoSeriousViolations(page, 'the harvest summary of added files');
    await summary.getByRole('button', { name: 'Close', exact: true }).click();

    // the imported vote shows on the document the first file brought
    const pressed = (title: string, name: string) => documentButtonPressed(page, title, name);
    await page.reload();
    await documentItems(page).first().waitFor();
    expect(await pressed(kept, 'Relevant')).toBe('true');

    // undoing the added files' harvest removes what they alone brought and takes back their votes
    summary = await openSummary(page);
    await summary.getByRole('region', { name: addedRun }).getByRole('button', { name: 'Undo its additions' }).click();
    await page
      .getByRole('dialog', { name: 'Undo a harvest' })
      .getByRole('button', { name: 'Remove', exact: true })
      .click();
    await summary
      .getByRole('region', { name: addedRun })
      .getByText(/undone: 15 documents removed/)
      .waitFor();
    await summary.getByRole('button', { name: 'Close', exact: true }).click();
    await eventually(async () => (await documentTotal(page)) === '2', 'the count to drop back to the first file’s');
    await page.reload();
    await documentItems(page).filter({ hasText: kept }).first().waitFor();
    expect(await pressed(kept, 'Relevant')).not.toBe('true');
    await expectNoSeriousViolations(page, 'the workspace after the undo');
  }, 180_000);
});
