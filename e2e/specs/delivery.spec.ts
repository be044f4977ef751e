import fs from 'node:fs';
import path from 'node:path';
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { routeChunks } from '../../apps/web/scripts/route-chunks.mjs';
import { signedInUser } from '../helpers/createScreen.js';
import { webIndex } from '../helpers/paths.js';
import { documentItems, readyTopic, useWorkspaceQuarry } from '../helpers/workspace.js';
import type { QuarryTest } from '../helpers/quarryTest.js';

const manifest = JSON.parse(fs.readFileSync(path.join(path.dirname(webIndex), '.vite/manifest.json'), 'utf8'));
const layout = 'src/app/layout/SignedInLayout.tsx';

/** The scripts the manifest says a first load of the route needs (what the build's size budgets count). */
const scriptsOf = (modules: string[]) =>
  routeChunks(manifest, modules)
    .map((file) => `/${file}`)
    .sort();

interface FirstLoad {
  page: Page;
  document: Response;
  scripts: Map<string, Response>;
}

/**
 * Opens `url` in a new browser context (an empty cache; the cookies of `quarry.page`'s context) and records the
 * scripts it fetches until `ready` and the network is idle.
 */
async function firstLoad(quarry: QuarryTest, url: string, ready: (page: Page) => Promise<void>): Promise<FirstLoad> {
  const storageState = await quarry.page.context().storageState();
  const context = await quarry.page.context().browser()!.newContext({ baseURL: quarry.server.url, storageState });
  const page = await context.newPage();
  const scripts = new Map<string, Response>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) scripts.set(pathname, response);
  });
  const document = (await page.goto(url))!;
  await ready(page);
  await page.waitForLoadState('networkidle');
  return { page, document, scripts };
}

describe('what a first load downloads', () => {
  const quarry = useWorkspaceQuarry();

  it('the sign-in page fetches its own chunks only, brotli-compressed and cached as immutable', async () => {
    const { page, document, scripts } = await firstLoad(quarry, '/sign-in', (page) =>
      page.getByRole('button', { name: 'Sign In', exact: true }).waitFor(),
    );
    expect([...scripts.keys()].sort()).toEqual(scriptsOf(['src/pages/sign-in/SignInPage.tsx']));
    expect(document.headers()['cache-control']).toBe('no-cache');
    for (const [script, response] of scripts) {
      const headers = response.headers();
      expect([script, headers['content-encoding'], headers['cache-control']]).toEqual([
        script,
        'br',
        'public, max-age=31536000, immutable',
      ]);
    }
    await page.context().close();
  });

  it("the workspace fetches the signed-in layout and the workspace's chunks, not the other pages'", async () => {
    await signedInUser(quarry);
    const id = await readyTopic(quarry.page);
    const { page, scripts } = await firstLoad(quarry, `/investigations/topic/${id}`, (page) =>
      documentItems(page).first().waitFor(),
    );
    expect([...scripts.keys()].sort()).toEqual(scriptsOf([layout, 'src/pages/investigation/InvestigationPage.tsx']));
    expect([...scripts.keys()].some((script) => /SignInPage|CreateInvestigationPage/.test(script))).toBe(false);
    await page.context().close();
  });
});
