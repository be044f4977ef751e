import type { Locator, Page } from 'playwright-core';
import { eventually } from './investigations.js';
import { documentItems } from './workspace.js';

/** The suggested-terms pane over the documents of a Topic investigation. */
export const suggestedPane = (page: Page): Locator =>
  page.getByRole('region', { name: 'Suggested Terms', exact: true });

/** The chip of the suggested term `term`. */
export const suggestedChip = (page: Page, term: string): Locator =>
  page.locator(`[data-testid="suggested-term"][data-term="${term}"]`);

/** The suggested terms shown, in order. */
export const suggestedTerms = (page: Page): Promise<string[]> =>
  page.getByTestId('suggested-term').evaluateAll((chips) => chips.map((chip) => chip.getAttribute('data-term') ?? ''));

/** Waits until the pane suggests `term`. */
export const waitForSuggestion = (page: Page, term: string, timeoutMs = 15_000): Promise<void> =>
  eventually(async () => (await suggestedTerms(page)).includes(term), `'${term}' to be suggested`, timeoutMs);

/** The item of the document whose title contains `text` (titles with line breaks, punctuation). */
export const documentItemWith = (page: Page, text: string): Locator =>
  documentItems(page).filter({ has: page.getByTestId('document-title').filter({ hasText: text }) });

/** Votes the document whose title contains `text` Relevant or Irrelevant, and waits for the server to take it. */
export async function vote(page: Page, text: string, relevancy: 'Relevant' | 'Irrelevant'): Promise<void> {
  const taken = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().endsWith('/relevancy') && response.ok(),
  );
  await documentItemWith(page, text).getByRole('button', { name: relevancy, exact: true }).click();
  await taken;
}

/** Opens the menu of the selected suggestion `term` and clicks its item `item` (a modifier or a group). */
export async function suggestionMenu(page: Page, term: string, item: string): Promise<void> {
  await page.getByRole('button', { name: `Options of ${term}`, exact: true }).click();
  await page
    .getByRole('menu', { name: `Options of ${term}` })
    .getByRole('menuitemcheckbox', { name: item, exact: true })
    .click();
}
