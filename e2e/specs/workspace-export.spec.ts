import fs from 'node:fs';
import { Cite } from '@citation-js/core';
import '@citation-js/plugin-ris';
import ExcelJS from 'exceljs';
import type { Download } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../helpers/createScreen.js';
import { openWorkspace, readyTopic, useWorkspaceQuarry, waitForCount } from '../helpers/workspace.js';

describe('the investigation workspace: Excel and RIS exports', () => {
  const quarry = useWorkspaceQuarry();

  /** Ana Ferreira's 2 documents of a ready Topic exported with the menu's `item`: their titles and the download. */
  async function exportFiltered(item: string): Promise<{ titles: string[]; file: Download }> {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    await openWorkspace(page, id);
    const authors = page.getByRole('group', { name: 'Authors' });
    await authors.getByTestId('top-bar').filter({ hasText: 'Ana Ferreira' }).click();
    await waitForCount(page, '2 Documents');
    const titles = await page.getByTestId('document-title').allTextContents();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('menuitem', { name: item }).click();
    await page.getByText(`${item} started, this might take a short while.`).waitFor();
    return { titles, file: await download };
  }

  it('downloads a workbook whose rows are the filtered list', async () => {
    const { titles, file } = await exportFiltered('Export to Excel');
    expect(file.suggestedFilename()).toMatch(/^\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d soil carbon\.xlsx$/);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await file.path())!);
    const sheet = workbook.getWorksheet('Documents')!;
    expect(sheet.getColumn(1).values.slice(2)).toEqual(titles);
  });

  it('downloads the filtered list as RIS, read back by citation-js with the same titles in order', async () => {
    const { titles, file } = await exportFiltered('Export RIS');
    expect(file.suggestedFilename()).toMatch(/^\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d soil carbon\.ris$/);

    const items = new Cite(fs.readFileSync((await file.path())!, 'utf8')).data;
    expect(items.map((item) => item.title)).toEqual(titles);
  });
});
