import { MantineProvider } from '@mantine/core';
import type { About, User } from '@quarry/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { aboutQuery, currentUserQuery } from '../../features/auth';
import { stubApi } from '../../test/stubApi';
import { testUser } from '../../test/testUser';
import { AppHeader } from './AppHeader';

stubApi();
afterEach(cleanup);

function renderHeader(user: User, supportBatch: boolean) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(aboutQuery.queryKey, { supportBatch } as About);
  queryClient.setQueryData(currentUserQuery.queryKey, user);
  const router = createMemoryRouter([{ path: '*', element: <AppHeader /> }], { initialEntries: ['/investigations'] });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('whether the header shows the process menu', () => {
  it.each([
    ['an omnisol user with batch support', testUser({ omnisol: true, omnipotent: true }), true, true],
    ['an omnisol user without batch support', testUser({ omnisol: true, omnipotent: true }), false, false],
    ['an admin, batch support or not', testUser({ admin: true }), false, true],
    ['an omnipotent admin', testUser({ admin: true, facultyWorks: true, omnipotent: true }), false, true],
    ['a plain user', testUser(), true, false],
  ])('for %s', async (_, user, supportBatch, shown) => {
    renderHeader(user, supportBatch);
    await screen.findByRole('link', { name: 'Quarry' });
    expect(screen.queryByRole('button', { name: 'Process' }) !== null).toBe(shown);
  });
});
