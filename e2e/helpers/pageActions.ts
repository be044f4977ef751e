import { screenMessage } from '@quarry/contract';
import type { Page } from 'playwright-core';
import type { Account } from './accounts.js';

/** Waits until the page shows `text` exactly (Playwright's expect is not part of playwright-core). */
export async function see(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible' });
}

/** Waits until the address bar shows `pathAndSearch` (path plus search, e.g. "/sign-in?redirect=%2F"). */
export async function waitForPath(page: Page, pathAndSearch: string): Promise<void> {
  await page.waitForURL((url) => `${url.pathname}${url.search}` === pathAndSearch);
}

export async function fillSignIn(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  await page.getByLabel('Email Address', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The start screen's greeting for `nickname`. */
export const greetingOf = (nickname: string) => `Hi ${nickname}, ${screenMessage.greeting}?`;
