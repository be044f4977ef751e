import { readFile } from 'node:fs/promises';
import type { Configuration } from '@quarry/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../helpers/createScreen.js';
import { createByApi, eventually } from '../helpers/investigations.js';
import { see } from '../helpers/pageActions.js';
import { openWorkspace, readyTopic, useWorkspaceQuarry } from '../helpers/workspace.js';

const message = {
  bothExcluded: 'Web page and articles must not be excluded together.',
  web: 'Max results for web harvests must be a whole number between 0 and 200',
  article: 'Max results for article harvests must be a whole number between 0 and 200',
  languages: 'Maximum of two languages allowed.',
  researchers: 'No more than 300 researchers are allowed.',
  startDate: '"Starting from" date in the Researchers tab is invalid.',
};

/** Opens the Investigation Configuration dialog from the documents heading; gives the dialog. */
async function openConfiguration(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Configuration', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Investigation Configuration' });
  await dialog.getByRole('tab').first().waitFor();
  return dialog;
}

const page_ = (dialog: Locator, name: string) => dialog.getByRole('tab', { name, exact: true }).click();
const field = (dialog: Locator, label: string) => dialog.getByLabel(label, { exact: true });
const languages = (dialog: Locator) => dialog.getByRole('combobox', { name: 'Translation languages', exact: true });
/** The researchers text area (the Researchers page's panel bears the same name). */
const researchers = (dialog: Locator) => dialog.getByRole('textbox', { name: 'Researchers', exact: true });
const saveButton = (dialog: Locator) => dialog.getByRole('button', { name: 'Save', exact: true });
const tabNames = (dialog: Locator) => dialog.getByRole('tab').allTextContents();
/** The messages the dialog shows under its pages (none: an empty list). */
const shownMessages = async (dialog: Locator) =>
  (await dialog.getByTestId('configuration-issues').count()) === 0
    ? []
    : dialog.getByTestId('configuration-issues').locator('li').allTextContents();
const waitForMessages = (dialog: Locator, expected: string[]) =>
  eventually(
    async () => JSON.stringify(await shownMessages(dialog)) === JSON.stringify(expected),
    `the messages ${expected.join(' | ') || '(none)'}`,
  );

/** Saves and waits until the dialog is closed. */
async function save(dialog: Locator): Promise<void> {
  await saveButton(dialog).click();
  await dialog.waitFor({ state: 'detached' });
}

async function storedConfiguration(page: Page, id: number): Promise<Configuration> {
  const response = await page.request.get(`/api/investigations/${id}/configuration`);
  return (await response.json()) as Configuration;
}

