import { MantineProvider } from '@mantine/core';
import { blankConfiguration, type Investigation, type WorkspaceDocument } from '@quarry/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { click } from '../../../test/click';
import type { DocumentPages } from '../data/documentPages';
import { testDocument } from '../data/testDocument';
import type { DocumentEdits } from '../data/useDocumentEdits';
import { workspaceDocumentsKey } from '../data/workspaceQueries';
import { testWorkspace } from '../state/testWorkspace';
import { WorkspaceContext } from '../state/workspaceContext';
import { DocumentItem, type ItemOptions } from './DocumentItem';
import { withJournalListing } from './journalListing';

const fetchMock = vi.fn<typeof fetch>();
const investigation = {
  id: 3,
  investigationType: 'FacultyWorks',
  mine: true,
  can: { open: true, work: true, delete: true },
} as unknown as Investigation;
const edits = {
  setRelevancy: vi.fn(),
  setStarred: vi.fn(),
  setNote: vi.fn(),
  touch: vi.fn(),
  changeLabels: vi.fn(),
} as unknown as DocumentEdits;

const cued = testDocument(7, {
  title: 'Soil carbon stocks',
  journal: 'Soil Letters',
  date: '2025-03-01',
  datePrecision: 'DayMonthYear',
  byTheResearchers: true,
  journalListing: 'WHITELIST',
  authors: [
    { id: 1, name: 'A. Ferreira', affiliations: [], compatible: true, inactive: false },
    { id: 2, name: 'Ana Ferreira', affiliations: [], compatible: true, inactive: true },
    { id: 3, name: 'Bo Li', affiliations: [], compatible: false, inactive: false },
  ],
});

const options = (facultyWorks: boolean, editable = true): ItemOptions => ({
  viewLevel: 1,
  edits,
  knownLabels: [],
  showLabels: true,
  topic: false,
  facultyWorks,
  editable,
  reviewable: editable,
  highlight: { searchTerms: true, entities: true },
});

function renderItem(document: WorkspaceDocument, itemOptions: ItemOptions, queryClient = new QueryClient()) {
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <WorkspaceContext.Provider value={testWorkspace({ investigation, apiType: 'person' })}>
          <DocumentItem document={document} markups={undefined} options={itemOptions} />
        </WorkspaceContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const pagesOf = (...documents: WorkspaceDocument[]): DocumentPages => ({
  pages: [{ documents }],
  pageParams: [null],
});

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe("a facultyWorks user's document", () => {
  it('carries the by-researchers label and each author’s cue in words', () => {
    renderItem(cued, options(true));
    expect(screen.getByTestId('by-researchers').textContent).toBe('By the researchers');
    expect(screen.getAllByTestId('author-cue').map((cue) => [cue.dataset.cue, cue.textContent])).toEqual([
      ['compatible', ' (compatible)'],
      ['inactive', ' (inactive)'],
    ]);
    cleanup();
    renderItem({ ...cued, byTheResearchers: false }, options(true));
    expect(screen.getByTestId('by-researchers').textContent).toBe('Not by the researchers');
    cleanup();
    renderItem({ ...cued, byTheResearchers: null }, options(true));
    expect(screen.queryByTestId('by-researchers')).toBeNull();
  });

  it('shows its journal coloured and named by its listing, apart from the other details', () => {
    renderItem(cued, options(true));
    const journal = screen.getByRole('button', { name: 'Journal Soil Letters: whitelisted. Change its colour' });
    expect(journal.textContent).toBe('Soil Letters (whitelisted)');
    expect(screen.getByTestId('document-details').textContent).toBe('Soil Letters (whitelisted) · 01 Mar 2025');
    cleanup();
    renderItem(cued, options(true, false));
    expect(screen.queryByRole('button', { name: /^Journal / })).toBeNull();
    expect(screen.getByTestId('document-journal').dataset.listing).toBe('WHITELIST');
  });

  it('cycles the journal’s colour through the bwjournal call, the loaded list taking it at once', async () => {
    const queryClient = new QueryClient();
    const other = testDocument(8, { journal: 'soil letters', journalListing: 'WHITELIST' });
    queryClient.setQueryData(workspaceDocumentsKey(3), pagesOf(cued, other));
    fetchMock.mockResolvedValue(Response.json(blankConfiguration()));
    renderItem(cued, options(true), queryClient);
    await click(screen.getByTestId('document-journal'));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'whitelisted' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await click(within(menu).getByRole('menuitem', { name: 'Next colour: not listed' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/investigations/3/configuration/bwjournal');
    expect(JSON.parse(String(init?.body))).toEqual({ journal: 'Soil Letters', list: 'NONE' });
    const cached = queryClient.getQueryData<DocumentPages>(workspaceDocumentsKey(3))!;
    expect(cached.pages[0]!.documents.map((document) => document.journalListing)).toEqual(['NONE', 'NONE']);
  });

  it('shows no cue, label or colour menu to other users', () => {
    renderItem(cued, options(false));
    expect(screen.queryByTestId('by-researchers')).toBeNull();
    expect(screen.queryByTestId('author-cue')).toBeNull();
    expect(screen.queryByTestId('document-journal')).toBeNull();
    expect(screen.getByTestId('document-details').textContent).toBe('Soil Letters · 01 Mar 2025');
  });
});

describe('withJournalListing', () => {
  it('relists every loaded document of the journal, whatever its case, and no other', () => {
    const pages = pagesOf(
      testDocument(1, { journal: 'Geoderma', journalListing: 'NONE' }),
      testDocument(2, { journal: ' GEODERMA ', journalListing: 'NONE' }),
      testDocument(3, { journal: 'Catena', journalListing: 'NONE' }),
      testDocument(4),
    );
    const relisted = withJournalListing(pages, 'geoderma', 'BLACKLIST')!;
    expect(relisted.pages[0]!.documents.map((document) => document.journalListing)).toEqual([
      'BLACKLIST',
      'BLACKLIST',
      'NONE',
      undefined,
    ]);
    expect(withJournalListing(undefined, 'Geoderma', 'NONE')).toBeUndefined();
  });
});
