import { describe, expect, it } from 'vitest';
import { signedInUser } from '../helpers/createScreen.js';
import { eventually } from '../helpers/investigations.js';
import {
  chipLabels,
  documentItem,
  documentItems,
  documentsCount,
  openWorkspace,
  readyTopic,
  soilTitle,
  useWorkspaceQuarry,
  waitForCount,
  waitForPressed,
} from '../helpers/workspace.js';

describe('the investigation workspace: review edits and labels', () => {
  const quarry = useWorkspaceQuarry();

  it('lists the documents, and vote, star, note and label persist across a reload', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    await openWorkspace(page, id);
    expect(await documentsCount(page)).toBe('5 Documents');
    expect(await documentItems(page).count()).toBe(5);

    const item = documentItem(page, soilTitle);
    await item.getByRole('button', { name: 'Relevant', exact: true }).click();
    await item.getByRole('button', { name: 'Star', exact: true }).click();
    await item.getByRole('button', { name: 'Note', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Note' });
    await dialog.getByLabel('Note').fill('Read the methods section');
    await dialog.getByLabel('Note').press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await item.getByLabel('Add label').fill('  to cite ');
    await item.getByLabel('Add label').press('Enter');
    await item.getByTestId('document-labels').getByText('to cite', { exact: true }).waitFor();
    await item.getByTestId('document-note').getByText('Read the methods section').waitFor();
    // Every edit's call has answered before the reload.
    await page.waitForLoadState('networkidle');

    await page.reload();
    await documentItems(page).first().waitFor();
    const reloaded = documentItem(page, soilTitle);
    await waitForPressed(reloaded.getByRole('button', { name: 'Relevant', exact: true }), true, 'Relevant to persist');
    await waitForPressed(reloaded.getByRole('button', { name: 'Star', exact: true }), true, 'the star to persist');
    await reloaded.getByTestId('document-note').getByText('Read the methods section').waitFor();
    await reloaded.getByTestId('document-labels').getByText('to cite', { exact: true }).waitFor();

    await reloaded.getByRole('button', { name: 'Relevant', exact: true }).click();
    await waitForPressed(
      reloaded.getByRole('button', { name: 'Relevant', exact: true }),
      false,
      'Relevant to reset to Neutral',
    );
    await reloaded.getByRole('button', { name: 'Remove label to cite' }).click();
    await eventually(
      async () => (await reloaded.getByTestId('document-labels').getByText('to cite').count()) === 0,
      'the label to go',
    );
  });

  it('reverts a change whose call fails, without an error dialog', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    await page.route('**/documents/*/starred', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await openWorkspace(page, id);
    const star = documentItem(page, soilTitle).getByRole('button', { name: 'Star', exact: true });
    const failed = page.waitForResponse((response) => response.url().endsWith('/starred'));
    await star.click();
    await failed;
    await waitForPressed(star, false, 'the star to be reverted');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('adds a label to all documents, renames it and deletes it after confirming, and its filter follows', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    await openWorkspace(page, id);

    await page.getByRole('button', { name: 'More actions', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Add Label to All Documents' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add Label to All Documents' });
    await addDialog.getByLabel('Label').fill('  batch ');
    await addDialog.getByRole('button', { name: 'Save' }).click();
    await addDialog.waitFor({ state: 'hidden' });
    const labels = page.getByRole('group', { name: 'Labels' });
    await labels.getByTestId('top-bar').filter({ hasText: 'batch' }).waitFor();
    await eventually(
      async () => (await page.getByTestId('document-labels').getByText('batch', { exact: true }).count()) === 5,
      'every document to show the label',
    );

    await labels.getByTestId('top-bar').filter({ hasText: 'batch' }).click();
    expect(await chipLabels(page)).toEqual(['Labels: batch']);
    await labels.getByRole('button', { name: 'More actions: batch' }).click();
    await page.getByRole('menuitem', { name: 'Rename Label' }).click();
    const renameDialog = page.getByRole('dialog', { name: 'Rename Label' });
    await renameDialog.getByLabel('New label').fill('checked');
    await renameDialog.getByLabel('New label').press('Enter');
    await labels.getByTestId('top-bar').filter({ hasText: 'checked' }).waitFor();
    expect(await chipLabels(page)).toEqual(['Labels: checked']);
    await waitForCount(page, '5 Documents');

    await labels.getByRole('button', { name: 'More actions: checked' }).click();
    await page.getByRole('menuitem', { name: 'Delete Label' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Label' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await labels.waitFor({ state: 'detached' });
    expect(await chipLabels(page)).toEqual([]);
    expect(await page.getByTestId('document-labels').getByText('checked').count()).toBe(0);
  });
});
