import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import {
  blankConfiguration,
  EXPORT_STARTED_MESSAGE,
  harvestMessages,
  personDetailsText,
  personSummaryNoData,
  type About,
  type Investigation,
  type PersonSummary,
  type User,
} from '@quarry/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../../../test/testUser';
import { aboutQuery } from '../../auth/authQueries';
import { defaultSpec, type FilterSpec } from '../state/filterSpec';
import { WorkspaceContext } from '../state/workspaceContext';
import { testWorkspace } from '../state/testWorkspace';
import type { ReactNode } from 'react';
import { AuthorSummaryPane, InsightAuthorSummary, ProfileAuthorSummary } from './AuthorSummary';

const fetchMock = vi.fn<typeof fetch>();
const investigation = {
  id: 3,
  investigationType: 'Topic',
  mine: true,
  can: { open: true, work: true, delete: true },
} as Investigation;
const summary: PersonSummary = {
  personName: 'Ada Lovelace',
  terms: [{ term: 'soil carbon', weight: 1.3 }],
  recentAffiliations: Array.from({ length: 7 }, (_, i) => ({
    affiliation: `Institute ${i + 1}`,
    title: '',
    fromYear: 2010 + i,
    toYear: 2012 + i,
  })),
  bibliographicDetails: { articles: 4, authors: 2, bookChapters: 1, books: 1, patents: 0 },
  documents: [{ id: 11, title: 'Carbon in soils', url: 'https://example.org/carbon' }],
  aliasNames: ['A. Lovelace'],
  manuallyMerged: false,
  universityProfileUrl: null,
  lastReviewTime: null,
};

const person = testUser;

function renderPane(
  updateSpec = vi.fn(),
  showAuthor = vi.fn(),
  user: User | null = null,
  workspace: Parameters<typeof testWorkspace>[0] = {},
  pane: ReactNode = <AuthorSummaryPane />,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The workspace's tabs (Disambiguate opens one) read the environment flags.
  queryClient.setQueryData(aboutQuery.queryKey, { showTimeline: false, reportEnabled: false } as About);
  render(
    <MemoryRouter>
      <MantineProvider env="test">
        <Notifications />
        <QueryClientProvider client={queryClient}>
          <WorkspaceContext.Provider
            value={testWorkspace({
              investigation,
              user,
              shownAuthor: { personId: 42, name: 'Ada L.' },
              showAuthor,
              updateSpec,
              ...workspace,
            })}
          >
            {pane}
          </WorkspaceContext.Provider>
        </QueryClientProvider>
      </MantineProvider>
    </MemoryRouter>,
  );
  return { updateSpec, showAuthor };
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
});

/** Opens the author menu once the summary has loaded; gives the names of its items. */
async function openAuthorMenu(): Promise<string[]> {
  fireEvent.click(await screen.findByRole('button', { name: 'Author actions' }));
  await screen.findByRole('menu');
  return screen.getAllByRole('menuitem').map((item) => item.textContent ?? '');
}

/** The POST the pane sent to a path ending in `end`, as [url, parsed body]. */
function postTo(end: string): [string, unknown] | undefined {
  const call = fetchMock.mock.calls.find(([url, init]) => init?.method === 'POST' && String(url).endsWith(end));
  return call && [String(call[0]), JSON.parse(String(call[1]?.body))];
}

/** The browser's side of a download (an object URL and a click on a link), which jsdom does not have. */
function stubDownloads() {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
  return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
}

