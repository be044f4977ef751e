import { MantineProvider } from '@mantine/core';
import { documentMessages, type DocumentEdit, type User } from '@quarry/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testInvestigation } from '../../investigations/testInvestigation';
import { testDocument } from '../data/testDocument';
import { testWorkspace } from '../state/testWorkspace';
import { WorkspaceContext } from '../state/workspaceContext';
import { DocumentDialog } from './DocumentDialog';
import { stubApi } from '../../../test/stubApi';

const { fetch: fetchMock, showErrorDialog } = stubApi();
afterEach(() => {
  cleanup();
});

const edited = testDocument(42, { title: 'Soil carbon', date: '2021', datePrecision: 'Year' });
const original = { ...edited, date: '2021-03-09', datePrecision: 'DayMonthYear' as const };
const dateEdit: DocumentEdit = {
  id: 5,
  editedAt: '2026-11-20T10:00:00.000Z',
  editedBy: 'ada',
  fields: ['date', 'authors'],
  previous: { date: '2021-03-09', authors: [{ name: 'Marta Puig', affiliations: [] }] },
};

/** The server's answers: the history (the edits left), and the undo (the original back, or a refusal). */
function serve(edits: DocumentEdit[], undo: () => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/history/undo') && init?.method === 'POST') {
      const answer = undo();
      if (answer.ok) edits.splice(0, 1);
      return answer;
    }
    if (url.endsWith('/history')) return Response.json({ edits });
    return Response.json({ documents: [] });
  });
}

function renderDialog() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const workspace = testWorkspace({
    investigation: testInvestigation({ id: 7 }),
    user: { omnipotent: true, facultyWorks: false, omnisol: true } as User,
  });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <WorkspaceContext.Provider value={workspace}>
          <DocumentDialog document={edited} onClose={vi.fn()} />
        </WorkspaceContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const dialog = () => screen.getByRole('dialog');
const openPage = (name: string) => act(async () => fireEvent.click(within(dialog()).getByRole('tab', { name })));
const undoButton = () => within(dialog()).getByRole('button', { name: 'Undo Last Edit' }) as HTMLButtonElement;

describe("the Document dialog's History page", { timeout: 30_000 }, () => {
  it('lists each edit with the values it replaced, and undoes the newest: the form shows the values back', async () => {
    serve([dateEdit], () => Response.json(original));
    renderDialog();
    expect(within(dialog()).getAllByRole('tab').at(-1)?.textContent).toBe('History');
    await openPage('History');
    await within(dialog()).findByText('Date was: 2021-03-09');
    expect(within(dialog()).getByText('Authors was: Marta Puig')).toBeTruthy();
    expect(within(dialog()).getByText(/, by ada$/)).toBeTruthy();

    await act(async () => fireEvent.click(undoButton()));
    await within(dialog()).findByText('No edits yet: the document is as its sources gave it.');
    expect(undoButton().disabled).toBe(true);
    const [[url]] = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST') as [[string]];
    expect(url).toBe('/api/investigations/topic/7/documents/42/history/undo');
    await openPage('Details');
    expect((within(dialog()).getByLabelText(/^Date/) as HTMLInputElement).value).toBe('2021-03-09');
  });

  it("shows the server's refusal on the page and keeps the form", async () => {
    serve([dateEdit], () => new Response(documentMessages.nothingToUndo, { status: 400 }));
    renderDialog();
    await openPage('History');
    await within(dialog()).findByText('Date was: 2021-03-09');
    await act(async () => fireEvent.click(undoButton()));
    await waitFor(() => expect(within(dialog()).getByRole('alert').textContent).toBe(documentMessages.nothingToUndo));
    expect(showErrorDialog).not.toHaveBeenCalled();
    await openPage('Details');
    expect((within(dialog()).getByLabelText(/^Date/) as HTMLInputElement).value).toBe('2021');
  });

  it('is not offered while creating a document', async () => {
    fetchMock.mockImplementation(async () => Response.json({}));
    const queryClient = new QueryClient();
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <WorkspaceContext.Provider
            value={testWorkspace({ user: { omnipotent: true, facultyWorks: false, omnisol: true } as User })}
          >
            <DocumentDialog onClose={vi.fn()} />
          </WorkspaceContext.Provider>
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(within(dialog()).queryByRole('tab', { name: 'History' })).toBeNull();
  });
});
