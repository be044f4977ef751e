import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../helpers/axe.js';
import { signedInUser } from '../helpers/createScreen.js';
import { clickNode, rightClickNode } from '../helpers/graphs.js';
import { createByApi, eventually } from '../helpers/investigations.js';
import { useFerreiraQuarry } from '../helpers/ferreira.js';
import { documentItem, untilReady } from '../helpers/workspace.js';

const candidateNames = (page: Page) => page.getByTestId('candidate').locator('td:first-child button').allInnerTexts();
const candidate = (page: Page, name: string) => page.getByRole('row', { name, exact: true });

describe('the Disambiguate tab of a Person investigation', () => {
  const quarry = useFerreiraQuarry('works-ferreira-variants.json');

  async function readyPerson(page: Page): Promise<number> {
    const id = await createByApi(page, '/api/investigations/person', {
      personName: 'Ana Ferreira',
      includePublications: true,
      includeWebPages: false,
    });
    await untilReady(page, id, 'person');
    return id;
  }

  it("reviews a Possible Match's publications in a new window: its documents only, its author menu open after a second, the review filter and its empty state", async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyPerson(page);
    await page.goto(`/investigations/person/${id}/disambiguate?name=A.+Ferreira`);
    await page.getByTestId('candidate').first().waitFor();
    // The investigation's title is not edited from the disambiguate page (doc 1 §2).
    expect(await page.getByTestId('investigation-title').locator('xpath=ancestor::button').count()).toBe(0);
    const documentsCount = Number(await candidate(page, 'Ana Ferreira').locator('td').nth(1).innerText());
    const [review] = await Promise.all([
      page.context().waitForEvent('page'),
      candidate(page, 'Ana Ferreira')
        .getByRole('link', { name: 'Review the publications of Ana Ferreira (opens a new window)' })
        .click(),
    ]);
    await review.waitForURL(new RegExp(`/investigations/person/${id}/review_profile/\\d+`));
    // The person's documents only, under one tab, with the author summary in the right pane.
    const summary = review.getByRole('region', { name: 'Author summary: Ana Ferreira' });
    await summary.waitFor();
    expect(await review.getByRole('tab').allInnerTexts()).toEqual(['Publications']);
    await review.getByTestId('document-item').first().waitFor();
    await eventually(
      async () => (await review.getByTestId('document-item').count()) === documentsCount,
      'the person’s documents',
    );
    // The review-profile menu opens by itself after a second (doc 3 §2).
    await review.getByRole('menuitem', { name: 'Copy Author Name' }).waitFor({ timeout: 5000 });
    await expectNoSeriousViolations(review, 'the review profile with its menu open');
    await review.keyboard.press('Escape');

    // With the investigation's filters on (the review filter), a filter that leaves nothing says how to see them.
    const toggle = review.getByRole('switch', { name: 'Investigation filters' });
    expect(await toggle.isChecked()).toBe(true);
    await summary.getByRole('button', { name: 'Back to the filters' }).click();
    await review.getByLabel('Free text search').fill('no such words anywhere');
    await review.getByLabel('Free text search').press('Enter');
    expect(await review.getByTestId('documents-empty').innerText()).toBe(
      'All publications are filtered out. Please release the filter toggle and clear the filters to see them.',
    );
    // Released: every document of the person again, the free text gone.
    await toggle.click({ force: true });
    await review.getByTestId('document-item').first().waitFor();
    expect(await review.getByLabel('Free text search').inputValue()).toBe('');
    expect(await toggle.isChecked()).toBe(false);
    await review.close();
  });

  it('merges the authors voted Relevant into one, whose documents are then together, undoes the merge, and launches an investigation of an author', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyPerson(page);
    await page.goto(`/investigations/person/${id}/documents`);
    await page.getByTestId('document-item').first().waitFor();
    // The author summary's Disambiguate opens the tab for that name.
    await page.getByRole('button', { name: 'A. Ferreira', exact: true }).first().click();
    const summary = page.getByRole('region', { name: 'Author summary: A. Ferreira' });
    await summary.getByRole('button', { name: 'Disambiguate' }).click();
    await page.waitForURL(/\/disambiguate\?name=A\.\+Ferreira$/);
    await page.getByTestId('candidate').first().waitFor();
    expect((await candidateNames(page)).sort()).toEqual(['A. Ferreira', 'Ana Ferreira', 'Ana M. Ferreira']);
    expect(await page.getByRole('tab', { name: 'Disambiguate' }).getAttribute('aria-selected')).toBe('true');
    await expectNoSeriousViolations(page, 'the Possible Matches pane');

    // One Relevant vote alone offers no Apply; a second does. Clicking an active vote clears it.
    const vote = (name: string, choice: string) =>
      candidate(page, name).getByRole('button', { name: choice, exact: true });
    await vote('Ana Ferreira', 'Relevant').click();
    expect(await page.getByTestId('apply-votes').count()).toBe(0);
    await vote('Ana M. Ferreira', 'Irrelevant').click();
    await vote('Ana M. Ferreira', 'Irrelevant').click();
    expect(await vote('Ana M. Ferreira', 'Neutral').getAttribute('aria-pressed')).toBe('true');
    await vote('A. Ferreira', 'Relevant').click();
    await page.getByTestId('apply-votes').click();
    const dialog = page.getByRole('dialog', { name: 'Merge and Remove Authors' });
    await dialog.getByText('merge 2 authors').waitFor();
    expect(await dialog.getByTestId('merge-warning').innerText()).toBe('Note that merging cannot be undone');
    await expectNoSeriousViolations(page, 'the Merge and Remove Authors dialog');
    await dialog.getByRole('button', { name: "I'm sure" }).click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(async () => (await candidateNames(page)).length === 2, 'two candidates after the merge');
    expect(await candidate(page, 'Ana Ferreira').locator('td').nth(1).innerText()).toBe('2');

    // The merged author's documents are together; Undo Manual Merge puts both back.
    await page.getByRole('tab', { name: 'Documents' }).click();
    await page.waitForURL(new RegExp(`/investigations/person/${id}/documents`));
    // A document keeps printing its authors as it does; the author behind the name is the merged one.
    await documentItem(page, 'Cork oak soils under drought')
      .getByRole('button', { name: 'A. Ferreira', exact: true })
      .click();
    const ana = page.getByRole('region', { name: 'Author summary: Ana Ferreira' });
    await ana.getByRole('region', { name: /Documents/ }).waitFor();
    expect(
      (
        await ana
          .getByRole('region', { name: /Documents/ })
          .getByRole('listitem')
          .allInnerTexts()
      ).sort(),
    ).toEqual(['Cork oak soils under drought', 'Peatland carbon stocks in northern Portugal']);
    expect(await ana.getByRole('region', { name: /Name Variants/ }).innerText()).toContain('A. Ferreira');
    await ana.getByRole('button', { name: 'Author actions' }).click();
    await page.getByRole('menuitem', { name: 'Undo Manual Merge' }).click();
    await eventually(async () => {
      const response = await page.request.get(`/api/investigations/person/${id}/possible-matches?name=Ana%20Ferreira`);
      return ((await response.json()) as unknown[]).length === 3;
    }, 'the merge to be undone');
    await page.getByRole('tab', { name: 'Disambiguate' }).click();
    await eventually(async () => (await candidateNames(page)).length === 3, 'three candidates after the undo');

    // Launch Web Investigation: a Person investigation of the author, found in the list from the notice.
    await candidate(page, 'Ana M. Ferreira').getByRole('button', { name: 'Ana M. Ferreira' }).click();
    const other = page.getByRole('region', { name: 'Author summary: Ana M. Ferreira' });
    await other.getByRole('button', { name: 'Author actions' }).click();
    await page.getByRole('menuitem', { name: 'Launch Web Investigation' }).click();
    await page.getByText('A Person investigation of this author started.').waitFor();
    await page.getByRole('link', { name: 'See it in the list' }).click();
    await page.waitForURL(/\/investigations\?highlight=\d+$/);
    await page.getByRole('link', { name: 'Ana M. Ferreira', exact: true }).waitFor();
  });

  it('opens the Disambiguate tab for an author from the author graph’s context menu (Person investigations only)', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyPerson(page);
    await page.goto(`/investigations/person/${id}/author-graph`);
    await page.getByRole('img', { name: /^Co-authorship graph of \d+ authors/ }).waitFor();
    await clickNode(page, 'author', 'Ana Ferreira');
    await rightClickNode(page, 'author', 'Ana Ferreira');
    const menu = page.getByRole('menu', { name: 'Author graph commands' });
    await menu.getByRole('menuitem', { name: 'Disambiguate', exact: true }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === `/investigations/person/${id}/disambiguate` && url.searchParams.get('name') === 'Ana Ferreira',
    );
    await page.getByTestId('candidate').first().waitFor();
  });
});
