import { fileURLToPath } from 'node:url';
import { authorsFileMessages, clusterReportMessages, redoMergeMessages, uploadMessage } from '@quarry/contract';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, type Account } from '../helpers/accounts.js';
import { expectNoSeriousViolations } from '../helpers/axe.js';
import { signedInUser } from '../helpers/createScreen.js';
import {
  createTopicByApi,
  eventually,
  rowOfId,
  signIn,
  tableCells,
  tableRows,
  unreachableSources,
} from '../helpers/investigations.js';
import { importLocalDocuments } from '../helpers/localDocuments.js';
import { mergesIdle } from '../helpers/merges.js';
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

  it('uploads an authors CSV of names and affiliations, naming the row that could not be created', async () => {
    const { page } = quarry;
    await signedInOmnisol();
    await page.goto('/investigations');
    await see(page, 'No Investigations');

    await chooseFromMenu(page, 'Upload Authors File');
    const csv = 'Researcher,Institution\nMarie Curie,Sorbonne\n,Nowhere University\nLise Meitner,\n';
    await uploadInDialog(page, 'Upload Authors File', file('authors.csv', csv, 'text/csv'));
    const dialog = page.getByRole('dialog', { name: 'Some authors could not be added' });
    await dialog.getByText(authorsFileMessages.emptyName(3), { exact: true }).waitFor();
    expect(await dialog.getByRole('listitem').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await see(page, '2 investigation(s) created from the authors file');
    await eventually(async () => (await tableRows(page).count()) === 2, 'the two created rows');
    const titles = (await tableCells(page)).map((row) => row[2]);
    expect(titles).toEqual(expect.arrayContaining(['Marie Curie', 'Lise Meitner']));
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

const referencesRis = fileURLToPath(new URL('../../apps/server/test-fixtures/local/references.ris', import.meta.url));

/** Runs a report item of the menu and reads the workbook it downloads. */
async function downloadedWorkbook(page: Page, item: string): Promise<ExcelJS.Workbook> {
  const download = page.waitForEvent('download');
  await chooseFromMenu(page, item);
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  await page.getByText(`${item}: ${file.suggestedFilename()} downloaded`).waitFor();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await file.path())!);
  return workbook;
}

describe('admins: the reports of the process menu and Merge All Authors', () => {
  const quarry = useQuarry({ directSignUp: true, env: unreachableSources });

  it('shows an admin the report items, and downloads the quality estimation and author feedback workbooks', async () => {
    const { page } = quarry;
    await createAccount(quarry.server.url); // the first account is an admin: the flags below are the ones meant
    await signedInUser(quarry, ['admin']);
    await page.goto('/investigations');
    await page.getByRole('button', { name: 'Process', exact: true }).click();
    const items = await page.getByRole('menuitem').allInnerTexts();
    expect(items).toEqual([
      'Evaluate Accuracy Using CVs',
      'Quality Estimation Report',
      'Author Feedback Report',
      'Cluster Diff',
    ]);
    await expectNoSeriousViolations(page, 'the process menu of an admin');
    await page.keyboard.press('Escape');

    // Evaluate Accuracy Using CVs: files not named by an existing investigation are listed, each with its reason.
    await chooseFromMenu(page, 'Evaluate Accuracy Using CVs');
    const accuracy = page.getByRole('dialog', { name: 'Evaluate Accuracy Using CVs' });
    await accuracy
      .locator('input[type="file"]')
      .setInputFiles([file('notes.txt', 'A study of soil carbon\n'), file('999999.txt', 'A study of soil carbon\n')]);
    await accuracy.getByRole('button', { name: 'Evaluate' }).click();
    const notEvaluated = accuracy.getByRole('list', { name: 'Files not evaluated' }).getByRole('listitem');
    await notEvaluated.first().waitFor();
    const reasons = await notEvaluated.allInnerTexts();
    expect(reasons).toHaveLength(2);
    expect(reasons[0]).toBe(clusterReportMessages.accuracyFileName('notes.txt'));
    expect(reasons[1]).toMatch(/^999999\.txt: ./);
    await accuracy.getByRole('link', { name: 'Download the workbook' }).waitFor();
    await expectNoSeriousViolations(page, 'the accuracy report dialog');
    await accuracy.getByRole('button', { name: 'Close', exact: true }).click();

    const quality = await downloadedWorkbook(page, 'Quality Estimation Report');
    expect(quality.worksheets.length).toBeGreaterThan(0);
    const feedback = await downloadedWorkbook(page, 'Author Feedback Report');
    expect(feedback.worksheets.length).toBeGreaterThan(0);
  });

  it('asks before Merge All Authors; shows the answer in the Error dialog, or that the merges are redone', async () => {
    const { page } = quarry;
    await signedInUser(quarry, ['admin', 'omnisol']);
    await page.goto('/investigations');

    // No investigation has authors yet: the server says so, and the Error dialog shows it.
    await chooseFromMenu(page, 'Merge All Authors');
    const confirm = page.getByRole('dialog', { name: 'Merge All Authors' });
    await confirm.getByText(/redo the author disambiguation of every investigation/).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await chooseFromMenu(page, 'Merge All Authors');
    await confirm.getByRole('button', { name: 'Merge All Authors' }).click();
    const error = page.getByRole('dialog', { name: 'Error' });
    await error.getByText(redoMergeMessages.noInvestigations, { exact: true }).waitFor();
    await error.getByRole('button', { name: 'Close', exact: true }).click();

    // With documents and their authors, every investigation's disambiguation is queued again.
    await importLocalDocuments(page, 'Merge all references', referencesRis);
    await mergesIdle(page);
    await chooseFromMenu(page, 'Merge All Authors');
    await confirm.getByRole('button', { name: 'Merge All Authors' }).click();
    await see(page, 'The authors of every investigation are being merged again');
  });
});
