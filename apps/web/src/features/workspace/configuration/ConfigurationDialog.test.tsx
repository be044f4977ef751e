import { MantineProvider } from '@mantine/core';
import {
  type About,
  type Configuration,
  type User,
  blankConfiguration,
  configurationMessages,
  mergeTopsStatuses,
} from '@quarry/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../api';
import { aboutQuery } from '../../auth';
import { testInvestigation } from '../../investigations/testInvestigation';
import { workspaceDocumentsKey } from '../data/workspaceQueries';
import { WorkspaceContext } from '../state/workspaceContext';
import { ConfigurationDialog } from './ConfigurationDialog';
import { testWorkspace } from '../state/testWorkspace';

const fetchMock = vi.fn<typeof fetch>();
const showErrorDialog = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ showErrorDialog });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  showErrorDialog.mockReset();
});

const stored = (kind: 'topic' | 'person' = 'topic'): Configuration => {
  const blank = blankConfiguration();
  return {
    ...blank,
    searchDefinition: { ...blank.searchDefinition, webHarvestFromSites: ['example.org'] },
    topsStatuses: mergeTopsStatuses(kind, [], []),
  };
};

interface Setup {
  type?: 'Topic' | 'Person';
  user?: Partial<User>;
  about?: Partial<About>;
  /** The answer of the save call. */
  saveAnswer?: () => Promise<Response>;
}

