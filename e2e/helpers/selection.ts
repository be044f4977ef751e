import { randomUUID } from 'node:crypto';
import { CLIENT_ID_HEADER } from '@quarry/contract';
import type { Locator, Page } from 'playwright-core';
import { documentItem } from './workspace.js';

/** The checkbox that selects the document titled `title` for the bulk actions. */
export const selectCheckbox = (page: Page, title: string): Locator =>
  documentItem(page, title).getByRole('checkbox', { name: `Select ${title}`, exact: true });

/** The bar of bulk actions shown while documents are selected. */
export const selectionBar = (page: Page): Locator => page.getByRole('toolbar', { name: 'Selected documents' });

/** Clicks the selection bar's button `name`. */
export const selectionAction = (page: Page, name: string): Promise<void> =>
  selectionBar(page).getByRole('button', { name, exact: true }).click();

/** The computed font weight of the document's title: bold (700) while unread. */
export const titleWeight = (page: Page, title: string): Promise<string> =>
  documentItem(page, title)
    .getByTestId('document-title')
    .evaluate((element) => element.ownerDocument.defaultView?.getComputedStyle(element).fontWeight ?? '');

/** One top list of the workspace data (the filters pane's graphs): its name, title and entries. */
export interface TopListOf {
  name: string;
  title: string;
  entries: { value: string; name: string }[];
}

/** The top lists of the investigation's data, as the page's signed-in user gets them. */
export async function topListsOf(page: Page, id: number): Promise<TopListOf[]> {
  const response = await page.request.post(`/api/investigations/topic/${id}/data?pageSize=50`, {
    data: {},
    headers: { [CLIENT_ID_HEADER]: randomUUID() },
  });
  if (!response.ok()) throw new Error(`data call failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { tops: TopListOf[] }).tops;
}

/** POSTs `body` to `path` as the page's signed-in user (calls the screens under test do not make). */
export async function postAsUser(page: Page, path: string, body: unknown): Promise<void> {
  const response = await page.request.post(path, { data: body, headers: { [CLIENT_ID_HEADER]: randomUUID() } });
  if (!response.ok()) throw new Error(`POST ${path} failed: ${response.status()} ${await response.text()}`);
}

/** The bar of `name` in the filters pane's graph titled `title`. */
export const topBar = (page: Page, title: string, name: string): Locator =>
  page.getByRole('group', { name: title, exact: true }).getByTestId('top-bar').filter({ hasText: name });
