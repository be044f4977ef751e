import { notifications } from '@mantine/notifications';
import { MAX_TERMS, type TermsState } from '@quarry/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { workspaceDocumentsKey, workspaceMarkupsKey, workspaceTermsKey } from '../data/workspaceQueries';
import { termHarvestNotice } from './termsLabels';
import { testGroup, testTerms } from './testTerms';
import { useTermEdits } from './useTermEdits';
import { stubApi } from '../../../test/stubApi';

const api = stubApi();
const fetchMock = api.fetch;
const documentsKey = [...workspaceDocumentsKey(3), 'spec'];
const markupsKey = [...workspaceMarkupsKey(3), [1, 2]];

function setUp(state: TermsState = testTerms()) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(workspaceTermsKey(3), state);
  queryClient.setQueryData(documentsKey, {
    pages: [{ documents: [] }, { documents: [] }],
    pageParams: [null, [1, 2]],
  });
  queryClient.setQueryData(markupsKey, []);
  const onLimit = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useTermEdits(3, onLimit), { wrapper });
  const shown = () => queryClient.getQueryData<TermsState>(workspaceTermsKey(3))!;
  const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  const pagesLoaded = () => queryClient.getQueryData<{ pages: unknown[] }>(documentsKey)!.pages.length;
  return { edits: result.current, shown, onLimit, invalidated, pagesLoaded };
}

const bodyOf = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]![1]!.body)) as unknown;

describe('search-definition edits', () => {
  it('show the change at once, then the answer; a modifier change refreshes the documents from the first page', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { edits, shown, invalidated, pagesLoaded } = setUp();
    const done = edits.modify('soil', 'Exclude');
    expect(shown().terms[0]!.modifier).toBe('Exclude');
    const server = testTerms();
    server.terms[0]!.modifier = 'Exclude';
    answer(Response.json(server));
    await done;
    expect(shown()).toEqual(server);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/investigations/topic/3/terms/modify');
    expect(fetchMock.mock.calls[0]![1]!.method).toBe('PATCH');
    expect(bodyOf(0)).toEqual({ term: 'soil', modifier: 'Exclude' });
    expect(invalidated(documentsKey)).toBe(true);
    expect(invalidated(markupsKey)).toBe(true);
    expect(pagesLoaded()).toBe(1);
  });

  it('refresh lightly (the loaded pages) after adding a Regular term', async () => {
    const { edits, invalidated, pagesLoaded } = setUp();
    const server = testTerms();
    server.terms.push({ term: 'wine', modifier: 'Regular', groupId: 1, selected: true });
    fetchMock.mockResolvedValueOnce(Response.json(server));
    const shownNotice = vi.spyOn(notifications, 'show');
    await edits.add('wine', undefined);
    expect(bodyOf(0)).toEqual({ term: 'wine', modifier: 'Regular' });
    expect(invalidated(documentsKey)).toBe(true);
    expect(pagesLoaded()).toBe(2);
    // a single added term is harvested too (doc 2 §9's rule, in the investigation's context), and the user is told
    expect(shownNotice).toHaveBeenCalledWith(expect.objectContaining({ message: termHarvestNotice(['wine']) }));
    shownNotice.mockRestore();
  });

  it('revert the change when the call fails, without the error dialog', async () => {
    fetchMock.mockResolvedValue(new Response('boom', { status: 500 }));
    const { edits, shown, onLimit, invalidated } = setUp();
    await edits.remove('soil');
    await edits.move('vineyards', 'new');
    await edits.deleteGroup(2);
    expect(shown()).toEqual(testTerms());
    expect(onLimit).not.toHaveBeenCalled();
    expect(invalidated(documentsKey)).toBe(false);
  });

  it('give the group a new-group target created, for its Rename Group dialog', async () => {
    const server = testTerms();
    server.termGroups.push({ id: 12, name: 'New Group', color: '3', modifier: 'Regular', isDefault: false });
    server.terms.push({ term: 'wine', modifier: 'Regular', groupId: 12, selected: true });
    fetchMock.mockResolvedValueOnce(Response.json(server));
    const { edits } = setUp();
    expect((await edits.add('wine', 'new'))?.id).toBe(12);
  });

  it('open the Add Terms dialog past the term limit: before calling, or when the server refuses', async () => {
    const full = testTerms();
    full.terms = Array.from({ length: MAX_TERMS }, (_, index) => ({
      term: `t${index}`,
      modifier: 'Regular',
      groupId: 1,
      selected: true,
    }));
    const atLimit = setUp(full);
    await atLimit.edits.add('one more', undefined);
    expect(atLimit.onLimit).toHaveBeenCalledOnce();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(new Response(`Cannot add more than ${MAX_TERMS} terms`, { status: 400 }));
    const { edits, shown, onLimit } = setUp();
    expect(await edits.batch(['wine'])).toBe(false);
    expect(onLimit).toHaveBeenCalledOnce();
    expect(shown()).toEqual(testTerms());
  });

  it('adds terms to one group, and to one new group that the answer names', async () => {
    const server = testTerms();
    server.termGroups.push(testGroup(7, 'New Group'));
    server.terms.push({ term: 'wine', modifier: 'Regular', groupId: 7, selected: true });
    server.terms.push({ term: 'cellar', modifier: 'Regular', groupId: 7, selected: true });
    fetchMock.mockResolvedValueOnce(Response.json(server));
    const { edits, shown } = setUp();
    const done = edits.batchTo(['wine', 'cellar'], 'new');
    // Shown at once in one pending group.
    expect(shown().termGroups).toHaveLength(3);
    expect(
      shown()
        .terms.slice(-2)
        .map((t) => t.groupId),
    ).toEqual([shown().termGroups[2]!.id, shown().termGroups[2]!.id]);
    expect(await done).toEqual({ done: true, created: testGroup(7, 'New Group') });
    expect(bodyOf(0)).toEqual({ terms: ['wine', 'cellar'], group: 'new' });
    expect(shown()).toEqual(server);

    fetchMock.mockResolvedValueOnce(new Response('boom', { status: 500 }));
    const failed = setUp();
    expect(await failed.edits.batchTo(['wine'], 2)).toEqual({ done: false });
    expect(failed.shown()).toEqual(testTerms());
  });
});
