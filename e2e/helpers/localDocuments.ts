import type { Page } from 'playwright-core';
import { landsOnList, openCreateForm } from './createScreen.js';
import { clickButton, eventually, field, rowOfId } from './investigations.js';
import { documentItems } from './workspace.js';

/**
 * Creates a Local documents investigation from these files through the create form, waits on the list until its
 * import is Ready (the list polls every 5 s; a Local documents import keeps its Ready badge), then opens its
 * workspace. Gives the investigation's id.
 */
export async function importLocalDocuments(page: Page, title: string, files: string | string[]): Promise<number> {
  await openCreateForm(page, 'LocalDocuments');
  await field(page, 'Title').fill(title);
  await page.locator('input[type="file"]').setInputFiles(files);
  await clickButton(page, 'Next');
  const id = await landsOnList(page, title, 'Local documents');
  await eventually(
    async () => ((await rowOfId(page, id).textContent()) ?? '').includes('Ready'),
    'the import to turn Ready',
    30_000,
  );
  await rowOfId(page, id).getByRole('link', { name: title }).click();
  await page.waitForURL((url) => url.pathname.startsWith(`/investigations/topic/${id}`));
  await documentItems(page).first().waitFor();
  return id;
}