describe('the author summary in the right pane', () => {
  it('asks for the person with 25 research interests and shows counts, the first 5 institutes and the rest on Show All', async () => {
    fetchMock.mockResolvedValue(Response.json(summary));
    renderPane();
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      '/api/investigations/topic/3/person-summary/42?personName=Ada+L.&termsCount=25',
    );
    const counts = screen.getByTestId('author-counts');
    expect(within(counts).getByText('Articles').previousElementSibling?.textContent).toBe('4');
    expect(within(counts).getByText('Co-Authors').previousElementSibling?.textContent).toBe('2');
    const institutes = screen.getByRole('region', { name: /Institutes/ });
    expect(within(institutes).getAllByRole('listitem')).toHaveLength(5);
    fireEvent.click(within(institutes).getByRole('button', { name: 'Show All' }));
    expect(within(institutes).getAllByRole('listitem')).toHaveLength(7);
    expect(within(institutes).getByText('Institute 1, 2010–2012')).toBeTruthy();
    // Last reviewed is a facultyWorks user's (doc 2 §6).
    expect(screen.queryByTestId('author-last-reviewed')).toBeNull();
    expect(screen.getByRole('link', { name: 'Carbon in soils' }).getAttribute('href')).toBe(
      'https://example.org/carbon',
    );
  });

  it('adds the author as a filter, and goes back to the filters', async () => {
    fetchMock.mockResolvedValue(Response.json(summary));
    const { updateSpec, showAuthor } = renderPane();
    fireEvent.click(await screen.findByRole('button', { name: 'Add As Filter' }));
    const change = updateSpec.mock.calls[0]![0] as (spec: FilterSpec) => FilterSpec;
    expect(change(defaultSpec(true)).selectedTops).toEqual([
      { name: 'predefined.Persons', selectedValue: '42', selectedDisplayValue: 'Ada Lovelace' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Back to the filters' }));
    expect(showAuthor).toHaveBeenCalledWith(null);
  });

  it('says there is no data for a person merged away, and shows a failure as the server put it', async () => {
    fetchMock.mockResolvedValueOnce(Response.json(null));
    renderPane();
    expect((await screen.findByTestId('author-summary-no-data')).textContent).toBe(personSummaryNoData);
    cleanup();
    fetchMock.mockResolvedValueOnce(new Response('The database is unavailable', { status: 500 }));
    renderPane();
    expect((await screen.findByRole('alert')).textContent).toContain('The database is unavailable');
  });

  it('shows Last reviewed and Mark Reviewed to a facultyWorks user, and marks the person reviewed', async () => {
    let reviewedAt: string | null = null;
    fetchMock.mockImplementation(async (url) => {
      if (String(url).endsWith('/reviewed'))
        return Response.json({ lastReviewTime: (reviewedAt = '2026-11-25T10:00:00.000Z') });
      if (String(url).includes('/person-details/'))
        return Response.json({ id: 42, name: 'Ada Lovelace', universityProfileUrl: null, authorImageId: null });
      return Response.json({ ...summary, lastReviewTime: reviewedAt });
    });
    renderPane(vi.fn(), vi.fn(), person({ facultyWorks: true, omnipotent: true }));
    expect((await screen.findByTestId('author-last-reviewed')).textContent).toBe('Last reviewed: ---');
    fireEvent.click(screen.getByRole('button', { name: 'Mark Reviewed' }));
    await waitFor(() => expect(screen.getByTestId('author-last-reviewed').textContent).not.toBe('Last reviewed: ---'));
    expect(
      fetchMock.mock.calls.some(([url]) => String(url) === '/api/investigations/topic/3/person-details/42/reviewed'),
    ).toBe(true);
  });

  it('offers Undo Manual Merge for a manually merged author only, and sends the person to merge/undo', async () => {
    fetchMock.mockImplementation(async () => Response.json(summary));
    renderPane();
    fireEvent.click(await screen.findByRole('button', { name: 'Author actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Undo Manual Merge' })).toBeNull();
    cleanup();
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/merge/undo')
        ? Response.json({ jobIds: [5] })
        : Response.json({ ...summary, manuallyMerged: true }),
    );
    renderPane();
    fireEvent.click(await screen.findByRole('button', { name: 'Author actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Undo Manual Merge' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/investigations/topic/3/merge/undo')).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/merge/undo'))!;
    expect([init?.method, init?.body]).toEqual(['POST', '[42]']);
  });

  it('offers Re-Merge… to facultyWorks users for an author not merged by hand, asks, then sends the person to re-merge', async () => {
    fetchMock.mockImplementation(async () => Response.json(summary));
    renderPane();
    fireEvent.click(await screen.findByRole('button', { name: 'Author actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Re-Merge...' })).toBeNull();
    cleanup();
    fetchMock.mockImplementation(async () => Response.json({ ...summary, manuallyMerged: true }));
    renderPane(vi.fn(), vi.fn(), person({ facultyWorks: true, omnipotent: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'Author actions' }));
    await screen.findByRole('menuitem', { name: 'Undo Manual Merge' });
    expect(screen.queryByRole('menuitem', { name: 'Re-Merge...' })).toBeNull();
    cleanup();
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/re-merge') ? Response.json({ jobId: 9 }) : Response.json(summary),
    );
    renderPane(vi.fn(), vi.fn(), person({ facultyWorks: true, omnipotent: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'Author actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Re-Merge...' }));
    const dialog = await screen.findByRole('dialog', { name: 'Re-Merge' });
    expect(dialog.textContent).toContain('Look again at every author named like Ada Lovelace');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Re-Merge' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => String(url) === '/api/investigations/topic/3/person/42/re-merge'),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Re-Merge' })).toBeNull());
  });

  it('offers Add to Active Authors to facultyWorks users for an author not active yet, and adds it to the configuration', async () => {
    let configuration = blankConfiguration();
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).endsWith('/configuration/active-author')) {
        const { id, name } = JSON.parse(String(init?.body)) as { id: string; name: string };
        configuration = { ...configuration, activeAuthors: [{ id, name }] };
        return Response.json(configuration);
      }
      if (String(url).endsWith('/configuration')) return Response.json(configuration);
      return Response.json(summary);
    });
    renderPane();
    expect(await openAuthorMenu()).not.toContain('Add to Active Authors');
    cleanup();
    renderPane(vi.fn(), vi.fn(), person({ facultyWorks: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'Author actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Add to Active Authors' }));
    await waitFor(() =>
      expect(postTo('/configuration/active-author')).toEqual([
        '/api/investigations/3/configuration/active-author',
        { id: '42', name: 'Ada Lovelace', active: true },
      ]),
    );
    expect(
      await screen.findByText('Ada Lovelace is one of the Active Authors now (Configuration, Active Authors).'),
    ).toBeTruthy();
    expect(await openAuthorMenu()).not.toContain('Add to Active Authors');
  });

  it("opens a research interest's term menu: Find in Documents sets the free-text filter, a Scholar search, no Add Term outside a Topic definition", async () => {
    fetchMock.mockImplementation(async () => Response.json(summary));
    const { updateSpec } = renderPane();
    fireEvent.click(await screen.findByRole('button', { name: 'soil carbon' }));
    await screen.findByRole('menu');
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Find in Documents', 'Copy', 'Search Google Scholar']);
    expect(screen.getByRole('menuitem', { name: 'Search Google Scholar' }).getAttribute('href')).toBe(
      'https://scholar.google.com/scholar?q=%22soil%20carbon%22',
    );
    fireEvent.click(screen.getByRole('menuitem', { name: 'Find in Documents' }));
    const change = updateSpec.mock.calls[0]![0] as (spec: FilterSpec) => FilterSpec;
    expect(change(defaultSpec(true)).freeText).toBe('soil carbon');
  });

  it('launches a Person investigation of the author from the menu (…/correlated)', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/correlated') ? Response.json({ id: 77, uuid: 'u' }) : Response.json(summary),
    );
    renderPane();
    fireEvent.click(await screen.findByRole('button', { name: 'Author actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Launch Web Investigation' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/investigations/topic/3/correlated')).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/correlated'))!;
    expect(init?.body).toBe('{"personId":42}');
  });

  it('offers Edit Author Details to omnipotent users only: the override message for a new name, no save without a name', async () => {
    fetchMock.mockImplementation(async () => Response.json(summary));
    renderPane();
    fireEvent.click(await screen.findByRole('button', { name: 'Author actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Edit Author Details' })).toBeNull();
    cleanup();
    renderPane(vi.fn(), vi.fn(), person({ omnisol: true, omnipotent: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'Author actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit Author Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Author Details' });
    const name = within(dialog).getByLabelText(/Name/);
    expect(within(dialog).queryByTestId('name-override')).toBeNull();
    fireEvent.change(name, { target: { value: 'Ada King' } });
    expect(within(dialog).getByTestId('name-override').textContent).toBe(personDetailsText.nameOverride);
    fireEvent.change(name, { target: { value: '  ' } });
    expect(within(dialog).getByText(personDetailsText.nameRequired)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });
  it('offers Enrich and Export to Excel to whoever may harvest the investigation, and to nobody else', async () => {
    fetchMock.mockImplementation(async () => Response.json(summary));
    renderPane();
    expect(await openAuthorMenu()).toEqual(expect.arrayContaining(['Enrich', 'Export to Excel']));
    cleanup();
    const viewer = {
      ...investigation,
      mine: false,
      can: { open: true, screen: false, work: false, share: false, delete: false },
    };
    renderPane(vi.fn(), vi.fn(), null, { investigation: viewer });
    const items = await openAuthorMenu();
    expect(items).not.toContain('Enrich');
    expect(items).not.toContain('Export to Excel');
  });

  it('Enrich opens the author enrichment harvest with the name filled in and sends it to …/harvest/person', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/harvest/person') ? Response.json({ jobId: 9 }) : Response.json(summary),
    );
    renderPane();
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    await openAuthorMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Enrich' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enrich Ada Lovelace' });
    expect((within(dialog).getByLabelText('Names of this author, one per line') as HTMLTextAreaElement).value).toBe(
      'Ada Lovelace',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Harvest' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(postTo('/harvest/person')).toEqual([
      '/api/investigations/topic/3/harvest/person',
      { searchStrings: ['Ada Lovelace'], searchType: 'LastYear' },
    ]);
    expect(await screen.findByText(harvestMessages.started)).toBeTruthy();
  });

  it('Export to Excel downloads the workbook of the current filters narrowed to the author', async () => {
    const click = stubDownloads();
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/export') ? new Response('xlsx') : Response.json(summary),
    );
    renderPane(vi.fn(), vi.fn(), null, { spec: { ...defaultSpec(true), freeText: 'soil' } });
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    await openAuthorMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Export to Excel' }));
    expect(await screen.findByText(EXPORT_STARTED_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [url, spec] = postTo('/export')!;
    expect(url).toBe('/api/investigations/topic/3/export');
    expect(spec).toMatchObject({
      freeText: 'soil',
      selectedTops: [{ name: 'predefined.Persons', selectedValue: '42', selectedDisplayValue: 'Ada Lovelace' }],
    });
  });

  it('says so with the shared failure notice when the export fails', async () => {
    const click = stubDownloads();
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/export')
        ? new Response('The export is unavailable', { status: 503 })
        : Response.json(summary),
    );
    renderPane();
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    await openAuthorMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Export to Excel' }));
    expect(await screen.findByText(/The export is unavailable/)).toBeTruthy();
    expect(click).not.toHaveBeenCalled();
  });
});

