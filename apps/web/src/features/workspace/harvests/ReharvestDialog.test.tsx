import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { harvestMessages, type User, type WorkspaceDocument } from '@quarry/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testInvestigation } from '../../investigations/testInvestigation';
import { DocumentEditingMenu } from '../editing/DocumentEditingMenu';
import { testWorkspace } from '../state/testWorkspace';
import { WorkspaceContext } from '../state/workspaceContext';
import { HarvestProgressProvider } from './harvestProgressContext';
import { ReharvestDialog } from './ReharvestDialog';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const user = (kind: Partial<User>): User => ({
  id: 1,
  nickname: 'Ana',
  email: 'ana@example.org',
  admin: false,
  omnisol: false,
  facultyWorks: false,
  omnipotent: true,
  ...kind,
});
const peatland = { id: 5, title: 'Peatland carbon stocks' } as WorkspaceDocument;

/** The faculty's button (a stand-in for the settings menu item) and a document's menu, in a person workspace. */
function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Re-harvest by URL…</button>
      <ReharvestDialog target={open ? 'current' : null} onClose={() => setOpen(false)} />
      <DocumentEditingMenu document={peatland} />
    </>
  );
}

function renderHarness(kind: Partial<User>) {
  const workspace = testWorkspace({
    investigation: testInvestigation({ id: 9, investigationType: 'Person' }),
    apiType: 'person',
    user: user(kind),
  });
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <WorkspaceContext.Provider value={workspace}>
          <HarvestProgressProvider>
            <Harness />
          </HarvestProgressProvider>
        </WorkspaceContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const click = (element: HTMLElement) =>
  act(async () => {
    fireEvent.click(element);
  });
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => String(url));
const answer = (status: number, body: string) =>
  fetchMock.mockImplementation((_url, init) =>
    Promise.resolve(
      init?.method === 'POST'
        ? new Response(body, {
            status,
            headers: { 'content-type': status === 200 ? 'application/json' : 'text/plain' },
          })
        : new Response(JSON.stringify(testInvestigation({ id: 9, status: 'PROCESSING' })), { status: 200 }),
    ),
  );
const openMenuItem = async (name: string) => {
  await click(screen.getByTestId('document-menu'));
  return screen.queryByRole('menuitem', { name });
};

describe('the re-harvest confirmation', () => {
  it('says it will re-harvest current documents, and Cancel sends nothing', async () => {
    renderHarness({ facultyWorks: true });
    await click(screen.getByRole('button', { name: 'Re-harvest by URL…' }));
    const dialog = screen.getByRole('dialog', { name: 'Re-harvest by URL' });
    expect(dialog.textContent).toContain(harvestMessages.reharvestConfirm);
    expect(harvestMessages.reharvestConfirm).toBe('re-harvest current documents');
    await click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts()).toEqual([]);
  });

  it('re-harvests the current documents once confirmed, then says the harvest started', async () => {
    answer(200, JSON.stringify({ jobId: 3 }));
    renderHarness({ facultyWorks: true });
    await click(screen.getByRole('button', { name: 'Re-harvest by URL…' }));
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Re-harvest' }));
    expect(posts()).toEqual(['/api/investigations/person/9/harvest/reharvest']);
    expect(screen.queryByRole('dialog', { name: 'Re-harvest by URL' })).toBeNull();
    expect(await screen.findByText(harvestMessages.started)).toBeTruthy();
  });

  it("shows the server's refusal and stays open", async () => {
    answer(400, harvestMessages.nothingToReharvest);
    renderHarness({ facultyWorks: true });
    await click(screen.getByRole('button', { name: 'Re-harvest by URL…' }));
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Re-harvest' }));
    expect(await screen.findByText(harvestMessages.nothingToReharvest)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Re-harvest by URL' })).toBeTruthy();
  });

  it("offers Re-harvest Document in a document's menu to Omnisol users, naming the document", async () => {
    answer(200, JSON.stringify({ jobId: 4 }));
    renderHarness({ omnisol: true });
    await click((await openMenuItem('Re-harvest Document'))!);
    const dialog = screen.getByRole('dialog', { name: 'Re-harvest Document' });
    expect(dialog.textContent).toContain('re-harvest current documents');
    expect(dialog.textContent).toContain('Peatland carbon stocks');
    await click(within(dialog).getByRole('button', { name: 'Re-harvest' }));
    expect(posts()).toEqual(['/api/investigations/person/9/documents/5/reharvest']);
  });

  it("leaves it out of a FacultyWorks user's document menu", async () => {
    renderHarness({ facultyWorks: true });
    expect(await openMenuItem('Edit')).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Re-harvest Document' })).toBeNull();
  });
});
