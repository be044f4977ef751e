import { describe, expect, it } from 'vitest';
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
});
