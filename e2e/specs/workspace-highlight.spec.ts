import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../helpers/axe.js';
import { signedInUser } from '../helpers/createScreen.js';
import { eventually } from '../helpers/investigations.js';
import {
  documentItem,
  highlightMenuItem,
  openWorkspace,
  readyTopic,
  soilTitle,
  useWorkspaceQuarry,
} from '../helpers/workspace.js';

describe('the documents pane highlights search terms and mentioned entities', () => {
  // Entity detection is on (the default), so the menu offers both modes.
  const quarry = useWorkspaceQuarry();

  it('marks the search words in a title; the highlight menu hides and shows them without reloading the results', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page, 'soil carbon');
    await openWorkspace(page, id);
    const title = documentItem(page, soilTitle).getByTestId('document-title');
    const termMarks = title.locator('mark[data-markup="term"]');
    const entityMarks = title.locator('mark[data-markup="entity"]');
    await title.locator('mark', { hasText: 'carbon' }).waitFor();
    expect(await termMarks.allTextContents()).toEqual(['Soil', 'carbon']);
    // The concept 'Soil carbon' is mentioned there too, but the search terms win where they overlap.
    expect(await entityMarks.count()).toBe(0);

    // Ticking a highlight mode only redraws the list: no call reloads the results or the markups.
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/investigations/')) calls.push(request.url());
    });
    const searchTerms = await highlightMenuItem(page, 'Highlight Search Terms');
    const entities = await highlightMenuItem(page, 'Highlight Mentioned Entities');
    expect(await searchTerms.getAttribute('aria-checked')).toBe('true');
    expect(await entities.getAttribute('aria-checked')).toBe('true');

    await searchTerms.click();
    await eventually(async () => (await termMarks.count()) === 0, 'the search-term marks to go');
    expect(await searchTerms.getAttribute('aria-checked')).toBe('false');
    // Without the terms the mentioned concept shows, its kind as its title.
    expect(await entityMarks.allTextContents()).toEqual(['Soil carbon']);
    expect(await entityMarks.first().getAttribute('title')).toBe('Concept');

    await (await highlightMenuItem(page, 'Highlight Mentioned Entities')).click();
    await eventually(async () => (await title.locator('mark').count()) === 0, 'every mark to go');
    expect(await title.textContent()).toBe(soilTitle);

    await (await highlightMenuItem(page, 'Highlight Search Terms')).click();
    await eventually(async () => (await termMarks.count()) === 2, 'the search-term marks to return');
    expect(await termMarks.allTextContents()).toEqual(['Soil', 'carbon']);
    expect(await entityMarks.count()).toBe(0);
    expect(calls).toEqual([]);
  });

  it('shows All Details: the DOI as a DOI link, each author with affiliations, the identifiers and the terms found', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page, 'soil carbon');
    await openWorkspace(page, id);
    const item = documentItem(page, soilTitle);
    // Preview (the default): names only, no identifiers
    expect(await item.getByTestId('author-affiliations').count()).toBe(0);
    expect(await item.getByTestId('document-identifiers').count()).toBe(0);

    await page.getByRole('button', { name: 'View mode', exact: true }).click();
    const allDetails = page.getByRole('menuitemradio', { name: 'All Details', exact: true });
    await allDetails.waitFor();
    // the modes are radio items (a plain menu item may not carry aria-checked)
    await expectNoSeriousViolations(page, 'the view mode menu');
    await allDetails.click();
    const doi = item.getByRole('link', { name: 'DOI 10.5555/soil.2021.0042', exact: true });
    await doi.waitFor();
    expect(await doi.getAttribute('href')).toBe('https://doi.org/10.5555/soil.2021.0042');
    expect(await item.getByRole('link', { name: 'OpenAlex W4390000001', exact: true }).getAttribute('href')).toBe(
      'https://openalex.org/W4390000001',
    );
    // Visit Website is the landing page, not the DOI
    expect(await item.getByRole('link', { name: 'Visit Website', exact: true }).getAttribute('href')).toBe(
      'https://journal.example.org/soil/42',
    );
    const firstAuthor = item.getByTestId('document-author').first();
    expect(await firstAuthor.textContent()).toBe(
      'Marta Puig i Serra — Autonomous University of Barcelona; Centre for Ecological Research and Forestry Applications',
    );
    // the search terms found (Extended and up); the abstract is whole, so no snippet repeats it
    await item.getByTestId('document-terms').waitFor();
    expect(await item.getByTestId('document-terms').locator('.mantine-Badge-root').allTextContents()).toEqual([
      'soil',
      'carbon',
    ]);
    expect(await item.getByTestId('document-snippets').count()).toBe(0);
    await expectNoSeriousViolations(page, 'the workspace at All Details');

    // the level is kept: a reload shows All Details again
    await page.reload();
    await documentItem(page, soilTitle).getByTestId('document-identifiers').waitFor();
  });
});