describe('the author summary in each place it is shown (doc 2 §2, §7)', () => {
  const summaryCall = () => String(fetchMock.mock.calls.find(([url]) => String(url).includes('/person-summary/'))![0]);
  /** A button, or Full Profile's link, is there. */
  const offered = (name: string) =>
    screen.queryByRole('button', { name }) !== null || screen.queryByRole('link', { name }) !== null;
  const personWorkspace = { apiType: 'person' as const, topic: false };
  /** The summary's body is there once its figures are. */
  const loaded = () => screen.findByTestId('author-counts', {}, { timeout: 5000 });

  it('in the right pane of a Person investigation: 25 research interests, Disambiguate, Full Profile, back to the filters', async () => {
    fetchMock.mockImplementation(async () => Response.json(summary));
    renderPane(undefined, undefined, null, personWorkspace);
    await loaded();
    expect(summaryCall()).toMatch(/termsCount=25$/);
    expect(['Disambiguate', 'Full Profile', 'Back to the filters'].map(offered)).toEqual([true, true, true]);
  });

  it("in the documents pane (a person profile's documents): 15 research interests, no Disambiguate, no Full Profile", async () => {
    fetchMock.mockImplementation(async () => Response.json(summary));
    renderPane(
      undefined,
      undefined,
      null,
      { ...personWorkspace, profilePersonId: 42 },
      <ProfileAuthorSummary personId={42} />,
    );
    await loaded();
    expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(summaryCall()).toBe('/api/investigations/person/3/person-summary/42?personName=&termsCount=15');
    expect(screen.getByTestId('author-summary').dataset.placement).toBe('documents');
    expect(['Disambiguate', 'Full Profile', 'Back to the filters'].map(offered)).toEqual([false, false, false]);
    // The rest of the summary is there: the menu and the sub-panes.
    expect(screen.getByRole('region', { name: /Institutes/ })).toBeTruthy();
    expect(await openAuthorMenu()).toContain('Copy Author Name');
  });

  it('in an insight preview: 25 research interests, Disambiguate in a Person investigation, no Full Profile', async () => {
    fetchMock.mockImplementation(async () => Response.json(summary));
    renderPane(
      undefined,
      undefined,
      null,
      personWorkspace,
      <InsightAuthorSummary author={{ personId: 42, name: 'Ada Lovelace' }} />,
    );
    await loaded();
    expect(summaryCall()).toBe('/api/investigations/person/3/person-summary/42?personName=Ada+Lovelace&termsCount=25');
    expect(['Disambiguate', 'Full Profile', 'Back to the filters'].map(offered)).toEqual([true, false, false]);
  });
});
