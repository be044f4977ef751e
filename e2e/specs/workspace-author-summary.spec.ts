import { fileURLToPath } from 'node:url';
import { EXPORT_STARTED_MESSAGE, harvestMessages } from '@quarry/contract';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../helpers/axe.js';
import { signedInUser } from '../helpers/createScreen.js';
import { eventually, signIn } from '../helpers/investigations.js';
import { setUserFlag } from '../helpers/userFlags.js';
import {
  chipLabels,
  documentItem,
  documentsCount,
  openWorkspace,
  readyTopic,
  soilTitle,
  untilReady,
  useWorkspaceQuarry,
  waitForCount,
} from '../helpers/workspace.js';

describe('the investigation workspace: the author summary', () => {
  // The local sources have no OpenAlex author search: an enrichment's step fails there, and is retried at once.
  const quarry = useWorkspaceQuarry({ JOB_RETRY_BASE_SECONDS: '0' });

  /** A new user's 'soil carbon' workspace with the summary of an author of its first document open. */
  async function soilAuthorSummary(page: Page, name: string): Promise<Locator> {
    await signedInUser(quarry);
    await openWorkspace(page, await readyTopic(page));
    await documentItem(page, soilTitle).getByRole('button', { name }).click();
    const summary = page.getByRole('region', { name: `Author summary: ${name}` });
    await summary.getByRole('heading', { name }).waitFor();
    return summary;
  }

  it('shows a clicked author’s summary in the right pane, adds them as a filter, and goes back to the filters', async () => {
    const { page } = quarry;
    const summary = await soilAuthorSummary(page, 'Marta Puig i Serra');
    const counts = summary.getByTestId('author-counts');
    await counts.getByText('Articles').waitFor();
    expect(await counts.innerText()).toMatch(/1\s+Articles[\s\S]*1\s+Co-Authors/);
    const institutes = summary.getByRole('region', { name: /Institutes/ });
    expect(await institutes.getByRole('listitem').allInnerTexts()).toEqual([
      'Autonomous University of Barcelona, 2021',
      'Centre for Ecological Research and Forestry Applications, 2021',
    ]);
    expect(
      await summary
        .getByRole('region', { name: /Research Interests/ })
        .getByRole('listitem')
        .count(),
    ).toBeGreaterThan(0);
    expect(
      await summary
        .getByRole('region', { name: /Documents/ })
        .getByRole('listitem')
        .allInnerTexts(),
    ).toEqual([soilTitle]);
    // Last reviewed and Mark Reviewed are facultyWorks users' (doc 2 §6).
    expect(await summary.getByTestId('author-last-reviewed').count()).toBe(0);
    await expectNoSeriousViolations(page, 'the author summary');
    await summary.getByRole('button', { name: 'Author actions' }).click();
    await page.getByRole('menu').waitFor();
    await expectNoSeriousViolations(page, 'the author actions menu open');
    expect(await page.getByRole('menuitem', { name: 'Search Google Scholar' }).getAttribute('href')).toContain(
      'mauthors=Marta%20Puig%20i%20Serra',
    );
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    // The filters are out of sight (still there, as they were) while the summary shows.
    expect(await page.getByRole('group', { name: 'Authors', exact: true }).isVisible()).toBe(false);

    await summary.getByRole('button', { name: 'Add As Filter' }).click();
    await waitForCount(page, '1 Document');
    expect(await chipLabels(page)).toEqual(['Authors: Marta Puig i Serra']);

    await summary.getByRole('button', { name: 'Back to the filters' }).click();
    await page.getByRole('group', { name: 'Authors', exact: true }).waitFor();
    expect(await summary.count()).toBe(0);

    // An author's bar opens their summary from its menu (a click on the bar filters, as before).
    await page.getByRole('button', { name: 'Clear Filters', exact: true }).click();
    await waitForCount(page, '5 Documents');
    await page.getByRole('button', { name: 'More actions: Ana Ferreira' }).click();
    await page.getByRole('menuitem', { name: 'Show Author Summary' }).click();
    const ana = page.getByRole('region', { name: 'Author summary: Ana Ferreira' });
    await ana.getByTestId('author-counts').getByText('Books').waitFor();
    expect(await ana.getByTestId('author-counts').innerText()).toMatch(
      /0\s+Articles\s+1\s+Books\s+1\s+Book\s*Chapters/,
    );
  });

  it('lets a faculty-works user add an author to the Active Authors from its menu, listed then on that configuration page', async () => {
    const { page } = quarry;
    const account = await signedInUser(quarry);
    // Faculty-works users create only faculty investigations: the Topic is made first, then the user becomes one.
    const id = await readyTopic(page);
    await setUserFlag(quarry.dataDir, account.email, 'facultyWorks');
    await signIn(page, account);
    await openWorkspace(page, id);
    const name = 'Marta Puig i Serra';
    await documentItem(page, soilTitle).getByRole('button', { name }).click();
    const summary = page.getByRole('region', { name: `Author summary: ${name}` });
    await summary.getByRole('button', { name: 'Author actions' }).click();
    await page.getByRole('menuitem', { name: 'Add to Active Authors' }).click();
    await page.getByText(`${name} is one of the Active Authors now (Configuration, Active Authors).`).waitFor();

    await summary.getByRole('button', { name: 'Author actions' }).click();
    await page.getByRole('menuitem', { name: 'Copy Author Name' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Add to Active Authors' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Configuration', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Investigation Configuration' });
    await dialog.getByRole('tab', { name: 'Active Authors', exact: true }).click();
    await dialog.getByRole('button', { name: `Remove ${name} from the active authors` }).waitFor();
  });

  it('lets an omnipotent user rename an author: the summary and the Authors bars show the new name', async () => {
    const { page } = quarry;
    await signedInUser(quarry, ['omnisol']);
    const id = await readyTopic(page);
    await openWorkspace(page, id);

    await documentItem(page, soilTitle).getByRole('button', { name: 'Jean-Luc Moreau' }).click();
    const summary = page.getByRole('region', { name: 'Author summary: Jean-Luc Moreau' });
    await summary.getByRole('heading', { name: 'Jean-Luc Moreau' }).waitFor();
    await summary.getByRole('button', { name: 'Author actions' }).click();
    await page.getByRole('menuitem', { name: 'Edit Author Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Author Details' });
    await dialog.getByLabel(/Name/).fill('J.-L. Moreau');
    await dialog.getByTestId('name-override').waitFor();
    await dialog.getByLabel('University profile URL').fill('https://agro.example/moreau');
    await expectNoSeriousViolations(page, 'the Edit Author Details dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page
      .getByRole('region', { name: 'Author summary: J.-L. Moreau' })
      .getByRole('heading', { name: 'J.-L. Moreau' })
      .waitFor();
    expect(await page.getByRole('link', { name: 'University profile' }).getAttribute('href')).toBe(
      'https://agro.example/moreau',
    );
    await page.getByRole('button', { name: 'Back to the filters' }).click();
    const authors = page.getByRole('group', { name: 'Authors', exact: true });
    await authors.getByTestId('top-bar').filter({ hasText: 'J.-L. Moreau' }).waitFor();
  });

  it("shows the person's summary on the left of a profile's documents, with 15 research interests and no Disambiguate or Full Profile", async () => {
    const { page } = quarry;
    const summary = await soilAuthorSummary(page, 'Marta Puig i Serra');
    const overview = (await summary.getByRole('link', { name: 'Full Profile' }).getAttribute('href'))!;
    const asked = page.waitForRequest((request) => /\/person-summary\/\d+\?.*termsCount=15/.test(request.url()));
    await page.goto(overview.replace(/\/overview$/, '/documents'));
    await asked;
    const left = page.getByTestId('workspace-left-pane');
    const profileSummary = left.getByRole('region', { name: 'Author summary: Marta Puig i Serra' });
    await profileSummary.getByTestId('author-counts').getByText('Articles').waitFor();
    expect(await profileSummary.getAttribute('data-placement')).toBe('documents');
    for (const name of ['Disambiguate', 'Full Profile', 'Back to the filters']) {
      expect(await profileSummary.getByRole(name === 'Full Profile' ? 'link' : 'button', { name }).count(), name).toBe(
        0,
      );
    }
    // The person's documents beside it, the filters on the right.
    await waitForCount(page, '1 Document');
    await expectNoSeriousViolations(page, "a profile's documents with the person's summary");
    // Not on the other sub-routes.
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByTestId('profile-overview').waitFor();
    expect(await left.getByTestId('author-summary').count()).toBe(0);
  });

  it('gives an author a picture cropped to a square, and takes it away', async () => {
    const { page } = quarry;
    const summary = await soilAuthorSummary(page, 'Marta Puig i Serra');
    await summary.getByRole('button', { name: 'Author actions' }).click();
    await page.getByRole('menuitem', { name: 'Upload Image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Image' });
    await dialog
      .locator('input[type=file]')
      .setInputFiles(fileURLToPath(new URL('../../docs/images/workspace.png', import.meta.url)));
    await dialog.getByTestId('image-cropper').locator('img').waitFor();
    await expectNoSeriousViolations(page, 'the Upload Image dialog with a picture to crop');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const picture = summary.getByRole('img', { name: 'Picture of Marta Puig i Serra' });
    await picture.waitFor();
    const squareAndLoaded = (image: unknown) => {
      const { naturalWidth, naturalHeight } = image as { naturalWidth: number; naturalHeight: number };
      return naturalWidth > 0 && naturalWidth === naturalHeight;
    };
    await eventually(() => picture.evaluate(squareAndLoaded), 'a square picture');

    // The Full Profile shows the same picture beside its heading.
    const href = (await summary.getByRole('link', { name: 'Full Profile' }).getAttribute('href'))!;
    const profile = await page.context().newPage();
    await profile.goto(href);
    const profilePicture = profile
      .getByTestId('profile-overview')
      .getByRole('img', { name: 'Picture of Marta Puig i Serra' });
    await eventually(() => profilePicture.evaluate(squareAndLoaded), 'the picture on the Full Profile');
    await profile.close();

    await summary.getByRole('button', { name: 'Author actions' }).click();
    await page.getByRole('menuitem', { name: 'Remove Image' }).click();
    await picture.waitFor({ state: 'detached' });
  });
  it('enriches an author from the menu: the enrichment dialog has their name, and the harvest starts', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    await openWorkspace(page, id);
    await documentItem(page, soilTitle).getByRole('button', { name: 'Marta Puig i Serra' }).click();
    const summary = page.getByRole('region', { name: 'Author summary: Marta Puig i Serra' });
    await summary.getByTestId('author-counts').waitFor();
    await summary.getByRole('button', { name: 'Author actions' }).click();
    await page.getByRole('menuitem', { name: 'Enrich' }).click();

    const dialog = page.getByRole('dialog', { name: 'Enrich Marta Puig i Serra' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Names of this author, one per line').inputValue()).toBe('Marta Puig i Serra');
    expect(await dialog.getByLabel('Date range').inputValue()).toBe('LastYear');
    await expectNoSeriousViolations(page, 'the Enrich dialog');
    const harvests: Array<{ url: string; body: unknown }> = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/harvest/'))
        harvests.push({ url: request.url(), body: request.postDataJSON() });
    });
    await dialog.getByRole('button', { name: 'Harvest' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(harvestMessages.started, { exact: true }).waitFor();
    expect(harvests).toEqual([
      {
        url: `${quarry.server.url}/api/investigations/topic/${id}/harvest/person`,
        body: { searchStrings: ['Marta Puig i Serra'], searchType: 'LastYear' },
      },
    ]);
    // The documents heading watches the harvest the summary started, as it does its own.
    await page.getByTestId('harvest-progress').waitFor();
    await untilReady(page, id);
  });

  it('exports an author’s documents to Excel from the menu, within the current filters', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    await openWorkspace(page, await readyTopic(page));
    await page.getByRole('button', { name: 'More actions: Ana Ferreira' }).click();
    await page.getByRole('menuitem', { name: 'Show Author Summary' }).click();
    const summary = page.getByRole('region', { name: 'Author summary: Ana Ferreira' });
    const documents = summary.getByRole('region', { name: /Documents/ }).getByRole('listitem');
    await documents.first().waitFor();
    const titles = await documents.allInnerTexts();
    await summary.getByRole('button', { name: 'Author actions' }).click();
    await page.getByRole('menuitem', { name: 'Export to Excel' }).waitFor();
    await expectNoSeriousViolations(page, 'the author actions menu with Enrich and Export to Excel');

    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Export to Excel' }).click();
    await page.getByText(EXPORT_STARTED_MESSAGE).waitFor();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await file.path())!);
    const rows = workbook.getWorksheet('Documents')!.getColumn(1).values.slice(2);
    expect(rows.toSorted()).toEqual(titles.toSorted());
    expect(titles).toHaveLength(2);
    // The export narrows only the workbook: the list keeps its filters.
    expect(await documentsCount(page)).toBe('5 Documents');
  });
});
