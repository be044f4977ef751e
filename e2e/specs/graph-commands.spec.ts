import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../helpers/createScreen.js';
import { clickNode, rightClickNode } from '../helpers/graphs.js';
import { clientIdHeader, eventually } from '../helpers/investigations.js';
import { chipLabels, readyTopic, useWorkspaceQuarry } from '../helpers/workspace.js';

/** Each command of the author and entity graphs' context menus (doc 3 §2), by what it visibly does or calls. */

const status = (page: Page) => page.getByTestId('graph-status');
const untilStatus = (page: Page, text: string) =>
  eventually(async () => (await status(page).innerText()) === text, `the status to read '${text}'`);
const count = async (page: Page, what: 'Authors' | 'Entities') =>
  Number((await page.getByRole('heading', { name: new RegExp(`^${what} \\(\\d+\\)$`) }).innerText()).match(/\d+/)![0]);

interface Graph {
  nodes: Array<{ id: string; personName?: string; term?: string; type?: string }>;
  edges: Array<{ sourceId: string; targetId: string }>;
}

/** The graph as the page asks it (the whole investigation, no filter). */
async function graphOf(page: Page, id: number, kind: 'author' | 'entity'): Promise<Graph> {
  const response = await page.request.post(`/api/investigations/topic/${id}/${kind}-graph`, {
    data: { spec: {} },
    headers: clientIdHeader(),
  });
  return (await response.json()) as Graph;
}

const neighbours = (graph: Graph, node: string): string[] =>
  graph.edges.flatMap((edge) =>
    edge.sourceId === node ? [edge.targetId] : edge.targetId === node ? [edge.sourceId] : [],
  );

/** The nodes reachable from `node`, itself included. */
function component(graph: Graph, node: string): Set<string> {
  const seen = new Set([node]);
  const queue = [node];
  while (queue.length > 0)
    for (const next of neighbours(graph, queue.shift()!)) if (!seen.has(next) && seen.add(next)) queue.push(next);
  return seen;
}

/** How many nodes the status line says are selected ('Selected: a, b, c, d, e, and 3 more' is 8). */
const selectedSize = async (page: Page): Promise<number> => {
  const text = await status(page).innerText();
  const more = text.match(/and (\d+) more$/);
  const names = text
    .replace(/^Selected: /, '')
    .replace(/, and \d+ more$/, '')
    .split(', ');
  return names.length + (more ? Number(more[1]) : 0);
};

async function menuItems(page: Page, menu: string): Promise<string[]> {
  const dropdown = page.getByRole('menu', { name: menu });
  await dropdown.waitFor();
  return dropdown.getByRole('menuitem').allInnerTexts();
}

async function command(page: Page, menu: string, name: string): Promise<void> {
  await page.getByRole('menu', { name: menu }).getByRole('menuitem', { name, exact: true }).click();
}

