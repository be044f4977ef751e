import type { Investigation } from '@quarry/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { defaultSpec, setHighlight } from '../state/filterSpec';
import { WorkspaceContext } from '../state/workspaceContext';
import { useDocumentMarkups } from './useDocumentMarkups';
import { documentsQuery } from './workspaceQueries';
import { testWorkspace } from '../state/testWorkspace';
import { stubApi } from '../../../test/stubApi';

const api = stubApi();
const fetchMock = api.fetch;
const showErrorDialog = api.showErrorDialog;
const investigation = { id: 3, investigationType: 'Topic', mine: true, can: { open: true, work: true, delete: true } } as Investigation;
const workspace = testWorkspace({ investigation, pageSize: 2 });
const soil = { startIndex: 0, endIndex: 4, priority: 2, mandatory: false, entities: [], text: 'soil' };

function renderMarkups(pageIds: number[][], viewLevel = 1) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <WorkspaceContext.Provider value={workspace}>{children}</WorkspaceContext.Provider>
    </QueryClientProvider>
  );
  return renderHook(({ level }) => useDocumentMarkups(pageIds, level), { wrapper, initialProps: { level: viewLevel } });
}


describe('document markups', () => {
  it('are asked for page by page by the ids, and a failed page leaves its documents plain without a dialog', async () => {
    fetchMock.mockImplementation(async (_url, init) => {
      const { documentIds } = JSON.parse(String(init?.body)) as { documentIds: number[] };
      if (documentIds.includes(3)) return new Response('boom', { status: 500 });
      return Response.json(documentIds.map((documentId) => ({ documentId, title: [soil], abstract: [] })));
    });
    const markups = renderMarkups([[1, 2], [3], []]).result;
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect([...markups.current.keys()]).toEqual([1, 2]));
    expect(markups.current.get(1)?.title).toEqual([soil]);
    expect(markups.current.has(3)).toBe(false);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/investigations/topic/3/document-markups',
      '/api/investigations/topic/3/document-markups',
    ]);
    expect(showErrorDialog).not.toHaveBeenCalled();
  });

  it('ask for the terms found from view level 2 and snippets from 3, keeping the last answer shown meanwhile', async () => {
    const snippet = { text: 'Soil and water.', markups: [soil] };
    fetchMock.mockImplementation(async (_url, init) => {
      const { documentIds, viewLevel } = JSON.parse(String(init?.body)) as { documentIds: number[]; viewLevel?: number };
      const extras = { ...(viewLevel! >= 2 && { terms: [{ term: 'soil' }] }), ...(viewLevel! >= 3 && { snippets: [snippet] }) };
      return Response.json(documentIds.map((documentId) => ({ documentId, title: [soil], abstract: [], ...extras })));
    });
    const rendered = renderMarkups([[1]], 0);
    await waitFor(() => expect(rendered.result.current.get(1)?.title).toEqual([soil]));
    expect(rendered.result.current.get(1)?.terms).toBeUndefined();
    const bodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
    rendered.rerender({ level: 1 });
    expect(fetchMock).toHaveBeenCalledOnce();

    rendered.rerender({ level: 4 });
    expect(rendered.result.current.get(1)?.title).toEqual([soil]);
    await waitFor(() => expect(rendered.result.current.get(1)?.snippets).toEqual([snippet]));
    expect(rendered.result.current.get(1)?.terms).toEqual([{ term: 'soil' }]);
    rendered.rerender({ level: 2 });
    await waitFor(() => expect(rendered.result.current.get(1)?.snippets).toBeUndefined());
    expect(bodies()).toEqual([{ documentIds: [1] }, { documentIds: [1], viewLevel: 3 }, { documentIds: [1], viewLevel: 2 }]);
  });

  it('a network failure is quiet too', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const markups = renderMarkups([[1]]).result;
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(markups.current.size).toBe(0);
    expect(showErrorDialog).not.toHaveBeenCalled();
  });
});

describe('the results query', () => {
  it('keeps its key when only the highlight mode changes, so ticking a mode does not reload the results', () => {
    const input = { id: 3, apiType: 'topic' as const, pageSize: 50 };
    const spec = defaultSpec(true);
    const key = documentsQuery({ ...input, spec }).queryKey;
    expect(documentsQuery({ ...input, spec: setHighlight(spec, 'searchTerms', false) }).queryKey).toEqual(key);
    expect(documentsQuery({ ...input, spec: { ...spec, freeText: 'soil' } }).queryKey).not.toEqual(key);
  });
});
