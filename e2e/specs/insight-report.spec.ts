import fs from 'node:fs';
import JSZip from 'jszip';
import type { Locator, Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { CLIENT_ID_HEADER, insightText, LARGE_REPORT, NEW_SECTION_ID } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../helpers/axe.js';
import { clickNode } from '../helpers/graphs.js';
import { selectWholeText } from '../helpers/textSelection.js';
import { signedInUser } from '../helpers/createScreen.js';
import { eventually } from '../helpers/investigations.js';
import { readyTopic, useWorkspaceQuarry } from '../helpers/workspace.js';

/** Writes an insight in the open insight dialog: its title (kept when null) and a line of text, then Save. */
async function writeInsight(page: Page, title: string | null, text: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'New Insight' });
  await dialog.getByRole('tab', { name: 'Details' }).click();
  if (title !== null) await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.locator('.ProseMirror').click();
  await page.keyboard.type(text);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** A 16×16 PNG (an indigo square). */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGOwD9xKEmIY1TCqYfhqAABSL0UQ912F4wAAAABJRU5ErkJggg==';

/** Drags with the mouse (dnd-kit starts after a few pixels) from one element onto the top or bottom of another. */
async function drag(page: Page, from: Locator, to: Locator, edge: 'top' | 'bottom'): Promise<void> {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 6, a.y + a.height / 2 + 6, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, edge === 'top' ? b.y + 2 : b.y + b.height - 4, { steps: 12 });
  await page.mouse.up();
}

const sectionTitles = (page: Page, section: string) =>
  page.getByRole('region', { name: section }).getByTestId('report-insight').locator('button').first().allTextContents();