describe('the graphs’ context-menu commands', () => {
  const quarry = useWorkspaceQuarry();

  it('runs each command on one author: co-authors, all connected, full profile, similarity, launch investigation', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    const data = await graphOf(page, id, 'author');
    const idOf = (name: string) => data.nodes.find((node) => node.personName === name)!.id;
    const marta = 'Marta Puig i Serra';
    await page.goto(`/investigations/topic/${id}/author-graph`);
    await page.getByRole('img', { name: /^Co-authorship graph of \d+ authors/ }).waitFor();
    const menu = 'Author graph commands';

    // One author of a Topic: no Disambiguate, Merge nor Undo.
    await clickNode(page, 'author', marta);
    await untilStatus(page, `Selected: ${marta}`);
    await rightClickNode(page, 'author', marta);
    expect(await menuItems(page, menu)).toEqual([
      'Full Profile',
      'Similarity',
      'Launch Investigation',
      'Select Co-Authors',
      'Select All Connected Authors',
    ]);
    await command(page, menu, 'Select Co-Authors');
    const coAuthors = neighbours(data, idOf(marta));
    expect(coAuthors.length).toBeGreaterThan(0);
    await eventually(async () => (await selectedSize(page)) === 1 + coAuthors.length, 'her co-authors selected');
    expect(await status(page).innerText()).toMatch(new RegExp(`^Selected: ${marta}, `));

    await rightClickNode(page, 'author', marta);
    await command(page, menu, 'Select All Connected Authors');
    const connected = component(data, idOf(marta)).size;
    await eventually(async () => (await selectedSize(page)) === connected, 'every connected author selected');

    // Full Profile opens her profile in a new window.
    await clickNode(page, 'author', marta);
    await untilStatus(page, `Selected: ${marta}`);
    await rightClickNode(page, 'author', marta);
    const [profile] = await Promise.all([page.context().waitForEvent('page'), command(page, menu, 'Full Profile')]);
    await profile.waitForURL(new RegExp(`/investigations/topic/${id}/profile/${idOf(marta)}/overview$`));
    await profile.close();

    // Similarity asks the graph again, sized and coloured by similarity to her.
    await rightClickNode(page, 'author', marta);
    const similar = page.waitForRequest(
      (request) =>
        request.url().endsWith('/author-graph') &&
        (request.postDataJSON() as { similarityPersonId: number | null }).similarityPersonId === Number(idOf(marta)),
    );
    await command(page, menu, 'Similarity');
    await similar;
    await eventually(
      async () => (await page.getByRole('combobox', { name: 'Size by' }).inputValue()) === 'similarity',
      'sized by similarity',
    );
    expect(await page.getByRole('combobox', { name: 'Colour by' }).inputValue()).toBe('similarity');

    // Launch Investigation starts a Person investigation of her.
    await clickNode(page, 'author', marta);
    await rightClickNode(page, 'author', marta);
    await command(page, menu, 'Launch Investigation');
    await page.getByText('A Person investigation was started.').waitFor();
    await eventually(async () => {
      const list = (await (await page.request.get('/api/investigations')).json()) as Array<{
        title: string;
        investigationType: string;
      }>;
      return list.some((row) => row.title === marta && row.investigationType === 'Person');
    }, 'the Person investigation of her in the list');
  });

  it('downloads the merge report of two authors (omnipotent), merges them and undoes the merge', async () => {
    const { page } = quarry;
    await signedInUser(quarry, ['omnisol']);
    const id = await readyTopic(page);
    const data = await graphOf(page, id, 'author');
    const idOf = (name: string) => data.nodes.find((node) => node.personName === name)!.id;
    const marta = 'Marta Puig i Serra';
    await page.goto(`/investigations/topic/${id}/author-graph`);
    await page.getByRole('img', { name: /^Co-authorship graph of \d+ authors/ }).waitFor();
    const before = await count(page, 'Authors');
    const menu = 'Author graph commands';

    // Two authors (omnipotent): the merge report downloads, then Merge makes them one.
    const other = 'Jean-Luc Moreau';
    await clickNode(page, 'author', marta);
    await clickNode(page, 'author', other, true);
    await eventually(async () => (await status(page).innerText()).includes(other), 'both to be selected');
    await rightClickNode(page, 'author', other);
    expect(await menuItems(page, menu)).toEqual(
      expect.arrayContaining(['Merge Authors', 'Download Merge Report', 'Show Shortest Path']),
    );
    const download = page.waitForEvent('download');
    await command(page, menu, 'Download Merge Report');
    const report = await readFile((await (await download).path())!, 'utf8');
    expect(report).toContain(`${marta} (${idOf(marta)}) × ${other} (${idOf(other)})`);
    expect(report).toMatch(/totalScore: \d\.\d{3}/);

    await rightClickNode(page, 'author', other);
    await command(page, menu, 'Merge Authors');
    const confirm = page.getByRole('dialog', { name: 'Merge Authors' });
    await confirm.getByText(`You are about to merge 2 authors: ${marta}, ${other}.`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Merge', exact: true }).click();
    await page.getByText(`Merged into ${marta}.`).waitFor();
    await page.getByRole('heading', { name: `Authors (${before - 1})` }).waitFor();

    // The merged author offers Undo Manual Merge; once undone, Refresh shows both again.
    await clickNode(page, 'author', marta);
    await rightClickNode(page, 'author', marta);
    expect(await menuItems(page, menu)).toContain('Undo Manual Merge');
    await command(page, menu, 'Undo Manual Merge');
    await page.getByText('Undoing the merge; the refresh button lights up when it is done.').waitFor();
    await eventually(async () => {
      await page.getByTestId('author-graph').getByRole('button', { name: 'Refresh' }).click();
      return (await count(page, 'Authors')) === before;
    }, 'both authors back after a refresh');
  });

  it('runs each entity command: copy, search the web, insight, tracked term, shortest path, remove and filter', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    const data = await graphOf(page, id, 'entity');
    const termOf = (node: string) => data.nodes.find((candidate) => candidate.id === node)!.term!;
    // Two connected entities, neither a tracked term.
    const edge = data.edges.find((candidate) =>
      [candidate.sourceId, candidate.targetId].every(
        (node) => data.nodes.find((n) => n.id === node)!.type === 'CONCEPT',
      ),
    )!;
    const [first, second] = [termOf(edge.sourceId), termOf(edge.targetId)];
    await page.goto(`/investigations/topic/${id}/entity-graph`);
    await page.getByRole('img', { name: /^Entity co-occurrence graph/ }).waitFor();
    const before = await count(page, 'Entities');
    const menu = 'Entity graph commands';

    await clickNode(page, 'entity', first);
    await untilStatus(page, `Selected: ${first}`);
    await rightClickNode(page, 'entity', first);
    expect(await menuItems(page, menu)).toEqual([
      'Remove',
      'Add as Tracked Term',
      'Find Shortest Path',
      'Search the Web',
      'Copy',
      'Create Insight from the Graph',
      'Add as Filter',
    ]);
    // Copy: the term on the clipboard.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await command(page, menu, 'Copy');
    await page.getByText('Copied.').waitFor();
    // (the page's navigator: e2e's TypeScript has no DOM library)
    const clipboard = await page.evaluate(() =>
      (
        globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
      ).navigator.clipboard.readText(),
    );
    expect(clipboard).toBe(first);

    // Search the Web: a new window searching the term.
    await page
      .context()
      .route('https://www.google.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>search</title>' }),
      );
    await rightClickNode(page, 'entity', first);
    const [search] = await Promise.all([page.context().waitForEvent('page'), command(page, menu, 'Search the Web')]);
    await search.waitForURL((url) => url.hostname === 'www.google.com');
    expect(new URL(search.url()).searchParams.get('q')).toBe(first);
    await search.close();

    // Create Insight from the Graph: the insight dialog.
    await rightClickNode(page, 'entity', first);
    await command(page, menu, 'Create Insight from the Graph');
    const insight = page.getByRole('dialog', { name: 'New Insight' });
    await insight.waitFor();
    await page.keyboard.press('Escape');
    await insight.waitFor({ state: 'detached' });

    // Add as Tracked Term: a term of the search definition.
    await rightClickNode(page, 'entity', first);
    await command(page, menu, 'Add as Tracked Term');
    await eventually(async () => {
      const terms = (await (await page.request.get(`/api/investigations/topic/${id}/terms`)).json()) as {
        terms: Array<{ term: string }>;
      };
      return terms.terms.some((term) => term.term.toLowerCase() === first.toLowerCase());
    }, 'the term tracked');

    // Two connected entities: the shortest path between them.
    await clickNode(page, 'entity', second);
    await clickNode(page, 'entity', first, true);
    await eventually(async () => (await status(page).innerText()).includes(first), 'both to be selected');
    await rightClickNode(page, 'entity', first);
    await command(page, menu, 'Find Shortest Path');
    await untilStatus(page, `Shortest path: ${second} → ${first}`);

    // Remove, through its confirmation.
    await clickNode(page, 'entity', second);
    await rightClickNode(page, 'entity', second);
    await command(page, menu, 'Remove');
    const remove = page.getByRole('dialog', { name: 'Remove Selected Entity/Entities' });
    await remove.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('heading', { name: `Entities (${before - 1})` }).waitFor();

    // Add as Filter: the entity's filter chip.
    await clickNode(page, 'entity', first);
    await rightClickNode(page, 'entity', first);
    await command(page, menu, 'Add as Filter');
    await eventually(async () => (await chipLabels(page)).some((chip) => chip.endsWith(first)), 'the filter chip');
  });
});
