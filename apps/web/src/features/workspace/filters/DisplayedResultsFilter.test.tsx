import { MantineProvider } from '@mantine/core';
import type { InvestigationData } from '@quarry/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sentBody, stubApi } from '../../../test/stubApi';
import { useWorkspaceDocuments } from '../data/useWorkspaceDocuments';
import { WorkspaceContext } from '../state/workspaceContext';
import { testWorkspace } from '../state/testWorkspace';
import { DisplayedResultsFilter } from './DisplayedResultsFilter';

const api = stubApi();
afterEach(cleanup);

const noDocuments: InvestigationData = {
  availableDocumentIds: [],
  dateHistogram: [],
  documents: [],
  documentCounts: { totalDocumentCount: 0, relevantDocumentCount: 0 },
  tops: [],
  persons: [],
  labels: [],
  terms: { active: [], suggested: [] },
};

/** Loads the workspace's documents as the list does: each spec the filter sets is asked of the server. */
function DocumentsLoader() {
  useWorkspaceDocuments();
  return null;
}

function renderFilter() {
  api.fetch.mockImplementation(async () => Response.json(noDocuments));
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <WorkspaceContext.Provider value={testWorkspace()}>
          <DisplayedResultsFilter />
          <DocumentsLoader />
        </WorkspaceContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const displayed = () => screen.getAllByRole('button').map((button) => button.textContent);
const dataCalls = () =>
  api.fetch.mock.calls.flatMap(([url], call) => (String(url).includes('/data') ? [sentBody(api.fetch, call)] : []));

describe('Displayed Results', () => {
  it("offers Unscreened after the spec's values", () => {
    renderFilter();
    expect(displayed()).toEqual(['All', 'Unread', 'Starred / Annotated / Labeled', 'Liked', 'Disliked', 'Unscreened']);
  });

  it('asks the server for the unscreened documents when Unscreened is chosen, and for all when it is chosen again', async () => {
    renderFilter();
    await waitFor(() => expect(dataCalls()).toHaveLength(1));
    expect(dataCalls()[0]).toMatchObject({ displayedResultsStatus: 'All' });
    const unscreened = screen.getByRole('button', { name: 'Unscreened' });
    fireEvent.click(unscreened);
    await waitFor(() => expect(dataCalls()).toHaveLength(2));
    expect(dataCalls()[1]).toMatchObject({ displayedResultsStatus: 'Unscreened' });
    expect(unscreened.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(unscreened);
    await waitFor(() => expect(unscreened.getAttribute('aria-pressed')).toBe('false'));
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
  });
});
