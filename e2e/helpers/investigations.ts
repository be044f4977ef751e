import { randomUUID } from 'node:crypto';
import { CLIENT_ID_HEADER, type CreatedInvestigation } from '@quarry/contract';
import type { Locator, Page } from 'playwright-core';
import type { Account } from './accounts.js';

/**
 * Harvest sources pointed at a closed local port: no test reaches the real services, and a harvest fails fast
 * with a readable reason instead of waiting on the network.
 */
export const unreachableSources: Record<string, string> = {
  OPENALEX_URL: 'http://127.0.0.1:9',
  CROSSREF_URL: 'http://127.0.0.1:9',
  ARXIV_URL: 'http://127.0.0.1:9/api/query',
};

export const clientIdHeader = () => ({ [CLIENT_ID_HEADER]: randomUUID() });

/** Signs the page's browser context in through the API (the sign-in screen has its own specs). */
export async function signIn(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in', {
    data: { email: account.email, password: account.password },
    headers: clientIdHeader(),
  });
  if (!response.ok())
    throw new Error(`Sign-in of ${account.email} failed: ${response.status()} ${await response.text()}`);
}

/** Creates an investigation through the API as the page's signed-in user; gives its id. */
export async function createByApi(page: Page, path: string, body: Record<string, unknown>): Promise<number> {
  const response = await page.request.post(path, { data: body, headers: clientIdHeader() });
  if (!response.ok()) throw new Error(`POST ${path} failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as CreatedInvestigation).id;
}

export const createTopicByApi = (page: Page, searchString: string): Promise<number> =>
  createByApi(page, '/api/investigations/topic', { searchString, includePublications: true, includeWebPages: true });

/** The rows of the investigations table. */
export const tableRows = (page: Page): Locator => page.locator('#investigation-table tbody tr');

/** The row of the investigation with this id. */
export const rowOfId = (page: Page, id: number): Locator =>
  page.locator(`#investigation-table tr[data-investigation-id="${id}"]`);

/** The text of each cell of every row, top to bottom. */
export async function tableCells(page: Page): Promise<string[][]> {
  const rows = await tableRows(page).all();
  const cells = await Promise.all(rows.map((row) => row.locator('td').allTextContents()));
  return cells.map((row) => row.map((cell) => cell.trim()));
}

/** Polls `check` until it holds (Playwright's expect is not part of playwright-core). */
export async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
}

/** Waits until the table shows exactly `count` rows. */
export const waitForRowCount = (page: Page, count: number, timeoutMs?: number): Promise<void> =>
  eventually(async () => (await tableRows(page).count()) === count, `${count} rows in the table`, timeoutMs);

/** The field with this label (text inputs, text areas and checkboxes; suggestion fields are comboboxes). */
export const field = (page: Page, label: string): Locator => page.getByLabel(label, { exact: true });

export const clickButton = (page: Page, name: string): Promise<void> =>
  page.getByRole('button', { name, exact: true }).click();

/** Signs the page's browser context out through the API. */
export async function signOut(page: Page): Promise<void> {
  await page.request.post('/api/auth/sign-out', { headers: clientIdHeader() });
}
