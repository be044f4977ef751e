import { describe, expect, it } from 'vitest';
import { signedInUser } from '../helpers/createScreen.js';
import { eventually } from '../helpers/investigations.js';
import { documentItems, documentsCount, openWorkspace, readyTopic, useWorkspaceQuarry } from '../helpers/workspace.js';

describe('the documents pane loads its results page by page (page size from the environment)', () => {
  const quarry = useWorkspaceQuarry({ DOCUMENTS_PAGE_SIZE: '2' });

  it('asks for the next pages as the end marker comes into view, until every document is listed', async () => {
    const { page } = quarry;
    await page.setViewportSize({ width: 1280, height: 500 });
    await signedInUser(quarry);
    const id = await readyTopic(page);
    const pages: number[][] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/next-documents'))
        pages.push((request.postDataJSON() as { documentIds: number[] }).documentIds);
    });
    await openWorkspace(page, id);
    expect(await documentsCount(page)).toBe('5 Documents');
    await page.getByTestId('document-list').hover();
    await eventually(async () => {
      await page.mouse.wheel(0, 400);
      return (await documentItems(page).count()) === 5;
    }, 'all 5 documents to load');
    expect(pages.map((ids) => ids.length)).toEqual([2, 1]);
  });
});
