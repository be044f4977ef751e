import { readFile } from 'node:fs/promises';
import { UndirectedGraph } from 'graphology';
import { parse } from 'graphology-graphml';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../helpers/axe.js';
import { signedInUser } from '../helpers/createScreen.js';
import { eventually } from '../helpers/investigations.js';
import { clickNode, rightClickNode } from '../helpers/graphs.js';
import { readyTopic, useWorkspaceQuarry } from '../helpers/workspace.js';

const status = (page: Page) => page.getByTestId('graph-status');

describe('the investigation workspace: the author and entity graphs', () => {
  const quarry = useWorkspaceQuarry();

  it('draws the co-authors of the documents, opens a clicked author’s summary and shows the shortest path between two', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    await page.goto(`/investigations/topic/${id}/author-graph`);
    await page.getByRole('img', { name: /^Co-authorship graph of \d+ authors/ }).waitFor();
    const heading = page.getByRole('heading', { name: /^Authors \(\d+\)$/ });
    const count = Number((await heading.innerText()).match(/\d+/)![0]);
    expect(count).toBeGreaterThan(3);
    await page.getByRole('img', { name: new RegExp(`^Co-authorship graph of ${count} authors`) }).waitFor();
    await expectNoSeriousViolations(page, 'the author graph');

    // Highlight: every match pings; Next steps to each in turn and past the last back to all of them.
    const search = page.getByRole('textbox', { name: 'Highlight authors' });
    await search.fill('a');
    const pings = () => page.locator('[data-ring="ping"]').count();
    await eventually(async () => (await pings()) > 1, 'the highlight to ping every author with an a');
    const all = await pings();
    await page.getByRole('button', { name: 'Next match' }).click();
    expect(await page.locator('[data-ring="ping"]').count()).toBe(1);
    for (let step = 1; step < all; step++) await page.getByRole('button', { name: 'Next match' }).click();
    expect(await page.locator('[data-ring="ping"]').count()).toBe(1);
    await page.getByRole('button', { name: 'Next match' }).click();
    expect(await page.locator('[data-ring="ping"]').count()).toBe(all);
    await page.getByRole('button', { name: 'Clear highlight' }).click();
    expect(await page.locator('[data-ring="ping"]').count()).toBe(0);

    // A click opens the author's summary in the right pane and selects them with their co-authors.
    await clickNode(page, 'author', 'Marta Puig i Serra');
    await page
      .getByRole('region', { name: 'Author summary: Marta Puig i Serra' })
      .getByRole('heading', { name: 'Marta Puig i Serra' })
      .waitFor();
    await eventually(
      async () => (await status(page).innerText()) === 'Selected: Marta Puig i Serra',
      'the selection to be told',
    );

    // Two connected authors: the context menu offers the shortest path, which is then shown.
    await clickNode(page, 'author', 'Jean-Luc Moreau', true);
    await eventually(async () => (await status(page).innerText()).includes('Jean-Luc Moreau'), 'both to be selected');
    await rightClickNode(page, 'author', 'Jean-Luc Moreau');
    const menu = page.getByRole('menu', { name: 'Author graph commands' });
    await menu.waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Merge Authors' }).isVisible()).toBe(true);
    await expectNoSeriousViolations(page, 'the author graph context menu');
    await menu.getByRole('menuitem', { name: 'Show Shortest Path' }).click();
    await eventually(
      async () => (await status(page).innerText()) === 'Shortest path: Marta Puig i Serra → Jean-Luc Moreau',
      'the path to be shown',
    );

    // The graph as GraphML, read back with graphology-graphml: every author, with their fields.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'More graph actions' }).click();
    await page.getByRole('menuitem', { name: 'Export to GraphML' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d soil carbon co-authors\.graphml$/);
    const exported = parse(UndirectedGraph, await readFile((await file.path())!, 'utf8'));
    expect(exported.order).toBe(count);
    const marta = exported.findNode((_, attributes) => attributes.personName === 'Marta Puig i Serra')!;
    expect(exported.getNodeAttributes(marta)).toMatchObject({
      label: 'Marta Puig i Serra',
      documentsCount: 1,
      type: 'PERSON',
      manuallyMerged: false,
    });
    expect(exported.neighbors(marta).map((node) => exported.getNodeAttribute(node, 'personName'))).toContain(
      'Jean-Luc Moreau',
    );

    // Layouts and looks are remembered for the investigation.
    await page.getByRole('combobox', { name: 'Layout' }).selectOption('structural');
    await page.getByRole('combobox', { name: 'Size by' }).selectOption('documentCount');
    await page.reload();
    await heading.waitFor();
    expect(await page.getByRole('combobox', { name: 'Layout' }).inputValue()).toBe('structural');
    expect(await page.getByRole('combobox', { name: 'Size by' }).inputValue()).toBe('documentCount');
  });

  it('draws the entities with their layers, counts highlight matches, and removes an entity with Delete until it is brought back', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    await page.goto(`/investigations/topic/${id}/entity-graph`);
    await page.getByRole('img', { name: /^Entity co-occurrence graph/ }).waitFor();
    const heading = page.getByRole('heading', { name: /^Entities \(\d+\)$/ });
    const before = Number((await heading.innerText()).match(/\d+/)![0]);
    const layers = page.getByRole('group', { name: 'Layers' });
    expect(await layers.getByRole('checkbox', { name: 'Terms' }).isChecked()).toBe(true);
    await expectNoSeriousViolations(page, 'the entity graph');

    // The last visible layer stays visible.
    const names = await layers
      .getByRole('checkbox')
      .evaluateAll((boxes) =>
        boxes.map((box) => box.getAttribute('aria-label') ?? box.closest('label')?.textContent ?? ''),
      );
    for (const checkbox of await layers.getByRole('checkbox').all()) await checkbox.click();
    expect(await layers.getByRole('checkbox', { checked: true }).count()).toBe(1);
    while ((await layers.getByRole('checkbox', { checked: false }).count()) > 0)
      await layers.getByRole('checkbox', { checked: false }).first().click();
    expect(await layers.getByRole('checkbox', { checked: true }).count()).toBe(names.length);

    const search = page.getByRole('textbox', { name: 'Highlight entities' });
    await search.fill('soil');
    await eventually(
      async () => /^\d+ found$/.test(await page.getByTestId('highlight-counter').innerText()),
      'the matches to be counted',
    );
    await search.press('Enter');
    await eventually(
      async () => /^1\/\d+$/.test(await page.getByTestId('highlight-counter').innerText()),
      'the first match to be shown',
    );

    // A location of the documents: select it, press Delete, confirm.
    const location = await firstNodeOf(page, id, 'LOCATION');
    await clickNode(page, 'entity', location);
    // Its summary in the right pane: the documents mentioning it, the mention marked.
    const summary = page.getByRole('region', { name: `Entity summary: ${location}` });
    await summary.getByRole('heading', { name: /^Documents \(\d+\)$/ }).waitFor();
    expect(await summary.getByTestId('summary-document').count()).toBeGreaterThan(0);
    await expectNoSeriousViolations(page, 'the entity summary');
    await page.keyboard.press('Delete');
    const dialog = page.getByRole('dialog', { name: 'Remove Selected Entity/Entities' });
    await dialog.getByText('You are about to remove 1 entity/entities from the graph. Are you sure?').waitFor();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('heading', { name: `Entities (${before - 1})` }).waitFor();

    await page.getByRole('tab', { name: 'Documents' }).click();
    await page.getByRole('button', { name: 'More actions', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Bring Back Removed Entities' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Bring Back' }).click();
    await page.getByRole('tab', { name: 'Entity Graph' }).click();
    await page.getByRole('heading', { name: `Entities (${before})` }).waitFor();

    // Two concepts merged into the first: one node.
    const [kept, merged] = await nodesOf(page, id, 'CONCEPT');
    await clickNode(page, 'entity', kept!);
    await clickNode(page, 'entity', merged!, true);
    await rightClickNode(page, 'entity', merged!);
    await page.getByRole('menu', { name: 'Entity graph commands' }).getByRole('menuitem', { name: 'Merge' }).click();
    const confirm = page.getByRole('dialog', { name: 'Merge Entities' });
    await confirm
      .getByText(`You are about to merge 2 entities: ${kept}, ${merged} Are you sure? This operation cannot be undone.`)
      .waitFor();
    await expectNoSeriousViolations(page, 'the merge entities confirmation');
    await confirm.getByRole('button', { name: 'Merge' }).click();
    await page.getByRole('heading', { name: `Entities (${before - 1})` }).waitFor();
    expect(await nodesOf(page, id, 'CONCEPT')).not.toContain(merged);
  });

  it('limits the entity graph to the nodes Graph Settings asks for (omnipotent users)', async () => {
    const { page } = quarry;
    await signedInUser(quarry, ['omnisol']);
    const id = await readyTopic(page);
    await page.goto(`/investigations/topic/${id}/entity-graph`);
    const heading = page.getByRole('heading', { name: /^Entities \(\d+\)$/ });
    await heading.waitFor();
    expect(Number((await heading.innerText()).match(/\d+/)![0])).toBeGreaterThan(3);
    await page.getByTestId('entity-graph').getByRole('button', { name: 'More graph actions' }).click();
    await page.getByRole('menuitem', { name: 'Graph Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Graph Settings' });
    await dialog.getByLabel('Total number of nodes').fill('3');
    await expectNoSeriousViolations(page, 'the Graph Settings dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Entities (3)' }).waitFor();
  });

  it('charts the documents per year of two terms checked in the timeline', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    await page.goto(`/investigations/topic/${id}/timeline`);
    await page.getByText('No data to display').waitFor();
    const selector = page.getByRole('group', { name: 'Terms and Term Groups' });
    const terms = (await page.request
      .get(`/api/investigations/topic/${id}/terms`)
      .then((response) => response.json())) as { terms: Array<{ term: string }> };
    const [first, second] = terms.terms.map((term) => term.term);
    await selector.getByRole('checkbox', { name: first!, exact: true }).check();
    await selector.getByRole('checkbox', { name: second!, exact: true }).check();
    const chart = page.getByRole('img', { name: `Documents per year: ${first}, ${second}` });
    await chart.waitFor();
    expect(await page.getByTestId('timeline-table').locator('th').allTextContents()).toEqual(['Year', first, second]);
    await expectNoSeriousViolations(page, 'the timeline');
    await page.getByRole('radio', { name: `OpenAlex works: ${first}` }).check();
    await eventually(
      async () => (await page.getByTestId('timeline-table').locator('th').count()) === 4,
      'the external series to be drawn',
    );
  });

  it('opens a person’s profile: the overview’s four tiles, each opening its tab on the person’s documents only', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    await page.goto(`/investigations/topic/${id}/documents`);
    await page.getByTestId('document-item').first().waitFor();
    await page
      .getByTestId('document-item')
      .filter({ hasText: 'Soil carbon sequestration' })
      .getByRole('button', { name: 'Marta Puig i Serra' })
      .click();
    const fullProfile = page
      .getByRole('region', { name: 'Author summary: Marta Puig i Serra' })
      .getByRole('link', { name: 'Full Profile' });
    const href = (await fullProfile.getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^/investigations/topic/${id}/profile/\\d+/overview$`));
    expect(await fullProfile.getAttribute('target')).toBe('_blank');

    await page.goto(href);
    const overview = page.getByTestId('profile-overview');
    await overview.getByRole('heading', { name: 'Profile: Marta Puig i Serra' }).waitFor();
    // The investigation's title is not edited from a profile (doc 1 §2).
    await page.getByTestId('investigation-title').waitFor();
    expect(await page.getByTestId('investigation-title').locator('xpath=ancestor::button').count()).toBe(0);
    for (const tile of ['Co-Authors', 'Research Interests', 'Publications', 'Publications per Year'])
      await overview.getByRole('heading', { name: tile, exact: true }).waitFor();
    expect(await overview.getByTestId('profile-publication').allTextContents()).toEqual([
      'Soil carbon sequestration under cover crops in Mediterranean vineyards',
    ]);
    // Each bar of Publications per Year shows its count above its year.
    await overview.getByTestId('profile-year').first().waitFor();
    expect(await overview.getByTestId('profile-year').allInnerTexts()).toContainEqual(
      expect.stringMatching(/^1\s+2021$/),
    );
    expect(await page.getByRole('tab').allTextContents()).toEqual([
      'Overview',
      'Publications',
      'Co-Authors',
      'Research Interests',
    ]);
    // The overview is the middle pane alone (doc 3 §2).
    expect(await page.getByTestId('workspace-right-pane').isVisible()).toBe(false);
    await expectNoSeriousViolations(page, 'the profile overview');

    await overview.getByRole('button', { name: 'Open Publications', exact: true }).click();
    await page.waitForURL(new RegExp(`/profile/\\d+/documents`));
    await page.getByTestId('documents-count').getByText('1 Document').waitFor();
    // Article, Book and Book Chapter are one Academic Publication bar there (doc 2 §4), one chip when selected.
    const classifications = page.getByRole('group', { name: 'Classifications' });
    await classifications.getByTestId('top-bar').filter({ hasText: 'Academic Publication' }).click();
    await page.getByTestId('filter-chip').filter({ hasText: 'Classifications: Academic Publication' }).waitFor();
    expect(await page.getByTestId('filter-chip').count()).toBe(1);
    await page.getByTestId('documents-count').getByText('1 Document').waitFor();
    await page.getByRole('tab', { name: 'Overview' }).click();
    await overview.getByRole('button', { name: 'Open Co-Authors' }).click();
    await page.getByRole('heading', { name: /^Authors \(\d+\)$/ }).waitFor();
    expect(page.url()).toMatch(/\/profile\/\d+\/author-graph/);
  });
});

/** The terms of the nodes of a type in the investigation's entity graph, heaviest first (through the API, as the page asks it). */
async function nodesOf(page: Page, id: number, type: string): Promise<string[]> {
  const response = await page.request.post(`/api/investigations/topic/${id}/entity-graph`, {
    data: { spec: {} },
    headers: { 'Client-Id': 'e2e' },
  });
  const graph = (await response.json()) as { nodes: Array<{ term: string; type: string }> };
  return graph.nodes.filter((candidate) => candidate.type === type).map((node) => node.term);
}

async function firstNodeOf(page: Page, id: number, type: string): Promise<string> {
  const [term] = await nodesOf(page, id, type);
  if (!term) throw new Error(`no ${type} node`);
  return term;
}
