import { MantineProvider } from '@mantine/core';
import type { PersonSummary } from '@quarry/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../api';
import { testInvestigation } from '../../investigations/testInvestigation';
import { workspaceGraphsKey } from '../data/workspaceQueries';
import { WorkspaceContext } from '../state/workspaceContext';
import { testWorkspace } from '../state/testWorkspace';
import { EditAuthorDialog } from './EditAuthorDialog';
import { personText } from './personLabels';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ showErrorDialog: vi.fn() });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const summary: PersonSummary = {
  personName: 'Jean-Luc Moreau',
  terms: [],
  recentAffiliations: [],
  bibliographicDetails: { articles: 1, authors: 0, bookChapters: 0, books: 0, patents: 0 },
  documents: [],
  aliasNames: [],
  manuallyMerged: false,
  universityProfileUrl: null,
  lastReviewTime: null,
};

describe('Edit Author Details', () => {
  it('has an open graph drawn again after a rename (its nodes carry the name)', async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({ id: 3, name: 'J.-L. Moreau', universityProfileUrl: null, authorImageId: null }),
    );
    const queryClient = new QueryClient();
    const graphKey = [...workspaceGraphsKey(7), 'author'];
    queryClient.setQueryData(graphKey, { nodes: [] });
    const onClose = vi.fn();
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <WorkspaceContext.Provider value={testWorkspace({ investigation: testInvestigation({ id: 7 }) })}>
            <EditAuthorDialog personId={3} summary={summary} onClose={onClose} />
          </WorkspaceContext.Provider>
        </QueryClientProvider>
      </MantineProvider>,
    );
    fireEvent.change(screen.getByLabelText(new RegExp(personText.nameField)), { target: { value: 'J.-L. Moreau' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(queryClient.getQueryState(graphKey)?.isInvalidated).toBe(true);
  });
});