describe('the investigation configuration dialog', () => {
  const quarry = useWorkspaceQuarry({ SHOW_TRANSLATIONS: 'true' });

  it('checks the Topic search settings and languages as the user types, saves them, and shows them again', async () => {
    const { page } = quarry;
    await signedInUser(quarry, ['omnisol']);
    const id = await readyTopic(page);
    await openWorkspace(page, id);
    let dialog = await openConfiguration(page);
    expect(await tabNames(dialog)).toEqual([
      'Search Settings',
      'Web Page Search',
      'Institutes Search',
      'Filters',
      'Dictionaries',
      'Languages',
      'Performance',
    ]);

    // Both sources out: the message, Save disabled, and the web-sites and institutes fields disabled.
    await field(dialog, 'Include Web Pages').click();
    await field(dialog, 'Include Articles').click();
    await waitForMessages(dialog, [message.bothExcluded]);
    expect(await saveButton(dialog).isDisabled()).toBe(true);
    await page_(dialog, 'Web Page Search');
    expect(await field(dialog, 'Harvest web pages from these sites').isDisabled()).toBe(true);
    await page_(dialog, 'Institutes Search');
    expect(await field(dialog, 'Harvest articles from these institutes').isDisabled()).toBe(true);
    await page_(dialog, 'Search Settings');
    await field(dialog, 'Include Web Pages').click();
    await field(dialog, 'Include Articles').click();
    await waitForMessages(dialog, []);

    // Max results (omnipotent users): 1 to 200, the messages word for word.
    expect(await field(dialog, 'Max results per web harvest').isDisabled()).toBe(true);
    await field(dialog, 'Override the default max results per web harvest').click();
    await field(dialog, 'Max results per web harvest').fill('0');
    await waitForMessages(dialog, [message.web]);
    await field(dialog, 'Max results per web harvest').fill('201');
    await waitForMessages(dialog, [message.web]);
    await field(dialog, 'Max results per web harvest').fill('50');
    await field(dialog, 'Override the default max results per article harvest').click();
    await field(dialog, 'Max results per article harvest').fill('2.5');
    await waitForMessages(dialog, [message.article]);
    await field(dialog, 'Max results per article harvest').fill('150');
    await waitForMessages(dialog, []);

    await page_(dialog, 'Web Page Search');
    await field(dialog, 'Harvest web pages from these sites').fill('  soil.example.org \n\n carbon.example.org');

    // Three languages are one too many.
    await page_(dialog, 'Languages');
    await see(page, 'A limit of 15,000 translated documents per investigation applies.');
    await languages(dialog).click();
    for (const language of ['French', 'German', 'Italian'])
      await dialog.getByRole('option', { name: language, exact: true }).click();
    await waitForMessages(dialog, [message.languages]);
    expect(await saveButton(dialog).isDisabled()).toBe(true);
    await languages(dialog).press('Backspace');
    await waitForMessages(dialog, []);

    await save(dialog);
    const stored = await storedConfiguration(page, id);
    expect(stored.searchDefinition).toMatchObject({
      maxResultsPerWebHarvest: 50,
      maxResultsPerArticleHarvest: 150,
      webHarvestFromSites: ['soil.example.org', 'carbon.example.org'],
    });
    expect(stored.translation.selectedLanguages).toEqual(['French', 'German']);

    // Reopened, it shows what was saved.
    dialog = await openConfiguration(page);
    expect(await field(dialog, 'Max results per web harvest').inputValue()).toBe('50');
    expect(await field(dialog, 'Max results per article harvest').inputValue()).toBe('150');
    await page_(dialog, 'Web Page Search');
    expect(await field(dialog, 'Harvest web pages from these sites').inputValue()).toBe(
      'soil.example.org\ncarbon.example.org',
    );
    await page_(dialog, 'Languages');
    expect(await dialog.locator('.mantine-MultiSelect-pill').allTextContents()).toEqual(['French', 'German']);
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  });

  it('checks the Person researchers and the "Starting from" date, and keeps them', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await createByApi(page, '/api/investigations/person', { personName: 'Marta Puig i Serra' });
    await page.goto(`/investigations/person/${id}/documents`);
    const dialog = await openConfiguration(page);
    expect(await tabNames(dialog)).toEqual(['Search Settings', 'Filters', 'Dictionaries', 'Researchers']);
    // Not an omnipotent user: no override fields.
    expect(await field(dialog, 'Max results per web harvest').count()).toBe(0);

    await page_(dialog, 'Researchers');
    expect(await researchers(dialog).inputValue()).toBe('Marta Puig i Serra');
    const names = Array.from({ length: 301 }, (_, i) => `Researcher ${i + 1}`);
    await researchers(dialog).fill(names.join('\n'));
    await waitForMessages(dialog, [message.researchers]);
    await field(dialog, 'Starting from').fill('2023-02-30');
    await waitForMessages(dialog, [message.researchers, message.startDate]);
    await researchers(dialog).fill(['Marta Puig i Serra', '', ...names.slice(0, 299)].join('\n'));
    await waitForMessages(dialog, [message.startDate]);
    await field(dialog, 'Starting from').fill('2023-02-28');
    await waitForMessages(dialog, []);
    await save(dialog);

    const again = await openConfiguration(page);
    await page_(again, 'Researchers');
    expect(await field(again, 'Starting from').inputValue()).toBe('2023-02-28');
    expect((await researchers(again).inputValue()).split('\n')).toHaveLength(300);
  });

  it('turns a filter off and adds a dictionary: the results reload after the save, and both are kept', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    await openWorkspace(page, id);
    const journals = page.getByRole('group', { name: 'Journals', exact: true });
    await journals.waitFor();

    let dialog = await openConfiguration(page);
    await page_(dialog, 'Filters');
    expect(await field(dialog, 'Journals').isChecked()).toBe(true);
    await field(dialog, 'Journals').click();
    await page_(dialog, 'Dictionaries');
    await dialog.getByRole('button', { name: 'Add Dictionary', exact: true }).click();
    await field(dialog, 'Dictionary name').fill('Crops');
    await field(dialog, 'Words').fill('vineyards\ncover crops');

    // The enabled filters changed: saving reloads the results (the data call).
    const reloaded = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && request.url().endsWith(`/api/investigations/topic/${id}/data?pageSize=50`),
    );
    await save(dialog);
    await reloaded;

    const stored = await storedConfiguration(page, id);
    expect(stored.topsStatuses.find((status) => status.id === 'predefined.Journals')?.enabled).toBe(false);
    expect(stored.topsStatuses.find((status) => status.id === 'lexeme.Crops')).toEqual({
      id: 'lexeme.Crops',
      displayName: 'Crops',
      enabled: true,
      dictionary: true,
    });
    expect(stored.dictionaries).toEqual([
      { id: expect.any(Number), name: 'Crops', words: ['vineyards', 'cover crops'] },
    ]);

    dialog = await openConfiguration(page);
    await page_(dialog, 'Filters');
    expect(await field(dialog, 'Journals').isChecked()).toBe(false);
    expect(await field(dialog, 'Crops').isChecked()).toBe(true);
    await page_(dialog, 'Dictionaries');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download CSV', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Crops.csv');
    expect(await readFile((await download.path())!, 'utf8')).toBe('\uFEFFvineyards\r\ncover crops\r\n');
  });
});
