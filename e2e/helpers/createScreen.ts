import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { createAccount, type Account } from './accounts.js';
import { signIn } from './investigations.js';
import type { QuarryTest } from './quarryTest.js';
import { setUserFlag, type UserFlag } from './userFlags.js';

/** The popup after creating (doc 1 §2), word for word. */
export const createdMessage =
  'This is your new investigation. It will change status to Ready once completed processing.';

/** `count` researcher names, one per line. */
export const researcherLines = (count: number): string =>
  Array.from({ length: count }, (_, index) => `Researcher Number${index + 1}`).join('\n');

/** A new account with these flags, signed in on the test's page. */
/**
 * Signs in a new account that is not an admin, each call: the file's first account (an admin, as the first to
 * sign up is) is made aside and kept in `admin`.
 */
export function nonAdminAccounts(quarry: QuarryTest) {
  const accounts = {
    admin: undefined as Account | undefined,
    async signedIn(): Promise<Account> {
      accounts.admin ??= await createAccount(quarry.server.url);
      const account = await createAccount(quarry.server.url);
      await signIn(quarry.page, account);
      return account;
    },
  };
  return accounts;
}

export async function signedInUser(quarry: QuarryTest, flags: UserFlag[] = []): Promise<Account> {
  const account = await createAccount(quarry.server.url);
  for (const flag of flags) await setUserFlag(quarry.dataDir, account.email, flag);
  await signIn(quarry.page, account);
  return account;
}

export async function openCreateForm(page: Page, type: string): Promise<void> {
  await page.goto(`/investigations/create?type=${type}`);
  await page.getByRole('button', { name: 'Next', exact: true }).waitFor();
}

/**
 * Creating lands on the list with the new row highlighted and the Got It popup (doc 1 §4); Got It closes it.
 * Gives the new investigation's id.
 */
export async function landsOnList(page: Page, title: string, typeLabel?: string): Promise<number> {
  await page.waitForURL((url) => url.pathname === '/investigations' && /^\?highlight=\d+$/.test(url.search));
  const id = new URL(page.url()).searchParams.get('highlight');
  const dialog = page.getByRole('dialog', { name: 'Your New Investigation' });
  await dialog.getByText(createdMessage, { exact: true }).waitFor();
  const row = page.locator(`#investigation-table tr[data-investigation-id="${id}"]`);
  await row.waitFor();
  expect(await row.getAttribute('data-highlighted')).toBe('true');
  expect(await row.locator('td').nth(2).textContent()).toBe(title);
  if (typeLabel) expect(await row.locator('td').nth(1).textContent()).toBe(typeLabel);
  await dialog.getByRole('button', { name: 'Got It' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return Number(id);
}
