import { MantineProvider } from '@mantine/core';
import type { About, Observation } from '@quarry/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aboutQuery } from '../auth';
import { testInvestigation } from '../investigations/testInvestigation';
import { WorkspaceContext } from '../workspace/state/workspaceContext';
import { testWorkspace } from '../workspace/state/testWorkspace';
import { InsightView } from './InsightView';

const fetchMock = vi.fn<typeof fetch>();
const summary = {
  personName: 'Ada Lovelace',
  terms: [],
  recentAffiliations: [],
  bibliographicDetails: { articles: 4, authors: 2, bookChapters: 1, books: 1, patents: 0 },
  documents: [],
  aliasNames: [],
  manuallyMerged: false,
  universityProfileUrl: null,
  lastReviewTime: null,
};
const insight = (fields: Partial<Observation>): Observation => ({
  id: 5,
  title: 'A key author',
  observation: '',
  type: 'Person',
  referencedObject: '42',
  referencedEntity: 'Ada Lovelace',
  imageId: null,
  imageTimestamp: null,
  time: '2026-01-01T00:00:00Z',
  section: null,
  ordinal: 0,
  observationTitle: null,
  ...fields,
});

function renderInsight(shown: Observation, viewMode: 0 | 1) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(aboutQuery.queryKey, { showTimeline: false, reportEnabled: true } as About);
  render(
    <MemoryRouter>
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <WorkspaceContext.Provider value={testWorkspace({ investigation: testInvestigation({ id: 3 }) })}>
            <InsightView insight={shown} viewMode={viewMode} editable onEdit={vi.fn()} onDelete={vi.fn()} />
          </WorkspaceContext.Provider>
        </QueryClientProvider>
      </MantineProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => Response.json(summary));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe("a Person insight's preview (doc 2 §2)", () => {
  it("shows the author's summary in All Details, without Full Profile", async () => {
    renderInsight(insight({}), 1);
    const region = await screen.findByRole('region', { name: 'Author summary: Ada Lovelace' });
    await screen.findByTestId('author-counts', {}, { timeout: 4000 });
    expect(region.dataset.placement).toBe('insight');
    expect(screen.queryByRole('link', { name: 'Full Profile' })).toBeNull();
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(
      /\/person-summary\/42\?personName=Ada\+Lovelace&termsCount=25$/,
    );
  });

  it('shows no summary with Titles only, nor for other insights', () => {
    renderInsight(insight({}), 0);
    expect(screen.queryByTestId('author-summary')).toBeNull();
    cleanup();
    renderInsight(insight({ type: 'Document', referencedObject: '7' }), 1);
    expect(screen.queryByTestId('author-summary')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
