import { describe, expect, it } from 'vitest';
import { signedInUser } from '../helpers/createScreen.js';
import { eventually } from '../helpers/investigations.js';
import {
  addTerm,
  documentTitles,
  doubleClickWord,
  groupMenu,
  groupNames,
  moveTermTo,
  openSearchDefinition,
  paneMenu,
  termChip,
  termGroup,
  termMenu,
  termsCallAnswered,
  termsOf,
  waitForGroups,
  waitForTerms,
} from '../helpers/terms.js';
import {
  documentItem,
  documentItems,
  openWorkspace,
  readyTopic,
  soilTitle,
  useWorkspaceQuarry,
  waitForCount,
} from '../helpers/workspace.js';

const green = /green/i;

describe('the search definition of a Topic investigation', () => {
  const quarry = useWorkspaceQuarry();

  it('adds, groups, moves, renames, modifies and deletes terms; the documents follow and everything persists', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page, 'soil carbon');
    await openWorkspace(page, id);
    expect((await documentTitles(page))[0]).toBe(soilTitle);

    await openSearchDefinition(page);
    expect(await groupNames(page)).toEqual(['Search Terms']);
    expect(await termsOf(page, 'Search Terms')).toEqual(['soil', 'carbon']);

    // 'green' is only in the titles of the two arXiv entries: boosting it lifts them above the land documents.
    await addTerm(page, 'green', 'Search Terms');
    await waitForTerms(page, 'Search Terms', ['soil', 'carbon', 'green']);
    await termMenu(page, 'green', 'Boost');
    await eventually(
      async () => (await documentTitles(page)).slice(1, 3).every((title) => green.test(title)),
      'the green titles to rank right after the soil carbon one',
    );
    expect(await termChip(page, 'green').getAttribute('data-modifier')).toBe('Boost');

    // Excluding 'carbon' drops the one document that mentions it; a green title is then first.
    await termMenu(page, 'carbon', 'Exclude');
    await waitForCount(page, '4 Documents');
    expect((await documentTitles(page))[0]).toMatch(green);
    // The same modifier again returns the term to Regular.
    await termMenu(page, 'carbon', 'Exclude');
    await waitForCount(page, '5 Documents');
    expect(await termChip(page, 'carbon').getAttribute('data-modifier')).toBe('Regular');

    await paneMenu(page, 'Create Term Group');
    const create = page.getByRole('dialog', { name: 'Create Term Group' });
    expect(await create.getByRole('button', { name: 'Create', exact: true }).isDisabled()).toBe(true);
    await create.getByLabel('Group name').fill('Places');
    await create.getByLabel('Group name').press('Enter');
    await create.waitFor({ state: 'hidden' });
    await waitForGroups(page, ['Search Terms', 'Places']);

    await moveTermTo(page, 'green', 'Places');
    await waitForTerms(page, 'Places', ['green']);
    await waitForTerms(page, 'Search Terms', ['soil', 'carbon']);

    await termMenu(page, 'green', 'Rename Term');
    const renameTerm = page.getByRole('dialog', { name: 'Rename Term' });
    await renameTerm.getByLabel('New term').fill('roofs');
    await renameTerm.getByRole('button', { name: 'Save', exact: true }).click();
    await waitForTerms(page, 'Places', ['roofs']);

    await groupMenu(page, 'Places', 'Rename Group');
    const renameGroup = page.getByRole('dialog', { name: 'Rename Group' });
    await renameGroup.getByLabel('Group name').fill('Rooftops');
    await renameGroup.getByLabel('Group name').press('Enter');
    await waitForGroups(page, ['Search Terms', 'Rooftops']);

    const deleted = termsCallAnswered(page, 'DELETE', '/terms');
    await termMenu(page, 'soil', 'Delete Term');
    await waitForTerms(page, 'Search Terms', ['carbon']);
    await deleted;

    await page.reload();
    await documentItems(page).first().waitFor();
    await openSearchDefinition(page);
    expect(await groupNames(page)).toEqual(['Search Terms', 'Rooftops']);
    expect(await termsOf(page, 'Search Terms')).toEqual(['carbon']);
    expect(await termsOf(page, 'Rooftops')).toEqual(['roofs']);
    expect(await termChip(page, 'roofs').getAttribute('data-modifier')).toBe('Boost');

    await groupMenu(page, 'Rooftops', 'Delete Group');
    const confirm = page.getByRole('dialog', { name: 'Delete Group' });
    await confirm.getByText("You are about to delete the term group 'Rooftops' and all its terms.").waitFor();
    const groupDeleted = termsCallAnswered(page, 'DELETE', '/terms/group/');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await waitForGroups(page, ['Search Terms']);
    expect(await termChip(page, 'roofs').count()).toBe(0);
    // The only group cannot be deleted.
    await page.getByRole('button', { name: 'Term group menu: Search Terms', exact: true }).click();
    expect(await page.getByRole('menuitem', { name: 'Delete Group', exact: true }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await groupDeleted;

    await page.reload();
    await documentItems(page).first().waitFor();
    await openSearchDefinition(page);
    expect(await groupNames(page)).toEqual(['Search Terms']);
    expect(await termsOf(page, 'Search Terms')).toEqual(['carbon']);
  });

  it('Add Multiple Terms keeps to the limit; the add-term input works from the keyboard; a failed call is reverted', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page, 'soil carbon');
    await openWorkspace(page, id);
    await openSearchDefinition(page);

    await paneMenu(page, 'Add Multiple Terms');
    const dialog = page.getByRole('dialog', { name: 'Add Multiple Terms' });
    const add = dialog.getByRole('button', { name: 'Add', exact: true });
    expect(await add.isDisabled()).toBe(true);
    const many = Array.from({ length: 101 }, (_, index) => `term ${index + 1}`).join('\n');
    await dialog.getByLabel('Terms').fill(many);
    await dialog.getByText('Cannot add more than 100 terms', { exact: true }).waitFor();
    expect(await add.isDisabled()).toBe(true);

    await dialog.getByLabel('Terms').fill('vineyards, Soil,\n  cover crops \n\n, vineyards');
    await eventually(async () => !(await add.isDisabled()), 'Add to be enabled');
    expect(await dialog.getByText('Cannot add more than 100 terms').count()).toBe(0);
    await add.click();
    await dialog.waitFor({ state: 'hidden' });
    // 'Soil' is there already (case-insensitive): only the new terms are added.
    await waitForTerms(page, 'Search Terms', ['soil', 'carbon', 'vineyards', 'cover crops']);

    const input = page.getByRole('combobox', { name: 'Add a term', exact: true });
    await input.fill('VINEYARDS');
    await input.press('Enter');
    await input.fill('   ');
    await input.press('Enter');
    expect(await page.getByTestId('add-term-menu').isVisible()).toBe(false);

    // From the keyboard: Enter twice adds to the default group; ArrowDown enters the menu, arrows move, Enter picks.
    await input.fill('wine');
    await input.press('Enter');
    await page.getByTestId('add-term-menu').waitFor();
    await input.press('Enter');
    await waitForTerms(page, 'Search Terms', ['soil', 'carbon', 'vineyards', 'cover crops', 'wine']);
    await input.fill('cellar');
    await input.press('Enter');
    await input.press('ArrowDown');
    // the first item takes the focus once the menu has mounted; the arrows then move within the menu
    const menuItemFocused = () =>
      page.getByTestId('add-term-menu').evaluate((menu) => menu.contains(menu.ownerDocument.activeElement));
    await eventually(menuItemFocused, 'the menu to take the focus');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const rename = page.getByRole('dialog', { name: 'Rename Group' });
    await rename.waitFor();
    await page.keyboard.press('Escape');
    await rename.waitFor({ state: 'hidden' });
    await waitForTerms(page, 'New Group', ['cellar']);

    // A failed term call puts the screen back, without a message; the server's limit refusal opens 'Add Terms'.
    await page.route('**/terms/modify', (route) => route.fulfill({ status: 500, body: 'boom' }));
    const failed = page.waitForResponse((response) => response.url().endsWith('/terms/modify'));
    await termMenu(page, 'vineyards', 'Boost');
    await failed;
    await eventually(
      async () => (await termChip(page, 'vineyards').getAttribute('data-modifier')) === 'Regular',
      'the modifier to be reverted',
    );
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.route('**/terms/batch', (route) =>
      route.fulfill({ status: 400, body: 'Cannot add more than 100 terms' }),
    );
    await paneMenu(page, 'Add Multiple Terms');
    await dialog.getByLabel('Terms').fill('wine');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    const limit = page.getByRole('dialog', { name: 'Add Terms' });
    await limit.getByText('Cannot add more than 100 terms', { exact: true }).waitFor();
    await waitForTerms(page, 'Search Terms', ['soil', 'carbon', 'vineyards', 'cover crops', 'wine']);
    await limit.getByRole('button', { name: 'Close', exact: true }).click();
    await limit.waitFor({ state: 'hidden' });
  });

  it('adds terms to new groups (which open Rename Group), from the input and from selected text; Mandatory and predefined groups', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page, 'soil carbon');
    await openWorkspace(page, id);
    await openSearchDefinition(page);

    // A Mandatory term keeps only the documents that have it.
    await addTerm(page, 'green', 'New Group', 'Mandatory');
    const rename = page.getByRole('dialog', { name: 'Rename Group' });
    expect(await rename.getByLabel('Group name').inputValue()).toBe('New Group');
    await rename.getByLabel('Group name').fill('Colours');
    await rename.getByLabel('Group name').press('Enter');
    await waitForGroups(page, ['Search Terms', 'Colours']);
    expect(await termChip(page, 'green').getAttribute('data-modifier')).toBe('Mandatory');
    await waitForCount(page, '2 Documents');
    await termMenu(page, 'green', 'Delete Term');
    await waitForCount(page, '5 Documents');

    // Selected words of an abstract offer Add Term (default group) and Add Term to New Group.
    const abstract = documentItem(page, soilTitle).getByTestId('document-abstract');
    await doubleClickWord(page, abstract, 'Vineyards');
    const selectionMenu = page.getByRole('menu', { name: 'Add the selected text as a term' });
    await selectionMenu.getByRole('menuitem', { name: 'Add Term', exact: true }).click();
    await waitForTerms(page, 'Search Terms', ['soil', 'carbon', 'Vineyards']);
    await selectionMenu.waitFor({ state: 'hidden' });

    const title = documentItem(page, soilTitle).getByTestId('document-title');
    await doubleClickWord(page, title, 'sequestration');
    await selectionMenu.getByRole('menuitem', { name: 'Add Term to New Group', exact: true }).click();
    await rename.waitFor();
    await rename.getByRole('button', { name: 'Cancel', exact: true }).click();
    await waitForGroups(page, ['Search Terms', 'Colours', 'New Group']);
    await waitForTerms(page, 'New Group', ['sequestration']);

    // Collapsing a group is remembered across a reload.
    await termGroup(page, 'Colours').getByRole('button', { name: 'Collapse Colours' }).click();
    await termGroup(page, 'Colours').getByRole('button', { name: 'Expand Colours' }).waitFor();

    await paneMenu(page, 'Add Predefined Term Groups');
    const predefined = page.getByRole('dialog', { name: 'Add Predefined Term Groups' });
    const addGroups = predefined.getByRole('button', { name: 'Add Groups', exact: true });
    await predefined.getByLabel('Research methods').waitFor();
    expect(await addGroups.isDisabled()).toBe(true);
    await predefined.getByLabel('Research methods').check();
    const added = termsCallAnswered(page, 'POST', '/terms/batch');
    await addGroups.click();
    await predefined.waitFor({ state: 'hidden' });
    await waitForGroups(page, ['Search Terms', 'Colours', 'New Group', 'Research methods']);
    expect((await termsOf(page, 'Research methods')).length).toBe(7);
    await added;

    await page.reload();
    await documentItems(page).first().waitFor();
    await openSearchDefinition(page);
    expect(await groupNames(page)).toEqual(['Search Terms', 'Colours', 'New Group', 'Research methods']);
    await termGroup(page, 'Colours').getByRole('button', { name: 'Expand Colours' }).waitFor();
    expect(await termsOf(page, 'New Group')).toEqual(['sequestration']);
  });
});
