import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../helpers/axe.js';
import { signedInUser } from '../helpers/createScreen.js';
import { eventually, unreachableSources } from '../helpers/investigations.js';
import { importLocalDocuments } from '../helpers/localDocuments.js';
import { useQuarry } from '../helpers/quarryTest.js';
import { documentButtonPressed, documentItems } from '../helpers/workspace.js';

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../apps/server/test-fixtures/decisions/${name}`, import.meta.url));
/** screening.ris split in two: Rayyan's decisions on 3 peat (Included, labelled) and 3 battery records (Excluded)… */
const rayyanRis = fixture('rayyan-screening.ris');
/**
 * …and ASReview's CSV export of the others: `included` 1 on 2 peat records (tagged peat and drainage), 0 on 2
 * battery records, empty on the rest (not seen).
 */
const asreviewCsv = fixture('asreview-screening.csv');
const isPeat = (title: string) => /peat|bog|fen/i.test(title);

const titles = (page: Page): Promise<string[]> => documentItems(page).getByTestId('document-title').allTextContents();

describe('importing the decisions of a Rayyan RIS and an ASReview CSV with their files', () => {
  const quarry = useQuarry({ directSignUp: true, env: unreachableSources });

  it('counts the imported votes and labels in the harvest summary, and the Relevance sort learns from them before any vote', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    await importLocalDocuments(page, 'Imported screening', [rayyanRis, asreviewCsv]);

    await page.getByRole('button', { name: /^Harvest summary/ }).click();
    const summary = page.getByRole('dialog', { name: /^Harvest summary: / });
    // each file's own step counts what it imported: Rayyan's 3 + 3 votes and 3 × 2 labels, ASReview's 2 + 2 and 2 × 2
    const importedBy = (file: string) =>
      summary
        .getByRole('row')
        .filter({ hasText: `Reading ${file}` })
        .getByTestId('imported-decisions');
    await importedBy('rayyan-screening.ris')
      .filter({ hasText: /^Imported from the files: 6 votes, 6 labels, / })
      .waitFor();
    await importedBy('asreview-screening.csv')
      .filter({ hasText: /^Imported from the files: 4 votes, 4 labels, / })
      .waitFor();
    await expectNoSeriousViolations(page, 'the harvest summary with imported decisions');
    await summary.getByRole('button', { name: 'Close', exact: true }).click();

    // Nobody voted in Quarry: the imported votes alone taught the model, so the unvoted peat records come first
    // (without a model the newest, all on batteries, would).
    expect(await page.getByRole('combobox', { name: 'Sort by', exact: true }).inputValue()).toBe('Relevance');
    const pressed = (title: string, name: string) => documentButtonPressed(page, title, name);
    const refresh = page.getByRole('button', { name: 'Refresh', exact: true });
    await eventually(
      async () => {
        if ((await refresh.getAttribute('data-lit')) === 'true') await refresh.click();
        else await page.reload();
        await documentItems(page).first().waitFor();
        const shown = await titles(page);
        const unvoted: string[] = [];
        for (const title of shown.slice(0, 20)) {
          if ((await pressed(title, 'Relevant')) !== 'true' && (await pressed(title, 'Irrelevant')) !== 'true')
            unvoted.push(title);
        }
        return unvoted.slice(0, 5).every(isPeat);
      },
      'the unvoted peat records to rank first',
      45_000,
    );
    // The imported votes show as the user's own.
    expect(await pressed('Peat bog carbon storage under drainage', 'Relevant')).toBe('true');
    expect(await pressed('Graphene anodes for lithium-ion batteries', 'Irrelevant')).toBe('true');
    await expectNoSeriousViolations(page, 'the workspace after an import with decisions');
    // An upload is its investigation's first harvest, which is not undone: add-files.spec.ts undoes files added later.
  }, 150_000);
});
