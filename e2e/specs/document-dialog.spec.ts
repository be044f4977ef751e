import { documentMessages } from '@quarry/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../helpers/axe.js';
import { signedInUser } from '../helpers/createScreen.js';
import { pdfWithText, pngPicture } from '../helpers/files.js';
import { eventually } from '../helpers/investigations.js';
import { uploadInDialog } from '../helpers/uploadDialog.js';
import { documentItem, openWorkspace, readyTopic, useWorkspaceQuarry, waitForCount } from '../helpers/workspace.js';

/*
 * Issue 30, first "Done when" walk: an omnipotent user creates a Book Chapter with a custom publication type, two
 * authors and a cover image, sees it at view level 4, edits its date to a year and sees the year shown, uploads a PDF
 * full text and finds the document by a phrase only in that PDF, and meets every validation message once.
 */

const title = 'Biochar amendments in alpine meadow soils';
const phrase = 'quokka lantern meridian';

const tab = (dialog: Locator, name: string) => dialog.getByRole('tab', { name, exact: true }).click();
const panel = (dialog: Locator, name: string) => dialog.getByRole('tabpanel', { name, exact: true });
/** A field of the shown page by the start of its label (a required one ends with an asterisk). */
const field = (dialog: Locator, label: string) => dialog.getByLabel(new RegExp(`^${label}`)).first();
const saveButton = (dialog: Locator) => dialog.getByRole('button', { name: 'Save', exact: true });
/** The messages the dialog shows under its fields, on every page. */
const shownMessages = (dialog: Locator) => dialog.getByTestId('document-issue').allTextContents();
const waitForMessages = (dialog: Locator, expected: string[]) =>
  eventually(
    async () => JSON.stringify((await shownMessages(dialog)).sort()) === JSON.stringify([...expected].sort()),
    `the messages ${expected.join(' | ') || '(none)'}`,
  );

async function openNewDocument(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'New Document', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New Document' });
  await dialog.getByRole('tab').first().waitFor();
  return dialog;
}

async function documentMenu(page: Page, item: string): Promise<void> {
  await documentItem(page, title)
    .getByRole('button', { name: `Document actions: ${title}` })
    .click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

async function chooseViewLevel(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: 'View mode', exact: true }).click();
  await page.getByRole('menuitemradio', { name: label, exact: true }).click();
}

