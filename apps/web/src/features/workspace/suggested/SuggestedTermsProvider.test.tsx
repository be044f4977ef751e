import { MantineProvider } from '@mantine/core';
import type { SuggestedTerm, TermsState } from '@quarry/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testInvestigation } from '../../investigations/testInvestigation';
import { countVote } from '../data/votes';
import { workspaceTermsKey } from '../data/workspaceQueries';
import { defaultSpec } from '../state/filterSpec';
import { WorkspaceContext } from '../state/workspaceContext';
import { TermsProvider } from '../terms';
import { testTerms } from '../terms/testTerms';
import { SuggestedTermsPane } from './SuggestedTermsPane';
import { SuggestedTermsProvider } from './SuggestedTermsProvider';
import { testWorkspace } from '../state/testWorkspace';
import { click } from '../../../test/click';
import { stubApi } from '../../../test/stubApi';

const api = stubApi();
const fetchMock = api.fetch;

const suggestion = (term: string): SuggestedTerm => ({ term, selected: false, group: null, modifier: 'Regular' });

/** The server: suggestions echo the selected ones first; term calls answer `terms` (changed by the test). */
function serve(terms: TermsState) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/next-suggested-terms')) {
      const body = JSON.parse(String(init?.body)) as { selectedSuggestedTerms: SuggestedTerm[] };
      const fresh = ['cover crops', 'tillage', 'lysimeter'].map(suggestion);
      return Response.json([
        ...body.selectedSuggestedTerms,
        ...fresh.filter((s) => !body.selectedSuggestedTerms.some((selected) => selected.term === s.term)),
      ]);
    }
    return Response.json(terms);
  });
}

const calls = (suffix: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(suffix))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

function renderPane() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(workspaceTermsKey(5), testTerms());
  const workspace = testWorkspace({ investigation: testInvestigation({ id: 5, mine: true }) });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <WorkspaceContext.Provider value={workspace}>
          <TermsProvider>
            <SuggestedTermsProvider>
              <SuggestedTermsPane />
            </SuggestedTermsProvider>
          </TermsProvider>
        </WorkspaceContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return queryClient;
}

const shown = () => screen.queryAllByTestId('suggested-term').map((chip) => chip.getAttribute('data-term'));
describe('the suggested-terms pane', () => {
  it('asks on open with the filter, again a second after a vote, and tells the server a rejection', async () => {
    serve(testTerms());
    const queryClient = renderPane();
    await waitFor(() => expect(shown()).toEqual(['cover crops', 'tillage', 'lysimeter']));
    expect(calls('/next-suggested-terms')).toEqual([
      { spec: defaultSpec(true), selectedSuggestedTerms: [], rejectedSuggestedTerms: [] },
    ]);

    act(() => countVote(queryClient, 5));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls('/next-suggested-terms')).toHaveLength(1);
    await waitFor(() => expect(calls('/next-suggested-terms')).toHaveLength(2), { timeout: 2000 });

    await click(screen.getByRole('button', { name: 'Reject tillage' }));
    expect(shown()).toEqual(['cover crops', 'lysimeter']);
    await waitFor(() => expect(calls('/next-suggested-terms')).toHaveLength(3), { timeout: 2000 });
    expect(calls('/next-suggested-terms')[2]!.rejectedSuggestedTerms).toEqual(['tillage']);
    // This server keeps suggesting it (it forgets): it stays out all the same.
    expect(shown()).toEqual(['cover crops', 'lysimeter']);
  });

  it('Add Selected Terms adds the selected ones with their modifier, then asks for the next', async () => {
    const after = testTerms();
    after.terms.push({ term: 'cover crops', modifier: 'Boost', groupId: 1, selected: true });
    serve(after);
    renderPane();
    await waitFor(() => expect(shown()).toContain('cover crops'));
    const add = screen.getByRole('button', { name: 'Add Selected Terms' });
    expect(add).toHaveProperty('disabled', true);

    await click(screen.getByRole('button', { name: 'cover crops' }));
    expect(screen.getAllByTestId('suggested-term')[0]!.getAttribute('data-selected')).toBe('true');
    await click(screen.getByRole('button', { name: 'Options of cover crops' }));
    await click(await screen.findByRole('menuitemcheckbox', { name: 'Boost' }));
    expect(screen.getAllByTestId('suggested-term')[0]!.getAttribute('data-modifier')).toBe('Boost');

    await click(add);
    await waitFor(() => expect(calls('/next-suggested-terms')).toHaveLength(2));
    expect(calls('/terms/batch')).toEqual([{ terms: ['cover crops'] }]);
    expect(calls('/terms/modify')).toEqual([{ term: 'cover crops', modifier: 'Boost' }]);
    expect(calls('/next-suggested-terms')[1]!.selectedSuggestedTerms).toEqual([]);
    // Tracked now, it is suggested no more.
    await waitFor(() => expect(shown()).toEqual(['tillage', 'lysimeter']));
  });
});
