import { MantineProvider } from '@mantine/core';
import { screenMessage, type About } from '@quarry/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aboutQuery, authLabel } from '../../features/auth';
import { click } from '../../test/click';
import { stubApi } from '../../test/stubApi';
import { ResetPage } from './ResetPage';

const api = stubApi();

function renderReset(path: string, about: Partial<About> = { showSignUp: true }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(aboutQuery.queryKey, about as About);
  const router = createMemoryRouter(
    [
      { path: '/reset', element: <ResetPage /> },
      { path: '/sign-in', element: <p>sign-in page</p> },
      { path: '/sign-up', element: <p>sign-up page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

const link = (name: string) => screen.queryByRole('link', { name });

describe('the reset page’s links (doc 1 §2)', () => {
  it('links to sign-in and, with sign-up enabled, to sign-up; each goes there', async () => {
    const router = renderReset('/reset');
    expect(link(authLabel.signIn)?.getAttribute('href')).toBe('/sign-in');
    expect(link(authLabel.signUp)?.getAttribute('href')).toBe('/sign-up');
    await click(link(authLabel.signIn)!);
    await screen.findByText('sign-in page');
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('has no sign-up link while sign-up is disabled', () => {
    renderReset('/reset', { showSignUp: false });
    expect(link(authLabel.signIn)).not.toBeNull();
    expect(link(authLabel.signUp)).toBeNull();
  });

  it('keeps both links under the sent confirmation', async () => {
    api.fetch.mockResolvedValue(Response.json({ ok: true }));
    renderReset('/reset');
    fireEvent.change(screen.getByLabelText(authLabel.email), { target: { value: 'ada@example.org' } });
    await click(screen.getByRole('button', { name: authLabel.sendResetLink }));
    await screen.findByText(screenMessage.resetSent);
    expect(link(authLabel.signIn)?.getAttribute('href')).toBe('/sign-in');
    expect(link(authLabel.signUp)?.getAttribute('href')).toBe('/sign-up');
  });

  it('shows them on the set-new-password screen too, once the token is valid', async () => {
    api.fetch.mockResolvedValue(Response.json({ email: 'ada@example.org' }));
    renderReset('/reset?token=abc', { showSignUp: true });
    await screen.findByLabelText(authLabel.newPassword);
    expect(link(authLabel.signIn)?.getAttribute('href')).toBe('/sign-in');
    expect(link(authLabel.signUp)?.getAttribute('href')).toBe('/sign-up');
    expect(String(api.fetch.mock.calls[0]![0])).toMatch(/\/validate-reset$/);
  });
});