describe('the Insight Report', () => {
  const quarry = useWorkspaceQuarry();

  it('adds insights and sections, moves an insight to another section, reorders sections, rolls back a refused rename and exports to Word', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    await page.goto(`/investigations/topic/${id}/report-editor`);
    await page.getByTestId('insights-empty').getByText('There are no insights to show, yet...').waitFor();
    // The right pane is hidden in the report editor (doc 3 §2).
    expect(await page.getByTestId('workspace-right-pane').isVisible()).toBe(false);
    await expectNoSeriousViolations(page, 'the empty report');

    await page.getByRole('button', { name: 'Click here to add one' }).click();
    await writeInsight(page, 'Peat stores carbon', 'Bogs hold a third of soil carbon.');
    await page
      .getByRole('article', { name: 'Peat stores carbon' })
      .getByText('Bogs hold a third of soil carbon.')
      .waitFor();
    // The header's add-insight button (an Investigation insight).
    await page.getByRole('banner').getByRole('button', { name: 'Add Insight', exact: true }).click();
    await writeInsight(page, 'Cover crops help', 'Vineyards gain carbon.');

    for (const name of ['Methods', 'Findings']) {
      await page.getByRole('button', { name: 'Create Section' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Section' });
      expect(await dialog.getByRole('button', { name: 'Create' }).isDisabled()).toBe(true);
      await dialog.getByRole('textbox').fill(name);
      await dialog.getByRole('button', { name: 'Create' }).click();
      await page.getByRole('region', { name }).waitFor();
    }
    const navSections = () =>
      page
        .getByTestId('report-section')
        .evaluateAll((sections) => sections.map((section) => section.getAttribute('data-section')));
    expect(await navSections()).toEqual(['Default Section', 'Methods', 'Findings']);
    await expectNoSeriousViolations(page, 'the report with sections');

    // Drag an insight onto the Findings section.
    const handle = page.getByRole('button', { name: 'Move the insight Cover crops help' });
    const target = page.locator('[data-section="Findings"]');
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 10, from.y + 10, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height - 6, { steps: 12 });
    await page.mouse.up();
    await eventually(
      async () => (await sectionTitles(page, 'Findings')).includes('Cover crops help'),
      'the insight in Findings',
    );
    // A screen reader hears the insight's title and the section's name, not internal ids (insight-12, drop-3).
    const announced = await page.locator('[id^="DndLiveRegion"]').innerText();
    expect(announced).toMatch(/^The insight Cover crops help was dropped over the (end of the )?section Findings\.$/);

    // Findings first among the sections: Set Section Index 1.
    await page.getByRole('button', { name: 'Section Findings: menu' }).click();
    await page.getByRole('menuitem', { name: 'Set Section Index' }).click();
    const indexDialog = page.getByRole('dialog', { name: 'Set Section Index: Findings' });
    await indexDialog.getByRole('textbox', { name: 'Section index' }).fill('1');
    await indexDialog.getByRole('button', { name: 'Save' }).click();
    await eventually(
      async () => JSON.stringify(await navSections()) === JSON.stringify(['Default Section', 'Findings', 'Methods']),
      'Findings first',
    );
    // And back by dragging Methods above Findings.
    await drag(
      page,
      page.getByRole('button', { name: 'Move the section Methods' }),
      page.getByRole('button', { name: 'Move the section Findings' }),
      'top',
    );
    await eventually(
      async () => JSON.stringify(await navSections()) === JSON.stringify(['Default Section', 'Methods', 'Findings']),
      'Methods first by drag',
    );

    // A refused change is rolled back without a message: a section renamed while the server answers 500.
    await page.route('**/observation/section/rename', (route) => route.fulfill({ status: 500, body: 'boom' }));
    const refused = page.waitForResponse((response) => response.url().endsWith('/observation/section/rename'));
    await page.getByRole('button', { name: 'Section Methods: menu' }).click();
    await page.getByRole('menuitem', { name: 'Rename Section' }).click();
    const renameDialog = page.getByRole('dialog', { name: 'Rename Section' });
    await renameDialog.getByRole('textbox').fill('Approach');
    await renameDialog.getByRole('button', { name: 'Save' }).click();
    await refused;
    await eventually(
      async () => JSON.stringify(await navSections()) === JSON.stringify(['Default Section', 'Methods', 'Findings']),
      'the rename rolled back',
    );
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.unroute('**/observation/section/rename');

    // After a reload the server's report is the same.
    await page.reload();
    await page.getByRole('region', { name: 'Findings' }).waitFor();
    expect(await navSections()).toEqual(['Default Section', 'Methods', 'Findings']);
    expect(await sectionTitles(page, 'Findings')).toEqual(['Cover crops help']);

    // An image on an insight goes into the Word file.
    await page.getByRole('button', { name: 'Edit: Cover crops help' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Insight' });
    await edit.getByRole('tab', { name: 'Image' }).click();
    await edit
      .locator('input[type="file"]')
      .setInputFiles({ name: 'vines.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BASE64, 'base64') });
    await edit.locator('[data-testid="insight-image-cropper"][data-cropped="true"]').waitFor();
    await edit.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('article', { name: 'Cover crops help' })
      .getByRole('img', { name: 'Cover crops help' })
      .waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Word' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d soil carbon\.docx$/);
    const zip = await JSZip.loadAsync(fs.readFileSync((await file.path())!));
    const xml = await zip.file('word/document.xml')!.async('string');
    const order = [
      'soil carbon',
      'Default Section',
      'Peat stores carbon',
      'Bogs hold a third',
      'Findings',
      'Cover crops help',
      'r:embed',
      'Vineyards gain carbon.',
    ];
    const positions = order.map((piece) => xml.indexOf(piece));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((x, y) => x - y));
  });

  it('adds insights from a document, selected text, an author summary and a graph, each about what it came from', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    await page.goto(`/investigations/topic/${id}/documents`);
    const paper = 'Soil carbon sequestration under cover crops in Mediterranean vineyards';
    const item = page.getByTestId('document-item').filter({ hasText: paper });
    await item.waitFor();

    // A document's Add Insight: titled after the document.
    await item.getByRole('button', { name: `Add Insight: ${paper}` }).click();
    expect(
      await page.getByRole('dialog', { name: 'New Insight' }).getByRole('textbox', { name: 'Title' }).inputValue(),
    ).toBe(paper);
    await expectNoSeriousViolations(page, 'the insight dialog');
    await writeInsight(page, null, 'A key paper.');

    // Selected text in a document (Topic): the passage quoted.
    await selectWholeText(item.getByTestId('document-title'));
    await page.getByTestId('selection-term-menu').getByRole('menuitem', { name: 'Add Insight' }).click();
    await page.getByRole('dialog', { name: 'New Insight' }).getByText(paper).waitFor();
    await writeInsight(page, 'A telling passage', 'Worth quoting.');

    // An author summary's Add Insight to Report.
    await item.getByRole('button', { name: 'Marta Puig i Serra' }).click();
    const summary = page.getByRole('region', { name: 'Author summary: Marta Puig i Serra' });
    await summary.getByRole('heading', { name: 'Marta Puig i Serra' }).waitFor();
    await summary.getByRole('button', { name: 'Author actions' }).click();
    await page.getByRole('menuitem', { name: 'Add Insight to Report' }).click();
    await writeInsight(page, null, 'Leads the vineyard trials.');

    // A graph: the picture of the canvas, titled after the selected author.
    await page.getByRole('tab', { name: 'Author Graph' }).click();
    await page.getByRole('img', { name: /^Co-authorship graph/ }).waitFor();
    await clickNode(page, 'author', 'Marta Puig i Serra');
    await page.getByTestId('author-graph').getByRole('button', { name: 'Add Insight' }).click();
    const graphDialog = page.getByRole('dialog', { name: 'New Insight' });
    expect(await graphDialog.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('Marta Puig i Serra');
    await graphDialog.getByRole('tab', { name: 'Image' }).click();
    await graphDialog.locator('[data-testid="insight-image-cropper"][data-cropped="true"]').waitFor();
    await writeInsight(page, 'Her co-authors', 'A tight cluster.');

    await page.getByRole('tab', { name: 'Insight Report' }).click();
    const article = (title: string) => page.getByRole('article', { name: title });
    await article('Her co-authors').getByRole('img', { name: 'Her co-authors' }).waitFor();
    expect(await article(paper).getByText('About a document').count()).toBe(1);
    expect(await article('A telling passage').innerText()).toContain(paper);
    expect(await article('Marta Puig i Serra').innerText()).toContain('About a person: Marta Puig i Serra');
    expect(await article('Her co-authors').innerText()).toContain('From a graph: Marta Puig i Serra');
    const image = await article('Her co-authors')
      .getByRole('img')
      .evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth);
    expect(image).toBeGreaterThan(100);
  });

  it('shows titles only or all details, and deletes a section, its insights going back to the Default Section', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    const api = `/api/investigations/topic/${id}/observation`;
    const headers = () => ({ [CLIENT_ID_HEADER]: randomUUID() });
    const insight = (await (
      await page.request.post(`${api}/investigation`, {
        data: { title: 'Peat stores carbon', observation: '<p>Bogs hold a third of soil carbon.</p>' },
        headers: headers(),
      })
    ).json()) as { id: number };
    const sections = (await (
      await page.request.post(`${api}/section`, {
        data: { id: NEW_SECTION_ID, name: 'Methods', ordinal: 1 },
        headers: headers(),
      })
    ).json()) as Array<{ id: number; name: string }>;
    const methods = sections.find((section) => section.name === 'Methods')!;
    const moved = await page.request.patch(`${api}/move-to-section`, {
      data: { observation: insight.id, section: methods.id },
      headers: headers(),
    });
    expect(moved.ok()).toBe(true);

    await page.goto(`/investigations/topic/${id}/report-editor`);
    const article = page.getByRole('article', { name: 'Peat stores carbon' });
    const text = article.getByText('Bogs hold a third of soil carbon.');
    // All Details by default: the title, what the insight is about and its text.
    await text.waitFor();
    expect(await article.getByText('The investigation', { exact: true }).count()).toBe(1);
    const viewMode = page.getByRole('radiogroup', { name: 'View mode' });
    await viewMode.getByText('Titles', { exact: true }).click();
    await text.waitFor({ state: 'detached' });
    expect(await article.getByText('The investigation', { exact: true }).count()).toBe(0);
    expect(await article.getByRole('button', { name: 'Peat stores carbon', exact: true }).isVisible()).toBe(true);
    await viewMode.getByText('All Details', { exact: true }).click();
    await text.waitFor();

    // Delete Section asks first; Cancel keeps it.
    await page.getByRole('button', { name: 'Section Methods: menu' }).click();
    await page.getByRole('menuitem', { name: 'Delete Section' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Section' });
    await confirm
      .getByText("You are about to delete the section 'Methods'. Its insights move to the Default Section.")
      .waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await sectionTitles(page, 'Methods')).toEqual(['Peat stores carbon']);

    await page.getByRole('button', { name: 'Section Methods: menu' }).click();
    await page.getByRole('menuitem', { name: 'Delete Section' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('region', { name: 'Methods' }).waitFor({ state: 'detached' });
    expect(await sectionTitles(page, 'Default Section')).toEqual(['Peat stores carbon']);
    // The Default Section has no menu: it is never deleted.
    expect(await page.getByRole('button', { name: 'Section Default Section: menu' }).count()).toBe(0);
    await page.reload();
    await page.getByRole('region', { name: 'Default Section' }).waitFor();
    expect(await page.getByRole('region', { name: 'Methods' }).count()).toBe(0);
    expect(await sectionTitles(page, 'Default Section')).toEqual(['Peat stores carbon']);
  });

  it('exports a large report through a job: says it is being built, then downloads the file', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    const count = LARGE_REPORT.insights + 1;
    for (let k = 0; k < count; k++) {
      const answer = await page.request.post(`/api/investigations/topic/${id}/observation/investigation`, {
        data: { title: `Insight ${String(k).padStart(3, '0')}` },
        headers: { [CLIENT_ID_HEADER]: randomUUID() },
      });
      expect(answer.status()).toBe(200);
    }
    await page.goto(`/investigations/topic/${id}/report-editor`);
    await page.getByRole('article', { name: 'Insight 100' }).waitFor();
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Export to Word' }).click();
    await page.getByText(insightText.exportBuilding).waitFor();
    const file = await download;
    const xml = await (
      await JSZip.loadAsync(fs.readFileSync((await file.path())!))
    )
      .file('word/document.xml')!
      .async('string');
    expect(new Set([...xml.matchAll(/Insight (\d{3})/g)].map((match) => match[1])).size).toBe(count);
  });

  it('turns alerts on from the header through its dialog, and off again', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    await page.goto(`/investigations/topic/${id}/documents`);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Alerts', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create alerts for this investigation' });
    await dialog.getByText('Receive an email alert whenever new and relevant results are discovered').waitFor();
    await expectNoSeriousViolations(page, 'the alerts dialog');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await header.getByRole('button', { name: 'Cancel Alerts' }).waitFor();
    await page.reload();
    await header.getByRole('button', { name: 'Cancel Alerts' }).click();
    await header.getByRole('button', { name: 'Alerts', exact: true }).waitFor();
    await page.reload();
    await header.getByRole('button', { name: 'Alerts', exact: true }).waitFor();
  });
});
