import type { Locator, Page } from 'playwright-core';
import { eventually } from './investigations.js';
import { documentItems } from './workspace.js';

/** The left pane of a Topic workspace, opened with its toggle. */
export async function openSearchDefinition(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Toggle the search definition pane', exact: true }).click();
  const pane = page.getByTestId('search-definition');
  await pane.getByTestId('term-group').first().waitFor();
  return pane;
}

/** The term group named `name`. */
export const termGroup = (page: Page, name: string): Locator =>
  page.locator(`[data-testid="term-group"][data-group-name="${name}"]`);

/** The chip of the term `text` (in whatever group). */
export const termChip = (page: Page, text: string): Locator =>
  page.locator(`[data-testid="term"][data-term="${text}"]`);

/** The group names, in order. */
export const groupNames = (page: Page): Promise<string[]> => page.getByTestId('term-group-name').allTextContents();

/** Waits until the pane lists exactly these groups, in order. */
export const waitForGroups = (page: Page, names: string[]): Promise<void> =>
  eventually(
    async () => JSON.stringify(await groupNames(page)) === JSON.stringify(names),
    `the groups ${names.join(', ')}`,
  );

/** The terms of a group, in order. */
export const termsOf = (page: Page, group: string): Promise<string[]> =>
  termGroup(page, group)
    .getByTestId('term')
    .evaluateAll((chips) => chips.map((chip) => chip.getAttribute('data-term') ?? ''));

/** Waits until group `group` lists exactly `terms`. */
export const waitForTerms = (page: Page, group: string, terms: string[]): Promise<void> =>
  eventually(
    async () => JSON.stringify(await termsOf(page, group)) === JSON.stringify(terms),
    `${group} to list ${terms.join(', ')}`,
  );

const modifiers = ['Regular', 'Mandatory', 'Boost', 'Penalty', 'Exclude'];

/** Opens the menu of term `text` and clicks its item `item` (a modifier, Rename Term, Delete Term). */
export async function termMenu(page: Page, text: string, item: string): Promise<void> {
  await termChip(page, text).click();
  const role = modifiers.includes(item) ? 'menuitemcheckbox' : 'menuitem';
  await page.getByRole('menu').getByRole(role, { name: item, exact: true }).click();
}

/** Moves term `text` to group `group` ('New Group' for a new one) through its menu. */
export async function moveTermTo(page: Page, text: string, group: string): Promise<void> {
  await termChip(page, text).click();
  await page.getByRole('menuitem', { name: 'Move to Group', exact: true }).click();
  await page.getByRole('menuitem', { name: group, exact: true }).click();
}

/** Opens the menu of group `name` and clicks its item `item`. */
export async function groupMenu(page: Page, name: string, item: string): Promise<void> {
  await page.getByRole('button', { name: `Term group menu: ${name}`, exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click();
}

/** Opens the pane menu and clicks its item `item`. */
export async function paneMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Search definition menu', exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** Types a term in the add-term input and adds it to `group` (optionally with a modifier) from the menu Enter opens. */
export async function addTerm(page: Page, term: string, group: string, modifier?: string): Promise<void> {
  const input = page.getByRole('combobox', { name: 'Add a term', exact: true });
  await input.fill(term);
  await input.press('Enter');
  const menu = page.getByTestId('add-term-menu');
  await menu.waitFor();
  if (modifier) await menu.getByRole('menuitemradio', { name: modifier, exact: true }).click();
  await menu.getByRole('menuitem', { name: group, exact: true }).click();
  await menu.waitFor({ state: 'hidden' });
}

/** The titles of the listed documents, in order. */
export const documentTitles = (page: Page): Promise<string[]> =>
  documentItems(page).getByTestId('document-title').allTextContents();

/** Double-clicks the word `word` inside `within` (the browser then selects that word, as a user would). */
export async function doubleClickWord(page: Page, within: Locator, word: string): Promise<void> {
  const point = await within.evaluate((element, target) => {
    const page = element.ownerDocument;
    const walker = page.createTreeWalker(element, 4 /* NodeFilter.SHOW_TEXT */);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(target) ?? -1;
      if (at < 0) continue;
      const range = page.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + target.length);
      const rect = range.getBoundingClientRect();
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    }
    return null;
  }, word);
  if (!point) throw new Error(`No '${word}' to double-click`);
  await page.mouse.dblclick(point.x, point.y);
}

/**
 * The answer of the next term call `method` on the path ending with `suffix` (e.g. 'DELETE', '/terms'): start
 * waiting before the action, await it before a reload (the change is on screen before the server has it).
 */
export const termsCallAnswered = (page: Page, method: string, suffix: string): Promise<unknown> =>
  page.waitForResponse(
    (response) =>
      response.request().method() === method && new URL(response.url()).pathname.endsWith(suffix) && response.ok(),
  );