describe('the Document dialog', () => {
  const quarry = useWorkspaceQuarry();

  it('creates a Book Chapter with a custom type, two authors and a cover, edits its date, and adds its full text', async () => {
    const { page } = quarry;
    await signedInUser(quarry, ['omnisol']);
    const id = await readyTopic(page);
    await openWorkspace(page, id);
    await waitForCount(page, '5 Documents');

    // Every message of doc 2 §5, once each, as the user types (the generic type has them all); Save disabled.
    const dialog = await openNewDocument(page);
    expect(await dialog.getByRole('tab').allTextContents()).toEqual([
      'Document Type',
      'Details',
      'Authors',
      'Authors in Bulk',
      'Cover Image',
      'Abstract Image',
      'Debug',
    ]);
    expect(await dialog.getByLabel('Article', { exact: true }).isChecked()).toBe(true);
    await waitForMessages(dialog, [documentMessages.titleRequired, documentMessages.websiteUrlRequired]);
    await expectNoSeriousViolations(page, 'the New Document dialog');
    await tab(dialog, 'Details');
    await field(dialog, 'Title').fill(title);
    await field(dialog, 'Website URL').fill('example.org/biochar');
    await field(dialog, 'Full text URL').fill('biochar.pdf');
    await field(dialog, 'Date').fill('2021-02-30');
    await dialog.getByRole('combobox', { name: 'Publication type', exact: true }).click();
    await page.getByRole('option', { name: 'Custom...', exact: true }).click();
    await tab(dialog, 'Authors');
    await dialog.getByRole('button', { name: 'Add Author', exact: true }).click();
    await waitForMessages(dialog, [
      documentMessages.websiteUrlPattern,
      documentMessages.fullTextUrlPattern,
      documentMessages.invalidDate,
      documentMessages.customPublicationType,
      documentMessages.emptyAuthorName,
    ]);
    await field(panel(dialog, 'Authors'), 'Name').fill('Ilse Gruber');
    await field(panel(dialog, 'Authors'), 'Affiliations').fill('University of Innsbruck\n\n');
    await tab(dialog, 'Authors in Bulk');
    await field(dialog, 'Authors, one per line').fill('Someone Else');
    await waitForMessages(dialog, [
      documentMessages.websiteUrlPattern,
      documentMessages.fullTextUrlPattern,
      documentMessages.invalidDate,
      documentMessages.customPublicationType,
      documentMessages.bulkAuthorsPrecaution,
    ]);
    expect(await saveButton(dialog).isDisabled()).toBe(true);

    // Then all put right: a Book Chapter, a custom publication type, two authors (the second from the bulk page).
    await field(dialog, 'Authors, one per line').fill(
      'Ilse Gruber; University of Innsbruck\nTomasz Nowak; Jagiellonian University; ',
    );
    await tab(dialog, 'Document Type');
    await dialog.getByLabel('Book Chapter', { exact: true }).check();
    await tab(dialog, 'Details');
    await field(dialog, 'Website URL').fill('https://example.org/biochar');
    await field(dialog, 'Full text URL').fill('');
    await field(dialog, 'Date').fill('2021-05-14');
    await field(dialog, 'Custom publication type').fill('Festschrift contribution');
    await waitForMessages(dialog, []);
    await tab(dialog, 'Authors');
    expect(await panel(dialog, 'Authors').getByTestId('author-row').count()).toBe(2);

    // A cover image, chosen and cropped 2:3.
    await tab(dialog, 'Cover Image');
    const chooser = page.waitForEvent('filechooser');
    await panel(dialog, 'Cover Image')
      .getByRole('button', { name: /^Image file/ })
      .click();
    await (await chooser).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: pngPicture(200, 300) });
    await panel(dialog, 'Cover Image').locator('[data-testid="cover-image-cropper"][data-cropped="true"]').waitFor();
    await expectNoSeriousViolations(page, 'the New Document dialog, Cover Image');
    const created = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith(`/api/investigations/topic/${id}/documents`),
    );
    const coverSent = page.waitForResponse((response) => /\/documents\/\d+\/image\/cover$/.test(response.url()));
    // Handled now: when the create fails, the cover is never sent and the test ends before awaiting it.
    coverSent.catch(() => undefined);
    await saveButton(dialog).click();
    expect((await created).status()).toBe(201);
    expect((await coverSent).ok()).toBe(true);
    await dialog.waitFor({ state: 'detached' });

    // The workspace shows it at once; at All Details + Images, with its cover.
    await waitForCount(page, '6 Documents');
    const item = documentItem(page, title);
    await item.waitFor();
    await chooseViewLevel(page, 'All Details + Images');
    const cover = item.getByTestId('document-cover-image');
    await cover.waitFor();
    await eventually(
      () => cover.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth > 0),
      'the cover image to load',
    );
    expect(await item.getByTestId('document-details').textContent()).toContain('14 May 2021');
    expect(await item.textContent()).toContain('Tomasz Nowak');

    // Its date edited to a year: the year is what shows.
    await documentMenu(page, 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit Document' });
    expect(await edit.getByRole('tab', { name: 'Document Type' }).count()).toBe(0);
    expect(await field(edit, 'Date').inputValue()).toBe('2021-05-14');
    expect(await field(edit, 'Custom publication type').inputValue()).toBe('Festschrift contribution');
    const patched = page.waitForRequest((request) => request.method() === 'PATCH');
    await field(edit, 'Date').fill('2021');
    await saveButton(edit).click();
    expect((await patched).postDataJSON()).toEqual({ date: '2021' });
    await edit.waitFor({ state: 'detached' });
    await eventually(
      async () => (await item.getByTestId('document-details').textContent())?.split(' · ').includes('2021') ?? false,
      'the year alone shown',
    );

    // The edit undone from the document's own history: the full date is back.
    await documentMenu(page, 'Edit');
    const history = page.getByRole('dialog', { name: 'Edit Document' });
    await history.getByRole('tab', { name: 'History' }).click();
    await history.getByText('Date was: 2021-05-14').waitFor();
    await history.getByRole('button', { name: 'Undo Last Edit' }).click();
    await history.getByText('No edits yet: the document is as its sources gave it.').waitFor();
    await history.getByRole('tab', { name: 'Details' }).click();
    expect(await field(history, 'Date').inputValue()).toBe('2021-05-14');
    await history.getByRole('button', { name: 'Cancel' }).click();
    await eventually(
      async () => (await item.getByTestId('document-details').textContent())?.includes('14 May 2021') ?? false,
      'the full date shown again',
    );

    // A PDF full text: a file that is not one is refused in the dialog; the PDF is read and searchable.
    await documentMenu(page, 'Upload Full Text');
    const upload = await uploadInDialog(page, /^Upload Full Text/, {
      name: 'biochar.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not a PDF at all'),
    });
    await upload.getByTestId('upload-problem').waitFor();
    await upload.getByRole('button', { name: 'Clear', exact: true }).click();
    await uploadInDialog(page, /^Upload Full Text/, {
      name: 'biochar.pdf',
      mimeType: 'application/pdf',
      buffer: pdfWithText(`Field trials near Obergurgl: ${phrase}.`),
    });
    await upload.waitFor({ state: 'hidden' });
    await eventually(
      async () => (await item.getByTestId('document-link-pdf').getAttribute('href'))?.endsWith('/full-text') ?? false,
      'View PDF to open the uploaded full text',
    );
    const search = page.getByLabel('Free text search');
    await search.fill(phrase);
    await search.press('Enter');
    await waitForCount(page, '1 Document');
    await item.waitFor();
    const pdf = await page.request.get(
      `/api/investigations/topic/${id}/documents/${await item.getAttribute('data-document-id')}/full-text`,
    );
    expect(pdf.ok()).toBe(true);
  });
});
