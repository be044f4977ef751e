import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { CLIENT_ID_HEADER } from '@quarry/contract';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../helpers/axe.js';
import { useFerreiraQuarry } from '../helpers/ferreira.js';
import { documentItems } from '../helpers/workspace.js';
import { facultyPersonWorkspace } from '../helpers/faculty.js';

const clientIdHeader = () => ({ [CLIENT_ID_HEADER]: randomUUID() });
async function chooseSetting(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function downloaded(page: Page, item: string): Promise<{ name: string; bytes: Buffer }> {
  const download = page.waitForEvent('download');
  await chooseSetting(page, item);
  const file = await download;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

describe('the faculty-works edition: publication pages and the export for labelling', () => {
  const quarry = useFerreiraQuarry('works-ferreira-variants.json');

  it('generates the three page kinds (accessible pages), halts on a duplicate, exports publications', async () => {
    const { page } = quarry;
    const id = await facultyPersonWorkspace(quarry, 'Ana Ferreira');
    await documentItems(page).first().waitFor();

    for (const [item, theme] of [
      ['Generate Standalone Pages', 'standalone'],
      ['Generate Embedded Pages', 'embedded'],
      ['Generate Teaser Pages', 'teaser'],
    ] as const) {
      const zip = await downloaded(page, item);
      expect(zip.name, theme).toMatch(/\.zip$/);
      const files = await JSZip.loadAsync(zip.bytes);
      const pages = Object.keys(files.files).filter((name) => name.endsWith('.html'));
      expect(pages, theme).toContain('index.html');
      expect(pages, theme).toContain('researchers/ana-ferreira.html');
      // The pages' own policy lets no script run, axe's neither: this viewer alone looks past it.
      const viewing = await page.context().browser()!.newContext({ bypassCSP: true });
      const viewer = await viewing.newPage();
      for (const name of ['index.html', 'researchers/ana-ferreira.html']) {
        await viewer.setContent(await files.file(name)!.async('string'));
        await viewer.getByRole('heading', { level: 1 }).waitFor();
        await expectNoSeriousViolations(viewer, `the ${theme} page ${name}`);
      }
      await viewing.close();
    }

    const first = (await page.request
      .post(`/api/investigations/person/${id}/data?pageSize=1`, {
        data: {},
        headers: clientIdHeader(),
      })
      .then((response) => response.json())) as { availableDocumentIds: number[] };
    const labelled = await page.request.post(
      `/api/investigations/person/${id}/documents/${first.availableDocumentIds[0]}/label`,
      { data: { labels: ['dup-suspect'] }, headers: clientIdHeader() },
    );
    expect(labelled.ok()).toBe(true);
    await chooseSetting(page, 'Generate Standalone Pages');
    const halted = page.getByRole('dialog', { name: 'Page Generation Halted' });
    await halted.getByText('Found 1 duplicates; They must be resolved for generate to succeed.').waitFor();
    await expectNoSeriousViolations(page, 'the halted dialog');
    await halted.getByRole('button', { name: 'Show Duplicates' }).click();
    await halted.waitFor({ state: 'detached' });
    await page.waitForURL(/duplicates/);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await downloaded(page, 'Export Publications for Labelling')).bytes as never);
    const sheet = workbook.getWorksheet('Publications')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Id',
      'Title',
      'Authors',
      'Year',
      'Venue',
      'DOI',
      'URL',
      'Labels',
      'Fix/Accepted',
      'By the Researchers',
    ]);
  });
});
