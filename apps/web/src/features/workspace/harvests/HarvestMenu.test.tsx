import { MantineProvider } from '@mantine/core';
import { harvestMessages, type Investigation } from '@quarry/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testInvestigation } from '../../investigations/testInvestigation';
import { WorkspaceContext, type Workspace } from '../state/workspaceContext';
import { HarvestMenu } from './HarvestMenu';
import { HARVEST_START_GRACE_MS, nextWatch } from './useHarvestProgress';
import { testWorkspace } from '../state/testWorkspace';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const ready = (overrides: Partial<Investigation> = {}) =>
  testInvestigation({ id: 7, status: 'READY', totalDocuments: 5, ...overrides });

function renderMenu(investigation = ready(), apiType: Workspace['apiType'] = 'topic') {
  const workspace = testWorkspace({ investigation, apiType });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <WorkspaceContext.Provider value={workspace}>
          <HarvestMenu />
        </WorkspaceContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const act_ = (run: () => void) =>
  act(async () => {
    run();
  });

async function openDialog(item: string) {
  await act_(() => fireEvent.click(screen.getByRole('button', { name: 'Harvest' })));
  await act_(() => fireEvent.click(screen.getByRole('menuitem', { name: item })));
  return screen.getByRole('dialog');
}

const field = () => screen.getByRole('textbox');
const type = (text: string) => act_(() => fireEvent.change(field(), { target: { value: text } }));
const submit = () =>
  act_(() => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Harvest' })));
const errorText = () => screen.queryByTestId('harvest-error')?.textContent ?? null;
/** The POSTs made (the harvest calls), as [url, body]; GETs are the progress polls. */
const sent = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [url, JSON.parse(String(init?.body)) as unknown]);
/** The server accepts every harvest; the polls see the investigation processing. */
const accepted = () =>
  fetchMock.mockImplementation((_url, init) =>
    Promise.resolve(
      new Response(JSON.stringify(init?.method === 'POST' ? { jobId: 3 } : ready({ status: 'PROCESSING' })), {
        status: 200,
      }),
    ),
  );

describe('the Harvest menu', () => {
  it('offers the one-time, DOI and author enrichment harvests in the user’s own investigation', async () => {
    renderMenu();
    await act_(() => fireEvent.click(screen.getByRole('button', { name: 'Harvest' })));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'One-Time Harvest',
      'One-Time Harvest By DOIs',
      'Author Enrichment Harvest',
    ]);
  });

  it('is disabled in another user’s investigation', () => {
    renderMenu(ready({ mine: false, can: { open: true, screen: false, work: false, share: false, delete: false } }));
    expect((screen.getByRole('button', { name: 'Harvest' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the progress badge while the investigation is processing', () => {
    renderMenu(ready({ status: 'PROCESSING' }));
    expect(screen.getByTestId('harvest-progress').textContent).toBe('Harvesting…');
  });
});

describe('the One-Time Harvest dialog', () => {
  it('focuses the field and shows the live hint of terms, pages and search pages', async () => {
    renderMenu();
    const dialog = await openDialog('One-Time Harvest');
    expect(dialog.textContent).toContain('search terms or URLs, one per line');
    expect(document.activeElement).toBe(field());
    expect(screen.getByTestId('harvest-hint').textContent).toBe(
      '0 terms; 0 pages; 0 search pages, of which all results are to be harvested',
    );
    await type('soil\nhttp://example.org/a\n\n soil \nhttps://www.google.com/search?q=x');
    expect(screen.getByTestId('harvest-hint').textContent).toBe(
      '1 terms; 1 pages; 1 search pages, of which all results are to be harvested',
    );
    expect(errorText()).toBeNull();
  });

  it('refuses an empty text and more than 20 terms with the rule’s message, sending nothing', async () => {
    renderMenu();
    await openDialog('One-Time Harvest');
    await submit();
    expect(errorText()).toBe(harvestMessages.emptySearch);
    await type(Array.from({ length: 21 }, (_, index) => `term ${index}`).join('\n'));
    expect(errorText()).toBe(harvestMessages.tooManyTerms);
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('sends the lines (trimmed, no blanks or repeats), closes and starts watching the harvest', async () => {
    accepted();
    renderMenu();
    await openDialog('One-Time Harvest');
    await type(' soil \n\nsoil\nhttp://example.org/a');
    await submit();
    expect(sent()[0]).toEqual([
      '/api/investigations/topic/7/harvest/topic',
      { searchString: 'soil\nhttp://example.org/a' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('harvest-progress').textContent).toBe('Harvesting…');
  });

  it('submits with Ctrl+Enter', async () => {
    accepted();
    renderMenu();
    await openDialog('One-Time Harvest');
    await type('soil');
    await act_(() => fireEvent.keyDown(field(), { key: 'Enter', ctrlKey: true }));
    expect(sent()[0]?.[1]).toEqual({ searchString: 'soil' });
  });

  it('closes with Esc, sending nothing', async () => {
    renderMenu();
    await openDialog('One-Time Harvest');
    await type('soil');
    await act_(() => fireEvent.keyDown(field(), { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal inside the dialog, which stays open', async () => {
    fetchMock.mockResolvedValue(new Response('Not a URL: soil', { status: 400 }));
    renderMenu();
    await openDialog('One-Time Harvest');
    await type('soil');
    await submit();
    expect(screen.getByTestId('harvest-refusal').textContent).toBe('Not a URL: soil');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('the DOI and enrichment dialogs', () => {
  it('checks a DOI list: empty, broken JSON; sends a JSON list or lines', async () => {
    accepted();
    renderMenu();
    await openDialog('One-Time Harvest By DOIs');
    await submit();
    expect(errorText()).toBe(harvestMessages.emptyDois);
    await type('[oops');
    expect(errorText()).toBe(harvestMessages.invalidDoiJson);
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    await type('["10.5555/a", "10.5555/b"]');
    await submit();
    expect(sent()[0]).toEqual([
      '/api/investigations/topic/7/harvest/by-doi-list',
      { doiList: ['10.5555/a', '10.5555/b'] },
    ]);
  });

  it('asks for an author name and sends the names with the date range (1 Year Back by default)', async () => {
    accepted();
    renderMenu(ready({ investigationType: 'Person' }), 'person');
    await openDialog('Author Enrichment Harvest');
    const range = screen.getByRole('combobox', { name: 'Date range' }) as HTMLSelectElement;
    expect([...range.options].map((option) => [option.value, option.textContent])).toEqual([
      ['All', 'Any'],
      ['LastYear', '1 Year Back'],
      ['Last5Years', 'Last 5 Years'],
    ]);
    expect(range.value).toBe('LastYear');
    await submit();
    expect(errorText()).toBe(harvestMessages.emptyAuthor);
    await type('Marta Puig i Serra\nJean-Luc Moreau');
    await act_(() => fireEvent.change(range, { target: { value: 'Last5Years' } }));
    await submit();
    expect(sent()[0]).toEqual([
      '/api/investigations/person/7/harvest/person',
      { searchStrings: ['Marta Puig i Serra', 'Jean-Luc Moreau'], searchType: 'Last5Years' },
    ]);
  });
});

describe('watching a harvest', () => {
  const watch = { since: 1000, total: 5, seenRunning: false };
  it('lasts while the investigation is processing and ends when it is no longer', () => {
    const running = nextWatch(watch, { status: 'PROCESSING', totalDocuments: 5 }, 2000);
    expect(running).toEqual({ ...watch, seenRunning: true });
    expect(nextWatch(running, { status: 'READY', totalDocuments: 6 }, 3000)).toBeNull();
  });

  it('waits for the job to start, ends at once when the count changed, or after the grace time', () => {
    expect(nextWatch(watch, { status: 'READY', totalDocuments: 5 }, 2000)).toBe(watch);
    expect(nextWatch(watch, { status: 'READY', totalDocuments: 8 }, 2000)).toBeNull();
    expect(nextWatch(watch, { status: 'READY', totalDocuments: 5 }, 1001 + HARVEST_START_GRACE_MS)).toBeNull();
  });
});
