import { fieldMessage, screenMessage } from '@quarry/contract';
import { describe, it } from 'vitest';
import { createAccount, newAccount, type Account } from '../helpers/accounts.js';
import { greetingOf, see, waitForPath } from '../helpers/pageActions.js';
import { useQuarry } from '../helpers/quarryTest.js';
import type { Page } from 'playwright-core';

async function fillSignUp(page: Page, account: Account) {
  await page.getByLabel('Email Address', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Nickname', { exact: true }).fill(account.nickname);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
}

describe('sign-up with direct sign-up on', () => {
  const quarry = useQuarry({ directSignUp: true });

  it('creates the account, signs in and lands on the investigations list', async () => {
    const { page } = quarry;
    const account = newAccount('Grace');
    await page.goto('/sign-up');
    await see(page, screenMessage.confidentiality);
    await fillSignUp(page, account);
    await waitForPath(page, '/investigations');
    await see(page, greetingOf(account.nickname));
  });

  it('shows the required message of every empty field', async () => {
    const { page } = quarry;
    await page.goto('/sign-up');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await see(page, fieldMessage.emailRequired);
    await see(page, fieldMessage.passwordRequired);
    await see(page, fieldMessage.nicknameRequired);
  });

  it('tells about an existing account and a nickname without two letters or digits', async () => {
    const { page, server } = quarry;
    const existing = await createAccount(server.url);
    await page.goto('/sign-up');
    await fillSignUp(page, { ...newAccount(), email: existing.email });
    await see(page, screenMessage.signUpDuplicate(existing.email));

    await page.getByLabel('Email Address', { exact: true }).fill(newAccount().email);
    await page.getByLabel('Nickname', { exact: true }).fill('!!');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await see(page, screenMessage.signUpBadNickname);
  });
});
