import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { loadingText, personProfileText, type PersonProfile, type User } from '@quarry/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aboutQuery } from '../auth';
import { testInvestigation } from '../investigations/testInvestigation';
import { WorkspaceContext } from '../workspace/state/workspaceContext';
import { testWorkspace } from '../workspace/state/testWorkspace';
import { ProfileOverview } from './ProfileOverview';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:docx');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const profile: PersonProfile = {
  personId: 42,
  summary: {
    personName: 'Ana Ferreira',
    terms: [{ term: 'soil carbon', weight: 2 }],
    recentAffiliations: [],
    bibliographicDetails: { articles: 4, authors: 0, bookChapters: 0, books: 0, patents: 0 },
    documents: ['One', 'Two', 'Three', 'Four'].map((title, i) => ({ id: i + 1, title, url: null })),
    aliasNames: [],
    manuallyMerged: false,
    universityProfileUrl: null,
    lastReviewTime: null,
  },
  details: { id: 42, name: 'Ana Ferreira', universityProfileUrl: null, authorImageId: null },
  coAuthors: {
    nodes: [],
    edges: [],
    totalNodeCount: 0,
    minEdgeWeight: 0,
    maxEdgeWeight: 0,
    totalNumberOfNodes: 1000,
    edgeThreshold: null,
  },
  publicationsPerYear: [{ year: 2021, totalCount: 3, relevantCount: 0, totalScore: 0, relevantScore: 0 }],
};

const user = (facultyWorks: boolean) => ({ id: 1, facultyWorks }) as User;

function renderOverview(facultyWorks = false) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(aboutQuery.queryKey, {} as never);
  const workspace = testWorkspace({
    investigation: testInvestigation({ id: 5 }),
    profilePersonId: 42,
    user: user(facultyWorks),
  });
  render(
    <MemoryRouter initialEntries={['/investigations/topic/5/profile/42/overview']}>
      <MantineProvider env="test">
        <Notifications />
        <QueryClientProvider client={queryClient}>
          <WorkspaceContext.Provider value={workspace}>
            <ProfileOverview />
          </WorkspaceContext.Provider>
        </QueryClientProvider>
      </MantineProvider>
    </MemoryRouter>,
  );
}

const profileAnswer = () =>
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(profile), { status: 200 }));

describe('the profile overview', () => {
  it("says 'Loading Overview...' until its one call answers, then shows the four tiles", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderOverview();
    expect(screen.getByText(loadingText.overview)).toBeDefined();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/investigations/topic/5/profile');
    expect(JSON.parse(String(init?.body))).toMatchObject({ personId: 42, spec: { personId: 42 } });
    await act(async () => answer(new Response(JSON.stringify(profile), { status: 200 })));
    expect(await screen.findByRole('heading', { name: 'Profile: Ana Ferreira' })).toBeDefined();
    expect(screen.getAllByTestId('profile-publication').map((item) => item.textContent)).toEqual([
      'One',
      'Two',
      'Three',
    ]);
    expect(screen.getByText('soil carbon')).toBeDefined();
    expect(screen.getByTestId('profile-year').textContent).toBe('32021');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('exports the profile to Word', async () => {
    profileAnswer();
    renderOverview();
    const button = await screen.findByRole('button', { name: personProfileText.exportToWord });
    await act(async () => fireEvent.click(button));
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(String(url)).toBe('/api/investigations/topic/5/profile/export');
    expect(JSON.parse(String(init?.body))).toMatchObject({ personId: 42 });
  });

  it('has no Export to Word for faculty users', async () => {
    profileAnswer();
    renderOverview(true);
    await screen.findByRole('heading', { name: 'Profile: Ana Ferreira' });
    expect(screen.queryByRole('button', { name: personProfileText.exportToWord })).toBeNull();
  });
});
