import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../helpers/createScreen.js';
import { eventually, unreachableSources } from '../helpers/investigations.js';
import { traceLive } from '../helpers/liveTrace.js';
import { importLocalDocuments } from '../helpers/localDocuments.js';
import { useQuarry } from '../helpers/quarryTest.js';
import { openSearchDefinition } from '../helpers/terms.js';
import { documentItem, documentItems } from '../helpers/workspace.js';

/** 15 records on peat bog carbon (2008–2013), then 15 on graphene and lithium batteries (2019–2024). */
const screeningRis = fileURLToPath(new URL('../../apps/server/test-fixtures/local/screening.ris', import.meta.url));
const isPeat = (title: string) => /peat|bog|fen/i.test(title);

const titles = (page: Page): Promise<string[]> => documentItems(page).getByTestId('document-title').allTextContents();

async function sortBy(page: Page, label: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Sort by', exact: true }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

async function vote(page: Page, title: string, relevancy: 'Relevant' | 'Irrelevant'): Promise<void> {
  const button = documentItem(page, title).getByRole('button', { name: relevancy, exact: true });
  const answered = page.waitForResponse((response) => response.url().endsWith('/relevancy') && response.ok());
  await button.click();
  await answered;
  expect(await button.getAttribute('aria-pressed')).toBe('true');
}

describe('screening a Local documents import', () => {
  const quarry = useQuarry({ directSignUp: true, env: unreachableSources });

  it('imports a RIS file, takes Relevant and Irrelevant votes, and the Relevance sort learns from them', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const trace = traceLive(page);
    await importLocalDocuments(page, 'Peat screening', screeningRis);
    // The search-definition pane is there, its terms empty (an import has no search string).
    const pane = await openSearchDefinition(page);
    expect(await pane.getByTestId('term').count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Sort by', exact: true }).inputValue()).toBe('Relevance');
    // No search terms and no votes yet: the newest come first, every one of them on batteries.
    const before = await titles(page);
    expect(before).toHaveLength(30);
    expect(before.slice(0, 10).some(isPeat)).toBe(false);

    await sortBy(page, 'Publish Date (Oldest First)');
    await eventually(async () => isPeat((await titles(page))[0] ?? ''), 'the oldest (peat) first');
    const [peatA, peatB] = await titles(page);
    await vote(page, peatA!, 'Relevant');
    await vote(page, peatB!, 'Relevant');
    // Relevant votes alone teach no model: the Relevance list still shows the batteries first.
    await sortBy(page, 'Relevance');
    await eventually(async () => !isPeat((await titles(page))[0] ?? ''), 'the batteries first, no model yet');
    const [batteryA, batteryB] = await titles(page);
    await vote(page, batteryA!, 'Irrelevant');
    await vote(page, batteryB!, 'Irrelevant');

    const voted = new Set([peatA, peatB, batteryA, batteryB]);
    const unvotedTop = async () => (await titles(page)).filter((title) => !voted.has(title)).slice(0, 8);
    // The model trains off the request path; once its order differs from the one shown, Refresh lights and says why.
    const refresh = page.getByRole('button', { name: 'Refresh', exact: true });
    // The training runs beside the import's background disambiguation: a loaded 2-core machine needs the time.
    await eventually(
      async () => (await refresh.getAttribute('data-lit')) === 'true',
      'the refresh button to light',
      45_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}; the live socket and the workspace calls:\n${trace.text()}`);
    });
    expect(await refresh.getAttribute('aria-description')).toBe(
      'The order learned from your votes changed: refresh to see it',
    );
    expect((await unvotedTop()).some((title) => !isPeat(title))).toBe(true);
    await eventually(
      async () => {
        if ((await refresh.getAttribute('data-lit')) === 'true') await refresh.click();
        await page.waitForTimeout(500);
        return (await unvotedTop()).every(isPeat);
      },
      'the peat documents, like the Relevant ones, to rise to the top',
      20_000,
    );
    const after = await titles(page);
    expect(after.slice(0, 10).filter(isPeat).length).toBeGreaterThanOrEqual(8);
    expect(after).not.toEqual(before);
    // An import, a harvest and a model's training: more than the default minute on a loaded two-core machine.
  }, 120_000);
});