function renderDialog({ type = 'Topic', user = {}, about = {}, saveAnswer }: Setup = {}) {
  const kind = type === 'Topic' ? 'topic' : 'person';
  fetchMock.mockImplementation(async (_url, init) => {
    // Doc 2 §7: a save answers nothing (or the error message).
    if (init?.method === 'POST') return saveAnswer ? saveAnswer() : new Response(null, { status: 204 });
    return Response.json(stored(kind));
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(aboutQuery.queryKey, {
    showTranslations: false,
    showHebrewTutorials: false,
    ...about,
  } as About);
  const workspace = testWorkspace({
    investigation: testInvestigation({ id: 7, investigationType: type, investigationSubType: type }),
    apiType: kind,
    topic: type === 'Topic',
    user: { omnipotent: false, facultyWorks: false, omnisol: false, ...user } as User,
  });
  const onClose = vi.fn();
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <WorkspaceContext.Provider value={workspace}>
          <ConfigurationDialog onClose={onClose} />
        </WorkspaceContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onClose, queryClient };
}

const pageNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const openPage = (name: string) => act(async () => fireEvent.click(screen.getByRole('tab', { name })));
const saveButton = () => screen.getByRole('button', { name: /^(Save|Saving\.\.\.)$/ });
const issues = () => (screen.queryByTestId('configuration-issues')?.querySelectorAll('li') ?? []).length;

describe('the configuration dialog', () => {
  it('shows the Topic pages, Languages only with the translations flag, and the Person pages', async () => {
    renderDialog();
    await screen.findByRole('tab', { name: 'Search Settings' });
    expect(pageNames()).toEqual(['Search Settings', 'Web Page Search', 'Institutes Search', 'Filters', 'Dictionaries']);
    cleanup();
    renderDialog({ about: { showTranslations: true } });
    await screen.findByRole('tab', { name: 'Languages' });
    cleanup();
    renderDialog({ type: 'Person', user: { omnipotent: true } });
    await screen.findByRole('tab', { name: 'Search Settings' });
    expect(pageNames()).toEqual(['Search Settings', 'Filters', 'Dictionaries', 'Researchers', 'Performance']);
  });

  it('shows the override fields only to omnipotent users', async () => {
    renderDialog();
    await screen.findByLabelText('Include Web Pages');
    expect(screen.queryByLabelText('Max results per web harvest')).toBeNull();
    cleanup();
    renderDialog({ user: { omnipotent: true } });
    const field = await screen.findByLabelText('Max results per web harvest');
    expect(field).toHaveProperty('disabled', true);
    await act(async () => fireEvent.click(screen.getByLabelText('Override the default max results per web harvest')));
    expect(field).toHaveProperty('disabled', false);
    await act(async () => fireEvent.change(field, { target: { value: '0' } }));
    expect(screen.getByTestId('configuration-issues').textContent).toContain(configurationMessages.webMaxResults);
    expect(saveButton()).toHaveProperty('disabled', true);
  });

  it('disables the sites field without web pages, and tells live when both sources are excluded', async () => {
    renderDialog();
    await screen.findByLabelText('Include Web Pages');
    await act(async () => fireEvent.click(screen.getByLabelText('Include Web Pages')));
    await act(async () => fireEvent.click(screen.getByLabelText('Include Articles')));
    expect(screen.getByTestId('configuration-issues').textContent).toBe(
      'Web page and articles must not be excluded together.',
    );
    expect(saveButton()).toHaveProperty('disabled', true);
    await openPage('Web Page Search');
    expect(screen.getByLabelText('Harvest web pages from these sites')).toHaveProperty('disabled', true);
    await openPage('Institutes Search');
    expect(screen.getByLabelText('Harvest articles from these institutes')).toHaveProperty('disabled', true);
    await openPage('Search Settings');
    await act(async () => fireEvent.click(screen.getByLabelText('Include Articles')));
    expect(issues()).toBe(0);
    expect(saveButton()).toHaveProperty('disabled', false);
  });

  it('shows Saving while it saves, then the server rejection inside the dialog, which stays open', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { onClose } = renderDialog({ saveAnswer: () => new Promise((resolve) => (answer = resolve)) });
    await screen.findByLabelText('Include Web Pages');
    await act(async () => fireEvent.click(saveButton()));
    expect(saveButton().textContent).toBe('Saving...');
    expect(saveButton()).toHaveProperty('disabled', true);
    await act(async () => answer(new Response('The server says no.', { status: 400 })));
    await screen.findByTestId('configuration-failure');
    expect(screen.getByTestId('configuration-failure').textContent).toBe('The server says no.');
    expect(saveButton().textContent).toBe('Save');
    expect(onClose).not.toHaveBeenCalled();
    expect(showErrorDialog).not.toHaveBeenCalled();
  });

  it('saves, reads the stored configuration again, closes, and reloads the results only when the enabled filters changed', async () => {
    const first = renderDialog();
    const firstReset = vi.spyOn(first.queryClient, 'resetQueries');
    await screen.findByLabelText('Include Web Pages');
    const methods = () => fetchMock.mock.calls.map(([, init]) => init?.method ?? 'GET');
    expect(methods()).toEqual(['GET']);
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() => expect(first.onClose).toHaveBeenCalled());
    // The answer is empty: what was stored (new dictionaries' ids) comes from a second GET.
    expect(methods()).toEqual(['GET', 'POST', 'GET']);
    expect(firstReset).not.toHaveBeenCalled();
    cleanup();

    const second = renderDialog();
    const reset = vi.spyOn(second.queryClient, 'resetQueries');
    await screen.findByLabelText('Include Web Pages');
    await openPage('Filters');
    await act(async () => fireEvent.click(screen.getByLabelText('Journals')));
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() => expect(second.onClose).toHaveBeenCalled());
    expect(reset).toHaveBeenCalledWith({ queryKey: workspaceDocumentsKey(7) });
    const post = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').at(-1)!;
    const body = JSON.parse(String(post[1]!.body)) as Configuration;
    expect(body.topsStatuses.find((s) => s.id === 'predefined.Journals')?.enabled).toBe(false);
  });

  it('adds, renames and deletes dictionaries, their filters following', async () => {
    renderDialog();
    await screen.findByLabelText('Include Web Pages');
    await openPage('Dictionaries');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add Dictionary' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add Dictionary' })));
    const names = screen.getAllByLabelText('Dictionary name') as HTMLInputElement[];
    expect(names.map((input) => input.value)).toEqual(['New Dictionary', 'New Dictionary 1']);
    await act(async () => fireEvent.change(names[0]!, { target: { value: 'Crops' } }));
    await act(async () => fireEvent.change(names[1]!, { target: { value: 'crops' } }));
    expect(screen.getByTestId('configuration-issues').textContent).toBe(
      'There is more than one dictionary named Crops.',
    );
    const second = screen.getAllByTestId('dictionary')[1]!;
    await act(async () => fireEvent.click(within(second).getByRole('button', { name: 'Delete the dictionary crops' })));
    expect(issues()).toBe(0);
    await openPage('Filters');
    expect(screen.getByLabelText('Crops')).toHaveProperty('checked', true);
  });
});
