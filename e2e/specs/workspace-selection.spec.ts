import { removableEntityKinds } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../helpers/createScreen.js';
import { eventually } from '../helpers/investigations.js';
import {
  postAsUser,
  selectCheckbox,
  selectionAction,
  selectionBar,
  titleWeight,
  topBar,
  topListsOf,
} from '../helpers/selection.js';
import {
  documentItem,
  documentItems,
  openWorkspace,
  readyTopic,
  soilTitle,
  useWorkspaceQuarry,
} from '../helpers/workspace.js';

const handbook = 'Rural land markets: a handbook';
const labelsOf = (page: Parameters<typeof documentItem>[0], title: string) =>
  documentItem(page, title).getByTestId('document-labels');

describe('document selection and bulk actions (doc 2 §4 "Labels", §7), bringing back removed values (§6, §8)', () => {
  const quarry = useWorkspaceQuarry();

  it('selects documents; marks them read, labels them (kept after a reload) and harvests their references', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    await openWorkspace(page, id);
    expect(await selectionBar(page).count()).toBe(0);
    expect(await titleWeight(page, soilTitle)).toBe('700');
    expect(await titleWeight(page, handbook)).toBe('700');

    // A click on one checkbox, Space on the other (keyboard).
    await selectCheckbox(page, soilTitle).click();
    await selectCheckbox(page, handbook).focus();
    await page.keyboard.press('Space');
    expect(await selectCheckbox(page, handbook).isChecked()).toBe(true);
    expect(await selectionBar(page).getByTestId('selection-count').textContent()).toBe('2 selected');

    // Select All takes every loaded document; Clear none (the bar goes); then the two again.
    await selectionAction(page, 'Select All');
    expect(await selectionBar(page).getByTestId('selection-count').textContent()).toBe('5 selected');
    await selectionAction(page, 'Clear');
    await selectionBar(page).waitFor({ state: 'detached' });
    expect(await selectCheckbox(page, soilTitle).isChecked()).toBe(false);
    await selectCheckbox(page, soilTitle).check();
    await selectCheckbox(page, handbook).check();

    const read = page.waitForResponse((response) => response.url().endsWith('/documents/bulkread') && response.ok());
    await selectionAction(page, 'Mark as Read');
    await eventually(
      async () => (await titleWeight(page, soilTitle)) === '500' && (await titleWeight(page, handbook)) === '500',
      'the two titles to lose their bold',
    );
    await read;
    // The other three stay unread.
    expect(
      await documentItems(page)
        .getByTestId('document-title')
        .evaluateAll((titles) => titles.filter((title) => title.getAttribute('data-read') === 'false').length),
    ).toBe(3);

    await selectionAction(page, 'Add Label');
    const dialog = page.getByRole('dialog', { name: 'Add Label' });
    const add = dialog.getByRole('button', { name: 'Add', exact: true });
    expect(await add.isDisabled()).toBe(true);
    await dialog.getByLabel('Label', { exact: true }).fill('  to cite ');
    const labelled = page.waitForResponse(
      (response) => response.url().endsWith('/documents/label/bulk') && response.ok(),
    );
    await add.click();
    await dialog.waitFor({ state: 'hidden' });
    await labelsOf(page, soilTitle).getByText('to cite', { exact: true }).waitFor();
    await labelsOf(page, handbook).getByText('to cite', { exact: true }).waitFor();
    await labelled;
    await page.getByRole('group', { name: 'Labels' }).getByTestId('top-bar').filter({ hasText: 'to cite' }).waitFor();

    // Harvest the references and citing works of the two.
    const harvest = page.waitForResponse((response) => response.url().endsWith('/harvest/by-documents'));
    await selectionAction(page, 'Harvest References and Citing Works');
    expect(JSON.parse((await harvest).request().postData() ?? '{}')).toEqual({
      documentIds: [
        Number(await documentItem(page, soilTitle).getAttribute('data-document-id')),
        Number(await documentItem(page, handbook).getAttribute('data-document-id')),
      ].sort((a, b) => a - b),
    });
    await page.getByText('Harvest started', { exact: true }).waitFor();

    await page.reload();
    await documentItems(page).first().waitFor();
    await labelsOf(page, soilTitle).getByText('to cite', { exact: true }).waitFor();
    await labelsOf(page, handbook).getByText('to cite', { exact: true }).waitFor();
    expect(await titleWeight(page, soilTitle)).toBe('500');
    expect(await titleWeight(page, handbook)).toBe('500');
    expect(await selectionBar(page).count()).toBe(0);

    // Remove Label takes it off the selected ones only.
    await selectCheckbox(page, handbook).check();
    await selectionAction(page, 'Remove Label');
    const remove = page.getByRole('dialog', { name: 'Remove Label' });
    expect(await remove.getByLabel('Label to remove').inputValue()).toBe('to cite');
    await remove.getByRole('button', { name: 'Remove', exact: true }).click();
    await eventually(
      async () => (await labelsOf(page, handbook).getByText('to cite', { exact: true }).count()) === 0,
      'the label to leave the handbook',
    );
    expect(await labelsOf(page, soilTitle).getByText('to cite', { exact: true }).count()).toBe(1);
  });

  it('reverts a bulk label whose call fails, without an error dialog', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    await page.route('**/documents/label/bulk', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await openWorkspace(page, id);
    await selectCheckbox(page, soilTitle).check();
    await selectionAction(page, 'Add Label');
    const dialog = page.getByRole('dialog', { name: 'Add Label' });
    await dialog.getByLabel('Label', { exact: true }).fill('doomed');
    const failed = page.waitForResponse((response) => response.url().endsWith('/documents/label/bulk'));
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await failed;
    await eventually(
      async () => (await labelsOf(page, soilTitle).getByText('doomed', { exact: true }).count()) === 0,
      'the label to be reverted',
    );
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('brings back removed authors and entities after a confirmation, and the graphs show them again', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    // One author and one mentioned entity removed from their top lists (the graphs' menus are another step's).
    const tops = await topListsOf(page, id);
    const authors = tops.find((top) => top.name === 'predefined.Persons')!;
    const author = authors.entries.find((entry) => entry.name === 'Lena Hofer')!;
    const entities = tops.find((top) => top.name.startsWith('entity.') && top.entries.length > 0)!;
    const entity = entities.entries[0]!;
    const kind = Object.entries(removableEntityKinds).find(([, name]) => name === entities.name)![0];
    await postAsUser(page, `/api/investigations/topic/${id}/authors/remove`, { personIds: [Number(author.value)] });
    await postAsUser(page, `/api/investigations/${id}/entities/remove`, { [entity.name]: kind });
    await openWorkspace(page, id);
    await topBar(page, authors.title, 'Tomás Ruiz').waitFor();
    expect(await topBar(page, authors.title, 'Lena Hofer').count()).toBe(0);
    expect(await topBar(page, entities.title, entity.name).count()).toBe(0);

    for (const [item, message, title, name] of [
      ['Bring Back Removed Authors', 'all the authors removed', authors.title, author.name],
      ['Bring Back Removed Entities', 'all the entities removed', entities.title, entity.name],
    ] as const) {
      await page.getByRole('button', { name: 'More actions', exact: true }).click();
      await page.getByRole('menuitem', { name: item, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: item });
      await confirm.getByText(message, { exact: false }).waitFor();
      // Cancel asks nothing; Bring Back brings them back, and the graph shows them again.
      await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
      await confirm.waitFor({ state: 'hidden' });
      expect(await topBar(page, title, name).count()).toBe(0);
      await page.getByRole('button', { name: 'More actions', exact: true }).click();
      await page.getByRole('menuitem', { name: item, exact: true }).click();
      await confirm.getByRole('button', { name: 'Bring Back', exact: true }).click();
      await confirm.waitFor({ state: 'hidden' });
      await topBar(page, title, name).waitFor();
    }
  });
});
