import { screenMessage } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../helpers/accounts.js';
import { waitForTitle } from '../helpers/documentTitle.js';
import { signIn } from '../helpers/investigations.js';
import { see, waitForPath } from '../helpers/pageActions.js';
import { useQuarry } from '../helpers/quarryTest.js';

describe('not-found page, generic error dialog, sign-up hidden', () => {
  const quarry = useQuarry({ directSignUp: true, showSignUp: false });

  it('shows the not-found text on an unknown path, signed out with a link to sign in', async () => {
    const { page } = quarry;
    await page.goto('/no/such/page');
    await see(page, screenMessage.notFound);
    await waitForTitle(page, 'Page Not Found · Quarry');
    expect(await page.getByRole('banner').count()).toBe(0);
    await page.getByRole('link', { name: 'Sign In', exact: true }).click();
    await waitForPath(page, '/sign-in');
    await waitForTitle(page, 'Sign In · Quarry');
  });

  it('opens the generic error dialog when the server fails, with Close and Refresh', async () => {
    const { page } = quarry;
    await page.route('**/api/auth/sign-in', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }),
    );
    await page.goto('/sign-in');
    const signIn = async () => {
      await page.getByLabel('Email Address', { exact: true }).fill('someone@example.com');
      await page.getByLabel('Password', { exact: true }).fill('whatever');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    };

    await signIn();
    const dialog = page.getByRole('dialog', { name: screenMessage.errorTitle });
    await dialog.waitFor();
    await dialog.getByText(screenMessage.errorText, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    await signIn();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await signIn();
    await dialog.waitFor();
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Refresh', exact: true }).click();
    await reloaded;
    await waitForPath(page, '/sign-in');
    expect(await page.getByLabel('Email Address', { exact: true }).inputValue()).toBe('');
  });

  it('hides the Sign Up link when sign-up is disabled', async () => {
    const { page } = quarry;
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Forgot your password?' }).waitFor();
    expect(await page.getByRole('link', { name: 'Sign Up' }).count()).toBe(0);
  });
});

describe('not-found page when signed in', () => {
  const quarry = useQuarry({ directSignUp: true });

  it('shows the not-found text inside the header when signed in, with a link to the list', async () => {
    const { page, server } = quarry;
    const account = await createAccount(server.url);
    await signIn(page, account);
    await page.goto('/no/such/page');
    await see(page, screenMessage.notFound);
    await page
      .getByRole('banner')
      .getByRole('button', { name: `User menu of ${account.nickname}` })
      .waitFor();
    await page.getByRole('link', { name: 'Go to my investigations', exact: true }).click();
    await waitForPath(page, '/investigations');
    await waitForTitle(page, 'Investigations · Quarry');
  });
});
