import { fileURLToPath } from 'node:url';
import { type SourceRoute, type SourceServer, startSourceServer } from '@quarry/testkit';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { createTopicByApi, eventually } from './investigations.js';
import { type QuarryTest, useQuarry } from './quarryTest.js';

const fixturesDir = fileURLToPath(new URL('../../apps/server/test-fixtures/', import.meta.url));

/** The local sources a 'soil carbon' Topic harvest reads: 3 OpenAlex works over two pages and 2 arXiv entries. */
const soilCarbonRoutes: SourceRoute[] = [
  { path: '/works', query: (q) => q.get('cursor') === '*', file: 'openalex/works-search-page-1.json' },
  { path: '/works', file: 'openalex/works-search-page-2.json' },
  { path: '/api/query', file: 'arxiv/search-page-1.xml' },
];

/** The first document of the 'soil carbon' harvest (2021, Marta Puig i Serra and Jean-Luc Moreau). */
export const soilTitle = 'Soil carbon sequestration under cover crops in Mediterranean vineyards';

/**
 * Sets up a spec file: the local sources of the 'soil carbon' harvest and the server reading them; `routes` are
 * tried before those.
 */
export function useWorkspaceQuarry(env: Record<string, string> = {}, routes: SourceRoute[] = []): QuarryTest {
  let source: SourceServer | undefined;
  beforeAll(async () => {
    source = await startSourceServer({ fixturesDir, routes: [...routes, ...soilCarbonRoutes] });
  });
  afterAll(() => source?.close());
  return useQuarry({
    directSignUp: true,
    env: () => ({ OPENALEX_URL: source!.url, ARXIV_URL: `${source!.url}/api`, SOURCE_MIN_INTERVAL_MS: '0', ...env }),
  });
}

/** Creates a Topic investigation through the API and waits until it is Ready; gives its id. */
export async function readyTopic(page: Page, searchString = 'soil carbon'): Promise<number> {
  const id = await createTopicByApi(page, searchString);
  await untilReady(page, id);
  return id;
}

/** Waits until the investigation's harvest is done (status Ready). */
export async function untilReady(page: Page, id: number, family: 'topic' | 'person' = 'topic'): Promise<void> {
  await eventually(
    async () => {
      const response = await page.request.get(`/api/investigations/${family}/${id}`);
      return response.ok() && ((await response.json()) as { status: string }).status === 'READY';
    },
    `investigation ${id} to turn Ready`,
    30_000,
  );
}

/** Opens the investigation's workspace and waits for its documents. */
export async function openWorkspace(page: Page, id: number): Promise<void> {
  await page.goto(`/investigations/topic/${id}`);
  await documentItems(page).first().waitFor();
}

export const documentItems = (page: Page): Locator => page.getByTestId('document-item');

/** The item of the document with this title. */
export const documentItem = (page: Page, title: string): Locator =>
  documentItems(page).filter({ has: page.getByTestId('document-title').getByText(title, { exact: true }) });

/** The heading's count, e.g. '5 Documents'. */
export const documentsCount = (page: Page): Promise<string | null> => page.getByTestId('documents-count').textContent();

export const waitForCount = (page: Page, text: string): Promise<void> =>
  eventually(async () => (await documentsCount(page)) === text, `the count to read '${text}'`);

/** Whether the button `name` (a vote, the star…) of the first document titled `title` is pressed: 'true' or 'false'. */
export const documentButtonPressed = (page: Page, title: string, name: string): Promise<string | null> =>
  documentItems(page)
    .filter({ hasText: title })
    .first()
    .getByRole('button', { name, exact: true })
    .getAttribute('aria-pressed');

/** Waits until `button` reports aria-pressed as `pressed`. */
export const waitForPressed = (button: Locator, pressed: boolean, what: string): Promise<void> =>
  eventually(async () => (await button.getAttribute('aria-pressed')) === String(pressed), what);

export const chipLabels = (page: Page): Promise<string[]> => page.getByTestId('filter-chip').allTextContents();

/**
 * The item `name` of the documents heading's highlight menu (a menuitemcheckbox, 'Highlight Search Terms' or
 * 'Highlight Mentioned Entities'), opening the menu when it is closed.
 */
export async function highlightMenuItem(page: Page, name: string): Promise<Locator> {
  const item = page.getByRole('menuitemcheckbox', { name, exact: true });
  if (!(await item.isVisible())) await page.getByRole('button', { name: 'Highlight', exact: true }).click();
  await item.waitFor();
  return item;
}
