import type { Locator, Page } from 'playwright-core';

/** A file as the browser's file chooser takes it. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * Sends a file through the upload dialog titled `title` (doc 2 §2): a click on its drop zone opens the file chooser,
 * which the test answers, then Upload. Gives the dialog (it stays open when the server refuses the file).
 */
export async function uploadInDialog(page: Page, title: string | RegExp, file: FilePayload | string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByTestId('upload-drop-zone').click();
  await (await chooser).setFiles(file);
  await dialog.getByTestId('upload-chosen-file').waitFor();
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  return dialog;
}
