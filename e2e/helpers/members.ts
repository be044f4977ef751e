import { memberText } from '@quarry/contract';
import type { Page } from 'playwright-core';
import type { Account } from './accounts.js';
import { watchConsoleErrors } from './browser.js';
import { signIn } from './investigations.js';

export const shareDialog = (page: Page, title: string) => page.getByRole('dialog', { name: `Share “${title}”` });

/** Invites a colleague through the open Share dialog, and waits for the notice and their row. */
export async function inviteColleague(page: Page, title: string, account: Account, role: 'Reviewer' | 'Viewer') {
  const dialog = shareDialog(page, title);
  await dialog.getByRole('textbox', { name: 'E-mail of a colleague' }).fill(account.email);
  await dialog.getByRole('radio', { name: new RegExp(`^${role}`) }).check();
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await page.getByText(memberText.shared(account.email)).waitFor();
  await dialog.locator(`tr[data-member="${account.email}"]`).getByText(role, { exact: true }).waitFor();
}

/** A page of its own (cookies apart) signed in as `account`, whose console errors the test checks. */
export async function colleaguePage(page: Page, baseURL: string, account: Account) {
  const context = await page.context().browser()!.newContext({ baseURL });
  context.setDefaultTimeout(10_000);
  const colleague = await context.newPage();
  const errors = watchConsoleErrors(colleague);
  await signIn(colleague, account);
  return { page: colleague, errors, close: () => context.close() };
}
