import { uploadMessage } from '@quarry/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, type Account } from '../helpers/accounts.js';
import {
  createTopicByApi,
  eventually,
  rowOfId,
  signIn,
  tableCells,
  tableRows,
  unreachableSources,
} from '../helpers/investigations.js';
import { see } from '../helpers/pageActions.js';
import { useQuarry } from '../helpers/quarryTest.js';
import { uploadInDialog } from '../helpers/uploadDialog.js';
import { setUserFlag } from '../helpers/userFlags.js';

const file = (name: string, text: string, mimeType = 'text/plain') => ({ name, mimeType, buffer: Buffer.from(text) });

async function chooseFromMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Process', exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

describe('omnisol users: creator e-mails and the process menu', () => {
  const quarry = useQuarry({ directSignUp: true, env: unreachableSources });
  let omnisol: Account;

  async function signedInOmnisol(): Promise<Account> {
    await createAccount(quarry.server.url); // the first account is an admin: keep the omnisol user a plain one
    omnisol = await createAccount(quarry.server.url);
    await setUserFlag(quarry.dataDir, omnisol.email, 'omnisol');
    await signIn(quarry.page, omnisol);
    return omnisol;
  }

  it('shows the creator e-mail to an omnipotent user and uploads an authors file, one Person per line', async () => {
    const { page } = quarry;
    const account = await signedInOmnisol();
    const id = await createTopicByApi(page, 'perovskites');
    await page.goto('/investigations');
    await rowOfId(page, id).waitFor();
    expect(await rowOfId(page, id).locator('td').nth(7).locator('p').allTextContents()).toEqual([
      account.nickname,
      account.email,
    ]);

    // The menu item opens the upload dialog; a click on its zone opens the file chooser, which the test answers.
    await chooseFromMenu(page, 'Upload Authors File');
    await uploadInDialog(page, 'Upload Authors File', file('authors.txt', 'Ada Lovelace\n\n  Alan Turing  \n'));
    await see(page, '2 investigation(s) created from the authors file');
    await eventually(async () => (await tableRows(page).count()) === 3, 'three rows');
    const titles = (await tableCells(page)).map((row) => row[2]);
    expect(titles).toEqual(expect.arrayContaining(['Ada Lovelace', 'Alan Turing', 'perovskites']));
  });

  it('lists the errors of a definition file in the Error Parsing File dialog, and creates from a good one', async () => {
    const { page } = quarry;
    await signedInOmnisol();
    await page.goto('/investigations');
    await see(page, 'No Investigations');

    await chooseFromMenu(page, 'Upload Investigations');
    const bad = 'type,searchString\nTopic,\nTopic,graphene\nNoSuchType,x\n';
    await uploadInDialog(page, 'Upload Investigations', file('investigations.csv', bad, 'text/csv'));
    const dialog = page.getByRole('dialog', { name: uploadMessage.errorParsingFile });
    await dialog.waitFor();
    expect(await dialog.getByRole('listitem').count()).toBe(2);
    await dialog.getByText(/^line 2: /).waitFor();
    await dialog.getByText(/^line 4: /).waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await tableRows(page).count()).toBe(0);

    await chooseFromMenu(page, 'Upload Investigations');
    const good = JSON.stringify([
      { type: 'Topic', searchString: 'quantum dots' },
      { type: 'Person', personName: 'Emmy Noether' },
    ]);
    await uploadInDialog(page, 'Upload Investigations', file('investigations.json', good, 'application/json'));
    await see(page, uploadMessage.definitionCreated);
    await eventually(async () => (await tableRows(page).count()) === 2, 'the two created rows');
  });

  it('deletes all pending investigations after a confirmation, and restarts failed ones', async () => {
    const { page } = quarry;
    await signedInOmnisol();
    await createTopicByApi(page, 'first pending');
    await createTopicByApi(page, 'second pending');
    await page.goto('/investigations');
    await eventually(async () => (await tableRows(page).count()) === 2, 'two rows');

    await chooseFromMenu(page, 'Restart Failed');
    await page.getByText(/^\d+ failed investigation\(s\) restarted$/).waitFor();

    await chooseFromMenu(page, 'Delete All Pending');
    const dialog = page.getByRole('dialog', { name: 'Delete All Pending' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await chooseFromMenu(page, 'Delete All Pending');
    await dialog.getByRole('button', { name: 'Delete All Pending' }).click();
    await page.getByText(/^\d+ pending investigation\(s\) deleted$/).waitFor();
  });
});
