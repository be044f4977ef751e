import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../helpers/axe.js';
import { signedInUser } from '../helpers/createScreen.js';
import { eventually } from '../helpers/investigations.js';
import { importLocalDocuments } from '../helpers/localDocuments.js';
import { useQuarry } from '../helpers/quarryTest.js';

const RECORDS = 34;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-screening-'));
const risFile = path.join(folder, 'records.ris');
fs.writeFileSync(
  risFile,
  Array.from(
    { length: RECORDS },
    (_, i) =>
      `TY  - JOUR\nTI  - Peatland record ${i + 1} on carbon and water\nAU  - Author ${i + 1}, Ada\nPY  - ${2000 + (i % 20)}\nAB  - Abstract of record ${i + 1}: carbon stocks of peat under drainage.\nER  - \n`,
  ).join('\n'),
);

const shownTitle = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 }).innerText();
const progressText = (page: Page) => page.getByRole('status').filter({ hasText: 'records screened' }).innerText();

/** Presses `key` on the record shown and waits for the next one. */
async function decideByKey(page: Page, key: string): Promise<string> {
  const before = await shownTitle(page);
  await page.keyboard.press(key);
  await eventually(async () => (await shownTitle(page).catch(() => before)) !== before, `the record after ${before}`);
  return before;
}

describe('screening mode', () => {
  const quarry = useQuarry({ directSignUp: true });

  it('screens 30 records with the keyboard alone, undoes one, and keeps two Maybe records to find later', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await importLocalDocuments(page, 'Screening by keyboard', risFile);
    await page.getByRole('tab', { name: 'Screen' }).click();
    await page.waitForURL(`**/investigations/topic/${id}/screen`);
    await expect.poll(() => progressText(page)).toContain(`0 of ${RECORDS} records screened`);
    await expectNoSeriousViolations(page, 'the Screen tab');

    const criteria = page.getByRole('region', { name: 'Inclusion criteria' });
    await criteria.getByRole('button', { name: 'Edit criteria' }).click();
    await criteria
      .getByRole('textbox', { name: 'Inclusion criteria' })
      .fill('Peatland field studies.\nCarbon stocks measured.');
    await criteria.getByRole('button', { name: 'Save criteria' }).click();
    await criteria.getByText('Carbon stocks measured.').waitFor();

    const maybe: string[] = [];
    let last = '';
    for (let i = 0; i < 30; i++) {
      const key = i === 4 || i === 11 ? 'm' : i % 6 === 0 ? 'r' : 'i';
      last = await decideByKey(page, key);
      if (key === 'm') maybe.push(last);
    }
    await expect.poll(() => progressText(page)).toContain(`30 of ${RECORDS} records screened`);
    const stopping = page.getByRole('region', { name: 'When may I stop?' });
    await expect
      .poll(() => stopping.innerText())
      .toMatch(/(You may stop|Keep screening|Screen a random sample)[\s\S]*Callaghan/);

    // The progress chart, beside the random expectation, saved as SVG and as PNG.
    await stopping.getByRole('img', { name: 'Relevant found against records screened' }).waitFor();
    const saved = async (name: string) => {
      const download = page.waitForEvent('download');
      await stopping.getByRole('button', { name }).click();
      const file = await download;
      return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
    };
    const svg = await saved('Chart as SVG');
    expect(svg.name).toBe(`screening-progress-${id}.svg`);
    expect(svg.bytes.toString('utf8')).toMatch(/^<svg[\s\S]*<polyline points="[\d., ]+"[\s\S]*Random order/);
    const png = await saved('Chart as PNG');
    expect(png.name).toBe(`screening-progress-${id}.png`);
    expect(png.bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.bytes.length).toBeGreaterThan(2000);

    await page.keyboard.press('u');
    await expect.poll(() => shownTitle(page)).toBe(last);
    await expect.poll(() => progressText(page)).toContain(`29 of ${RECORDS} records screened`);

    const kept = page.getByRole('region', { name: 'Kept for later (2)' });
    await kept.waitFor();
    expect((await kept.getByRole('button').allInnerTexts()).sort()).toEqual([...maybe].sort());
    await kept.getByRole('button', { name: `Screen again: ${maybe[0]}` }).click();
    await expect.poll(() => shownTitle(page)).toBe(maybe[0]);
    await decideByKey(page, 'r');
    await page.getByRole('region', { name: 'Kept for later (1)' }).waitFor();

    // A record drawn at random begins the validation sample: 'By relevance, then at random' goes on drawing at random.
    const order = page.getByRole('radiogroup', { name: 'Next record' });
    await order.getByText('At random', { exact: true }).click();
    await decideByKey(page, 'i');
    await order.getByText('By relevance, then at random').click();
    await page.getByText('Drawn at random for the validation sample').waitFor();

    // Exclusion reasons, written by the owner: the key 2 decides Irrelevant with the second one.
    const reasons = page.getByRole('region', { name: 'Exclusion reasons' });
    await reasons.getByRole('button', { name: 'Edit reasons' }).click();
    await reasons.getByRole('textbox', { name: 'Exclusion reasons' }).fill('Wrong population\n\nNo field data ');
    await reasons.getByRole('button', { name: 'Save reasons' }).click();
    await expect
      .poll(() => reasons.getByRole('listitem').allInnerTexts())
      .toEqual(['Wrong population', 'No field data']);
    const because = page.getByRole('group', { name: 'Irrelevant because' });
    await because.getByRole('button', { name: /No field data/ }).waitFor();
    const beforeReason = await progressText(page);
    await decideByKey(page, '2');
    await expect.poll(() => progressText(page)).not.toBe(beforeReason);
    await expectNoSeriousViolations(page, 'the Screen tab with exclusion reasons');

    // The decisions are the documents' votes: the list shows them.
    await page.getByRole('tab', { name: 'Documents' }).click();
    await page.waitForURL(`**/investigations/topic/${id}/documents`);
  });
});
