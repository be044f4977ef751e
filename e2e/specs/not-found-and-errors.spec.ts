import { screenMessage } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { see, waitForPath } from '../helpers/pageActions.js';
import { useQuarry } from '../helpers/quarryTest.js';

describe('not-found page, generic error dialog, sign-up hidden', () => {
  const quarry = useQuarry({ directSignUp: true, showSignUp: false });

  it('shows the not-found text on an unknown path', async () => {
    const { page } = quarry;
    await page.goto('/no/such/page');
    await see(page, screenMessage.notFound);
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
