import { fileURLToPath } from 'node:url';
import { type SourceRoute, type SourceServer, startSourceServer } from '@quarry/testkit';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type QuarryTest, useQuarry } from './quarryTest.js';

const fixturesDir = fileURLToPath(new URL('../../apps/server/test-fixtures/', import.meta.url));

/** The term whose arXiv search brings one preprint the 'soil carbon' harvest does not have. */
export const newTerm = 'urban heat';
/** That preprint's title (arxiv/search-page-2.xml). */
export const newTermTitle = 'Urban heat and green roofs';
/** The title of the page the source server serves at /web/article.html. */
export const articleTitle = 'Green roofs cool Rotterdam';

/**
 * The local sources: the 'soil carbon' harvest (3 OpenAlex works over two pages, 2 arXiv entries), the arXiv
 * search for `newTerm`, and a web site (robots.txt allowing all, one article).
 */
const harvestRoutes: SourceRoute[] = [
  { path: '/works', query: (q) => q.get('cursor') === '*', file: 'openalex/works-search-page-1.json' },
  { path: '/works', file: 'openalex/works-search-page-2.json' },
  {
    path: '/api/query',
    query: (q) => q.get('search_query') === 'all:urban AND all:heat',
    file: 'arxiv/search-page-2.xml',
  },
  { path: '/api/query', file: 'arxiv/search-page-1.xml' },
  { path: '/robots.txt', body: 'User-agent: *\nAllow: /\n', headers: { 'content-type': 'text/plain' } },
  { path: '/web/article.html', file: 'web/article.html' },
];

export interface HarvestQuarry extends QuarryTest {
  /** The source server's base URL (its pages are harvestable). */
  readonly sourceUrl: string;
}

/** Sets up a spec file: the local sources above and the server reading them (no pause between requests). */
export function useHarvestQuarry(): HarvestQuarry {
  let source: SourceServer | undefined;
  beforeAll(async () => {
    source = await startSourceServer({ fixturesDir, routes: harvestRoutes });
  });
  afterAll(() => source?.close());
  const quarry = useQuarry({
    directSignUp: true,
    env: () => ({
      OPENALEX_URL: source!.url,
      ARXIV_URL: `${source!.url}/api`,
      SOURCE_MIN_INTERVAL_MS: '0',
      WEB_PAGE_MIN_INTERVAL_MS: '0',
    }),
  });
  return {
    get server() {
      return quarry.server;
    },
    get mail() {
      return quarry.mail;
    },
    get page() {
      return quarry.page;
    },
    get dataDir() {
      return quarry.dataDir;
    },
    get sourceUrl() {
      if (!source) throw new Error('the source server is not ready: use it inside a test');
      return source.url;
    },
  };
}

/** Opens the documents heading's Harvest menu and picks `item`; gives the dialog it opens. */
export async function openHarvestDialog(page: Page, item: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Harvest', exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: item });
  await dialog.waitFor();
  return dialog;
}

/** The dialog's Harvest button. */
export const harvestButton = (dialog: Locator): Locator => dialog.getByRole('button', { name: 'Harvest', exact: true });

/** The rule's message under the dialog's field ('' when there is none). */
export async function harvestError(dialog: Locator): Promise<string> {
  const error = dialog.getByTestId('harvest-error');
  return (await error.count()) ? ((await error.textContent()) ?? '') : '';
}

/** The documents heading's refresh button; data-lit is true once new documents make a reload worth it. */
export const refreshButton = (page: Page): Locator => page.getByRole('button', { name: 'Refresh', exact: true });
