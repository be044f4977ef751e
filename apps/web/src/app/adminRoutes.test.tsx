import { MantineProvider } from '@mantine/core';
import { screenMessage, type About, type HealthCheckReport, type User } from '@quarry/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aboutQuery, currentUserQuery } from '../features/auth';
import { click } from '../test/click';
import { stubApi } from '../test/stubApi';
import { testUser } from '../test/testUser';
import { queryClient } from './queryClient';
import { routes } from './routeTable';

const api = stubApi();

const plain = testUser();
const omnisol = testUser({ omnisol: true, omnipotent: true, admin: true });
const facultyWorks = testUser({ facultyWorks: true, omnipotent: true, admin: true });
const adminOnly = testUser({ admin: true });
const omnipotentOnly = testUser({ omnisol: true, omnipotent: true });

const report: HealthCheckReport = {
  status: 'ok',
  checkedAt: '2026-11-28T05:00:00.000Z',
  merge: { status: 'ok', reason: null, running: 0, queued: 0 },
  normalization: { status: 'ok', reason: null, running: 0, queued: 0, oldestWaitingSeconds: null },
  database: { status: 'ok', reason: null },
};

beforeEach(() => {
  api.fetch.mockImplementation(async () => Response.json(report));
});
afterEach(() => queryClient.clear());

/** The app's real route table in memory, signed in as `user`. */
function openAt(path: string, user: User) {
  queryClient.setQueryData(aboutQuery.queryKey, {} as About);
  queryClient.setQueryData(currentUserQuery.queryKey, user);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

const adminCalls = () =>
  api.fetch.mock.calls.filter(([url]) =>
    /^\/(api\/admin|maintenance)\//.test(String(url).replace(/^https?:\/\/[^/]+/, '')),
  );

describe('the admin area', () => {
  it.each([
    ['an omnisol user', omnisol],
    ['a facultyWorks user', facultyWorks],
  ])('lets %s (omnipotent, an admin) in: /admin redirects to the merge page', async (_, user) => {
    const router = openAt('/admin', user);
    await screen.findByRole('heading', { level: 1, name: 'Merge Control' }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/admin/merge');
    expect(screen.getByRole('button', { name: 'Redo Merge' })).toBeTruthy();
    await waitFor(() => expect(adminCalls().length).toBeGreaterThan(0));
  });

  it.each([
    ['a plain user', '/admin', plain],
    ['an admin who is not omnipotent', '/admin', adminOnly],
    ['an omnipotent user who is not an admin (whose every call the server refuses)', '/admin', omnipotentOnly],
    ['a plain user', '/admin/merge', plain],
    ['a plain user', '/admin/cluster-report/5', plain],
  ])('shows %s at %s the not-found page, and nothing of the area runs', async (_, path, user) => {
    const router = openAt(path, user);
    await screen.findByText(screenMessage.notFound, undefined, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe(path);
    expect(screen.queryByRole('button', { name: 'Redo Merge' })).toBeNull();
    expect(screen.queryByText('Health Checks')).toBeNull();
    expect(adminCalls()).toEqual([]);
  });

  it("opens an investigation's cluster report for an omnipotent admin, calling nothing until asked", async () => {
    openAt('/admin/cluster-report/5', omnisol);
    await screen.findByRole('heading', { level: 1, name: 'Cluster Report of investigation 5' }, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Generate Report' })).toBeTruthy();
    expect(document.title).toBe('Cluster Report · Quarry');
    expect(adminCalls()).toEqual([]);
  });

  it('says so when the cluster report path names no investigation', async () => {
    openAt('/admin/cluster-report/five', omnisol);
    await screen.findByText(/does not name an investigation/, undefined, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Generate Report' })).toBeNull();
  });

  it('offers the admin area in the user menu to omnipotent admins only', async () => {
    const router = openAt('/investigations/create', omnisol);
    await click(await screen.findByRole('button', { name: `User menu of ${omnisol.nickname}` }, { timeout: 10_000 }));
    await click(await screen.findByRole('menuitem', { name: 'Admin' }));
    await screen.findByRole('heading', { level: 1, name: 'Merge Control' }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/admin/merge');
  });

  it.each([
    ['an admin who is not omnipotent', adminOnly],
    ['an omnipotent user who is not an admin', omnipotentOnly],
  ])('has no admin item in the user menu of %s', async (_, user) => {
    openAt('/investigations/create', user);
    await click(await screen.findByRole('button', { name: `User menu of ${user.nickname}` }, { timeout: 10_000 }));
    await screen.findByRole('menuitem', { name: 'Sign out' });
    expect(screen.queryByRole('menuitem', { name: 'Admin' })).toBeNull();
  });
});
