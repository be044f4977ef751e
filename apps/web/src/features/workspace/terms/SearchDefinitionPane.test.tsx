import { MantineProvider } from '@mantine/core';
import type { About } from '@quarry/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aboutQuery } from '../../auth';
import { testInvestigation } from '../../investigations/testInvestigation';
import { workspaceTermsKey } from '../data/workspaceQueries';
import { WorkspaceContext } from '../state/workspaceContext';
import { SearchDefinitionPane } from './SearchDefinitionPane';
import { TermsProvider } from './TermsProvider';
import { testTerms } from './testTerms';
import { testWorkspace } from '../state/testWorkspace';
import { click } from '../../../test/click';
import { stubApi } from '../../../test/stubApi';

const fetchMock = stubApi().fetch;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

function renderPane(showPredefinedTermGroups = true) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(aboutQuery.queryKey, { showPredefinedTermGroups } as About);
  queryClient.setQueryData(workspaceTermsKey(5), testTerms());
  const workspace = testWorkspace({ investigation: testInvestigation({ id: 5 }) });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <WorkspaceContext.Provider value={workspace}>
          <TermsProvider>
            <SearchDefinitionPane />
          </TermsProvider>
        </WorkspaceContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the Search Definition pane', () => {
  it('lists the groups in order with their terms and modifiers, and remembers a collapsed group', async () => {
    renderPane();
    const groups = screen.getAllByTestId('term-group');
    expect(groups.map((group) => group.getAttribute('data-group-name'))).toEqual(['Search Terms', 'Places']);
    const terms = within(groups[0]!).getAllByTestId('term');
    expect(terms.map((term) => [term.getAttribute('data-term'), term.getAttribute('data-modifier')])).toEqual([
      ['soil', 'Regular'],
      ['carbon', 'Boost'],
    ]);
    expect(within(terms[1]!).getByTestId('term-modifier').textContent).toBe('Boost');

    await click(screen.getByRole('button', { name: 'Collapse Places' }));
    expect(within(groups[1]!).queryAllByTestId('term')).toEqual([]);
    cleanup();
    renderPane();
    expect(screen.getByRole('button', { name: 'Expand Places' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('offers the modifiers with the active one ticked, and calls the server with the chosen one', async () => {
    renderPane();
    fetchMock.mockReturnValue(new Promise(() => undefined));
    await click(screen.getByRole('button', { name: 'carbon (Boost)' }));
    const items = screen.getAllByRole('menuitemcheckbox');
    expect(items.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['Regular', 'false'],
      ['Mandatory', 'false'],
      ['Boost', 'true'],
      ['Penalty', 'false'],
      ['Exclude', 'false'],
    ]);
    expect(screen.getByRole('menuitem', { name: 'Move to Group' })).toBeTruthy();
    await click(screen.getByRole('menuitemcheckbox', { name: 'Exclude' }));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/investigations/topic/5/terms/modify');
    expect(screen.getByRole('button', { name: 'carbon (Exclude)' })).toBeTruthy();
  });

  it('has the pane menu, with predefined groups only when the flag is on', async () => {
    renderPane(false);
    await click(screen.getByRole('button', { name: 'Search definition menu' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Add Multiple Terms',
      'Create Term Group',
    ]);
    cleanup();
    renderPane(true);
    await click(screen.getByRole('button', { name: 'Search definition menu' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Add Multiple Terms',
      'Create Term Group',
      'Add Predefined Term Groups',
    ]);
  });

  it('opens the add-term menu on Enter only for a new term', async () => {
    renderPane();
    const input = screen.getByRole('combobox', { name: 'Add a term' });
    fireEvent.change(input, { target: { value: ' SOIL ' } });
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect(screen.queryByTestId('add-term-menu')).toBeNull();
    fireEvent.change(input, { target: { value: 'wine' } });
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    const menu = screen.getByTestId('add-term-menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Search Terms', 'Places', 'New Group']);
    expect(within(menu).getByRole('menuitemradio', { name: 'Regular' }).getAttribute('aria-checked')).toBe('true');
  });
});
