import { fieldMessage, screenMessage, serverText } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../helpers/accounts.js';
import { fillSignIn, greetingOf, see, waitForPath } from '../helpers/pageActions.js';
import { useQuarry } from '../helpers/quarryTest.js';

describe('sign-in and sign-out', () => {
  const quarry = useQuarry({ directSignUp: true });

  it('refuses a wrong password with the spec message', async () => {
    const { page, server } = quarry;
    const account = await createAccount(server.url);
    await page.goto('/sign-in');
    await fillSignIn(page, { email: account.email, password: 'not-the-password' });
    await see(page, screenMessage.signInFailed);
    await waitForPath(page, '/sign-in');
  });

  it('shows the required messages for empty fields', async () => {
    const { page } = quarry;
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await see(page, fieldMessage.emailRequired);
    await see(page, fieldMessage.passwordRequired);
  });

  it('sends a signed-out visitor to sign-in and back to the page they wanted', async () => {
    const { page, server } = quarry;
    const account = await createAccount(server.url);
    await page.goto('/investigations');
    await waitForPath(page, '/sign-in?redirect=%2Finvestigations');
    await fillSignIn(page, account);
    await waitForPath(page, '/investigations');
    await see(page, greetingOf(account.nickname));
  });

  it('signs in with Enter, lands on the list through /, and signs out from the user menu', async () => {
    const { page, server } = quarry;
    const account = await createAccount(server.url);
    await page.goto('/sign-in');
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Email Address', { exact: true }).fill(account.email);
    await page.keyboard.press('Enter');
    await waitForPath(page, '/investigations');

    await page.getByRole('button', { name: account.nickname }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await waitForPath(page, '/sign-in');

    await page.goto('/investigations');
    await waitForPath(page, '/sign-in?redirect=%2Finvestigations');
  });

  it('links to the password reset and, with sign-up enabled, to sign-up', async () => {
    const { page } = quarry;
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Sign Up', exact: true }).click();
    await waitForPath(page, '/sign-up');
    await page.goBack();
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await waitForPath(page, '/reset');
    // The reset page is a lazily loaded chunk: the address changes before it renders.
    await page.getByRole('button', { name: 'Send Reset Link' }).waitFor();
    expect(await page.getByRole('button', { name: 'Send Reset Link' }).isVisible()).toBe(true);
  });

  it('shows the Suspended Account dialog and the too-many-attempts message', async () => {
    const { page } = quarry;
    const about = (await (await fetch(`${quarry.server.url}/api/about`)).json()) as { supportEmail: string };
    let answer: { status: number; body: string } = { status: 401, body: serverText.suspended };
    await page.route('**/api/auth/sign-in', (route) => route.fulfill({ ...answer, contentType: 'text/plain' }));
    await page.goto('/sign-in');
    await fillSignIn(page, { email: 'someone@example.com', password: 'whatever' });
    const dialog = page.getByRole('dialog', { name: screenMessage.suspendedTitle });
    await dialog.getByText(screenMessage.suspendedText(about.supportEmail), { exact: true }).waitFor();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });

    answer = { status: 429, body: serverText.tooManyAttempts };
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await see(page, screenMessage.signInTooMany);
  });

  it('signs out and goes to sign-in, coming back afterwards, when a signed-in call answers 401', async () => {
    const { page, server } = quarry;
    const account = await createAccount(server.url);
    await page.goto('/sign-in?redirect=%2Finvestigations%3Fhighlight%3D7');
    await fillSignIn(page, account);
    await waitForPath(page, '/investigations?highlight=7');
    // The list has loaded (its next poll is 5 s away), so the sign-out below is the call that meets the 401.
    await see(page, 'No Investigations');

    // The session ends on the server's side (as when it expires): the next call answers 401.
    await page.context().clearCookies();
    await page.route('**/api/auth/sign-out', (route) =>
      route.fulfill({ status: 401, contentType: 'text/plain', body: serverText.signInRequired }),
    );
    await page.getByRole('button', { name: account.nickname }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await waitForPath(page, '/sign-in?redirect=%2Finvestigations%3Fhighlight%3D7');
    await fillSignIn(page, account);
    await waitForPath(page, '/investigations?highlight=7');
  });

  it('never follows a redirect target to another site', async () => {
    const { page, server } = quarry;
    const account = await createAccount(server.url);
    await page.goto(`/sign-in?redirect=${encodeURIComponent('https://example.com/x')}`);
    await fillSignIn(page, account);
    await waitForPath(page, '/investigations');
  });
});
