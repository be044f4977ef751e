import { fieldMessage, screenMessage } from '@quarry/contract';
import { describe, it } from 'vitest';
import { createAccount } from '../helpers/accounts.js';
import { fillSignIn, greetingOf, see, waitForPath } from '../helpers/pageActions.js';
import { useQuarry } from '../helpers/quarryTest.js';

describe('password reset', () => {
  const quarry = useQuarry({ directSignUp: true });

  it('resets the password through the mailed link and signs in with the new one', async () => {
    const { page, mail, server } = quarry;
    const account = await createAccount(server.url);
    const newPassword = `${account.password}-new`;

    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await see(page, fieldMessage.emailRequired);
    await page.getByLabel('Email Address', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await see(page, screenMessage.resetSent);

    const link = await mail.waitForLink(account.email, '/reset');
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await see(page, fieldMessage.passwordRequired);
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm Password', { exact: true }).fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await see(page, fieldMessage.passwordConfirm);
    await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await waitForPath(page, '/investigations');
    await see(page, greetingOf(account.nickname));

    await page.context().clearCookies();
    await page.goto('/sign-in');
    await fillSignIn(page, account);
    await see(page, screenMessage.signInFailed);
    await fillSignIn(page, { email: account.email, password: newPassword });
    await waitForPath(page, '/investigations');
  });

  it('shows the token error with a Reset button for a bad token', async () => {
    const { page } = quarry;
    await page.goto('/reset?token=not-a-real-token');
    // The spec's two texts, laid out as one message.
    await see(page, `${screenMessage.tokenInvalid} ${screenMessage.tokenInvalidHint}`);
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await waitForPath(page, '/reset');
    await page.getByRole('button', { name: 'Send Reset Link' }).waitFor();
  });

  it('says the address is not valid when the server refuses it', async () => {
    const { page } = quarry;
    await page.goto('/reset');
    await page.getByLabel('Email Address', { exact: true }).fill('not-an-address');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await see(page, screenMessage.resetFailed);
  });
});
