import { screenMessage } from '@quarry/contract';
import { describe, it } from 'vitest';
import { newAccount } from '../helpers/accounts.js';
import { greetingOf, see, waitForPath } from '../helpers/pageActions.js';
import { useQuarry } from '../helpers/quarryTest.js';

describe('sign-up by activation mail (direct sign-up off)', () => {
  const quarry = useQuarry({ directSignUp: false });

  it('mails an activation link that completes the sign-up on /register', async () => {
    const { page, mail } = quarry;
    const account = newAccount('Lin');
    await page.goto('/sign-up');
    await page.getByLabel('Email Address', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Nickname', { exact: true }).fill(account.nickname);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await see(page, screenMessage.signUpSent);

    const link = await mail.waitForLink(account.email, '/register');
    await page.goto(`${link.pathname}${link.search}`);
    await waitForPath(page, '/investigations');
    await see(page, greetingOf(account.nickname));

    // The link works once: a second use offers to sign up again.
    await page.goto(`${link.pathname}${link.search}`);
    await see(page, screenMessage.registerFailed);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await waitForPath(page, '/sign-up');
  });

  it('refuses /register without a valid token', async () => {
    const { page } = quarry;
    await page.goto('/register?token=not-a-real-token');
    await see(page, screenMessage.registerFailed);
    await page.goto('/register');
    await see(page, screenMessage.registerFailed);
  });
});
