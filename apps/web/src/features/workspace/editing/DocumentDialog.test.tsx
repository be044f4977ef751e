import { MantineProvider } from '@mantine/core';
import { documentMessages, type User, type WorkspaceDocument } from '@quarry/contract';
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

const stored = testDocument(42, {
  type: 'Book',
  title: 'Soil carbon',
  url: 'https://example.org/soil',
  date: '2021-03-09',
  datePrecision: 'DayMonthYear',
  authors: [{ id: 1, name: 'Marta Puig i Serra', affiliations: ['CREAF'] }],
});

function renderDialog(document?: WorkspaceDocument, answer: () => Response = () => Response.json(stored)) {
  fetchMock.mockImplementation(async () => answer());
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const workspace = testWorkspace({
    investigation: testInvestigation({ id: 7 }),
    user: { omnipotent: true, facultyWorks: false, omnisol: true } as User,
  });
  const onClose = vi.fn();
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <WorkspaceContext.Provider value={workspace}>
          <DocumentDialog document={document} onClose={onClose} />
        </WorkspaceContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onClose };
}

const dialog = () => screen.getByRole('dialog');
const openPage = (name: string) => act(async () => fireEvent.click(within(dialog()).getByRole('tab', { name })));
/** A field by the start of its label (a required one ends with an asterisk). */
const field = (label: string) => within(dialog()).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const type = (label: string, value: string) => act(async () => fireEvent.change(field(label), { target: { value } }));
const saveButton = () => within(dialog()).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const save = () => act(async () => fireEvent.click(saveButton()));
const shownTimes = (message: string) => within(dialog()).queryAllByText(message, { exact: true }).length;
const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => init?.method === method);

// The dialog has seven pages of fields: rendering and typing in jsdom takes seconds on a busy machine.
describe('the Document dialog', { timeout: 30_000 }, () => {
  it('creates: the pages, then every message of doc 2 §5 once as the user types, Save disabled', async () => {
    renderDialog();
    expect(
      within(dialog())
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Document Type', 'Details', 'Authors', 'Authors in Bulk', 'Cover Image', 'Abstract Image', 'Debug']);
    expect((within(dialog()).getByLabelText('Article') as HTMLInputElement).checked).toBe(true);
    expect(shownTimes(documentMessages.titleRequired)).toBe(1);
    expect(shownTimes(documentMessages.websiteUrlRequired)).toBe(1);
    expect(saveButton().disabled).toBe(true);

    await openPage('Details');
    await type('Title', 'Cover crops');
    expect(shownTimes(documentMessages.titleRequired)).toBe(0);
    await type('Website URL', 'example.org/chapter');
    expect(shownTimes(documentMessages.websiteUrlPattern)).toBe(1);
    await type('Full text URL', 'paper.pdf');
    expect(shownTimes(documentMessages.fullTextUrlPattern)).toBe(1);
    await type('Date', '2021-02-30');
    expect(shownTimes(documentMessages.invalidDate)).toBe(1);
    await act(async () => fireEvent.click(within(dialog()).getByRole('combobox', { name: 'Publication type' })));
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Custom...' })));
    expect(shownTimes(documentMessages.customPublicationType)).toBe(1);

    await openPage('Authors');
    await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Add Author' })));
    expect(shownTimes(documentMessages.emptyAuthorName)).toBe(1);
    await type('Name', 'Ada Lovelace');
    expect(shownTimes(documentMessages.emptyAuthorName)).toBe(0);
    await openPage('Authors in Bulk');
    await type('Authors, one per line', 'Alan Turing');
    expect(shownTimes(documentMessages.bulkAuthorsPrecaution)).toBe(1);
    expect(saveButton().disabled).toBe(true);
    await save();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("creates with the filled fields; a 201's Location is the new document, and the dialog closes", async () => {
    const { onClose } = renderDialog(
      undefined,
      () => new Response(null, { status: 201, headers: { Location: '/api/investigations/topic/7/documents/43' } }),
    );
    await act(async () => fireEvent.click(within(dialog()).getByLabelText('Book Chapter')));
    await openPage('Details');
    await type('Title', 'Cover crops');
    await type('Website URL', 'https://example.org/chapter');
    await type('Date', '2021');
    expect(saveButton().disabled).toBe(false);
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [[url, init]] = calls('POST') as [[string, RequestInit]];
    expect(url).toBe('/api/investigations/topic/7/documents');
    expect(JSON.parse(String(init.body))).toEqual({
      documentType: 'Book Chapter',
      overwrites: { title: 'Cover crops', url: 'https://example.org/chapter', date: '2021' },
    });
  });

  it("says 'Failed to create document' on any other answer than 201, and stays open", async () => {
    for (const answer of [() => Response.json(stored), () => new Response('Please enter a title', { status: 400 })]) {
      const { onClose } = renderDialog(undefined, answer);
      await openPage('Details');
      await type('Title', 'Cover crops');
      await type('Website URL', 'https://example.org/chapter');
      await save();
      await within(dialog()).findByText(documentMessages.createFailed);
      expect(onClose).not.toHaveBeenCalled();
      expect(showErrorDialog).not.toHaveBeenCalled();
      cleanup();
    }
  });

  it('edits: no Document Type page, the changed fields only, and no call when nothing changed', async () => {
    const first = renderDialog(stored);
    expect(within(dialog()).queryByRole('tab', { name: 'Document Type' })).toBeNull();
    expect(field('Date').value).toBe('2021-03-09');
    await save();
    await waitFor(() => expect(first.onClose).toHaveBeenCalled());
    expect(fetchMock).not.toHaveBeenCalled();
    cleanup();

    const second = renderDialog(stored);
    await type('Date', '2021');
    await type('Journal', 'Geoderma');
    await save();
    await waitFor(() => expect(second.onClose).toHaveBeenCalled());
    const [[url, init]] = calls('PATCH') as [[string, RequestInit]];
    expect(url).toBe('/api/investigations/topic/7/documents/42');
    expect(JSON.parse(String(init.body))).toEqual({ date: '2021', journal: 'Geoderma' });
  });

  it("shows the debug page's JSON of the document", async () => {
    renderDialog(stored);
    await openPage('Debug');
    expect(JSON.parse(within(dialog()).getByTestId('document-debug').textContent ?? '')).toEqual(stored);
  });
});
