import { MantineProvider } from '@mantine/core';
import { screenMessage, serverText, type About } from '@quarry/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pendingResponse, stubApi, textResponse } from '../../test/stubApi';
import { testUser } from '../../test/testUser';
import { aboutQuery } from './authQueries';
import { SignInForm } from './SignInForm';

// The screen is at /sign-in (a 401 there is the caller's to show, not a sign-out).
const api = stubApi({ currentPath: () => '/sign-in' });

const user = testUser();

function renderSignIn() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(aboutQuery.queryKey, { showSignUp: true, supportEmail: 'help@example.org' } as About);
  const router = createMemoryRouter(
    [
      { path: '/sign-in', element: <SignInForm /> },
      { path: '/', element: <p>home</p> },
      { path: '/reset', element: <p>reset page</p> },
      { path: '/sign-up', element: <p>sign-up page</p> },
    ],
    { initialEntries: ['/sign-in'] },
  );
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: user.email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-password' } });
  return { form: screen.getByRole('form', { name: 'Sign In' }), router };
}

const signInCalls = () => api.fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/auth/sign-in'));

describe('the sign-in form', () => {
  it('ignores further submits while a sign-in is in progress (doc 1 §2), then goes on with the one sent', async () => {
    const answer = pendingResponse();
    api.fetch.mockReturnValue(answer.promise);
    const { form, router } = renderSignIn();

    // A double click or Enter pressed twice: two submits at once, then one more while the call is out.
    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await act(async () => {
      fireEvent.submit(form);
    });
    expect(signInCalls()).toHaveLength(1);
    expect(JSON.parse(String(signInCalls()[0]![1]!.body))).toEqual({ email: user.email, password: 'secret-password' });

    await act(async () => answer.answer(Response.json(user)));
    await screen.findByText('home');
    expect(router.state.location.pathname).toBe('/');
    expect(signInCalls()).toHaveLength(1);
  });

  it('takes a new submit once a refused sign-in has answered', async () => {
    api.fetch.mockResolvedValueOnce(textResponse(serverText.invalidCredentials, 401));
    const { form } = renderSignIn();
    await act(async () => {
      fireEvent.submit(form);
    });
    await screen.findByText(screenMessage.signInFailed);

    api.fetch.mockResolvedValueOnce(Response.json(user));
    await act(async () => {
      fireEvent.submit(form);
    });
    await screen.findByText('home');
    expect(signInCalls()).toHaveLength(2);
  });
});
