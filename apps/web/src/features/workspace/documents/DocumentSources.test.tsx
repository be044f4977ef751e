import { MantineProvider } from '@mantine/core';
import type { DocumentSource, Investigation } from '@quarry/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDocument } from '../data/testDocument';
import { WorkspaceContext } from '../state/workspaceContext';
import { testWorkspace } from '../state/testWorkspace';
import { describeSource, DocumentSources } from './DocumentSources';

const fetchMock = vi.fn<typeof fetch>();
const investigation = {
  id: 3,
  investigationType: 'Topic',
  mine: true,
  can: { open: true, work: true, delete: true },
} as Investigation;
const source = (overrides: Partial<DocumentSource>): DocumentSource => ({
  mergeId: null,
  source: 'openalex',
  sourceId: 'W1',
  title: 'Biodiversity finance',
  doi: '10.2139/ssrn.1',
  url: null,
  journal: 'SSRN Electronic Journal',
  year: 2019,
  harvesterType: 'MICROSOFT',
  reason: null,
  mergedAt: null,
  ...overrides,
});
const sources = [
  source({}),
  source({
    mergeId: 9,
    source: 'crossref',
    doi: '10.5555/ee.1',
    journal: 'Ecological Economics',
    year: 2021,
    reason: 'similar record',
    mergedAt: '2024-01-01T00:00:00.000Z',
  }),
];

function renderSources(editable = true) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <WorkspaceContext.Provider value={testWorkspace({ investigation })}>
          <DocumentSources document={testDocument(7, { mergedSources: 1 })} editable={editable} />
        </WorkspaceContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe("a merged document's sources", () => {
  it('say how many records the document is made of, and list them only when asked', async () => {
    fetchMock.mockResolvedValue(Response.json({ sources }));
    renderSources();
    expect(screen.getByText('Merged from 2 sources')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    const toggle = screen.getByRole('button', { name: 'Show sources' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(await screen.findByText(/crossref · 2021 · Ecological Economics/)).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/investigations/topic/3/documents/7/sources');
    expect(screen.getByRole('button', { name: 'Hide sources' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('split a merged record with a button named after it', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/split') ? Response.json({ documentId: 12 }) : Response.json({ sources }),
    );
    renderSources();
    fireEvent.click(screen.getByRole('button', { name: 'Show sources' }));
    const split = await screen.findByRole('button', {
      name: 'Split "Biodiversity finance" back into a document of its own',
    });
    expect(screen.getAllByRole('button', { name: /^Split/ })).toHaveLength(1);
    fireEvent.click(split);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => String(url) === '/api/investigations/topic/3/documents/7/sources/9/split'),
      ).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/split'))!;
    expect(init?.method).toBe('POST');
  });

  it('offer no split to someone who may only read', async () => {
    fetchMock.mockResolvedValue(Response.json({ sources }));
    renderSources(false);
    fireEvent.click(screen.getByRole('button', { name: 'Show sources' }));
    await screen.findByText(/crossref/);
    expect(screen.queryByRole('button', { name: /^Split/ })).toBeNull();
  });

  it('are described by source, year, journal, DOI and why they were merged', () => {
    expect(describeSource(sources[0]!)).toBe(
      'openalex · 2019 · SSRN Electronic Journal · 10.2139/ssrn.1 · first record',
    );
    expect(describeSource(sources[1]!)).toBe(
      'crossref · 2021 · Ecological Economics · 10.5555/ee.1 · merged: near-equal title, authors, year and journal',
    );
  });
});
