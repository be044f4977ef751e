import type { Investigation, WorkspaceDocument } from '@quarry/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { WorkspaceContext } from '../state/workspaceContext';
import { loadedDocuments, type DocumentPages } from './documentPages';
import { useDocumentEdits } from './useDocumentEdits';
import { workspaceDocumentsKey } from './workspaceQueries';
import { testDocument } from './testDocument';
import { testWorkspace } from '../state/testWorkspace';
import { stubApi } from '../../../test/stubApi';

const api = stubApi();
const fetchMock = api.fetch;
// Only the id and the type matter to the edits.
const investigation = { id: 3, investigationType: 'Topic', mine: true, can: { open: true, work: true, delete: true } } as Investigation;
const key = [...workspaceDocumentsKey(3), 'spec'];

function setUp(document: WorkspaceDocument) {
  const queryClient = new QueryClient();
  const pages: DocumentPages = { pages: [{ documents: [document] }], pageParams: [null] };
  queryClient.setQueryData(key, pages);
  const workspace = testWorkspace({ investigation });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <WorkspaceContext.Provider value={workspace}>{children}</WorkspaceContext.Provider>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useDocumentEdits(), { wrapper });
  const shown = () => loadedDocuments(queryClient.getQueryData<DocumentPages>(key))[0]!;
  return { edits: result.current, shown };
}


describe('review edits', () => {
  it('show the change at once and keep the answer of a successful call', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { edits, shown } = setUp(testDocument(7));
    const done = edits.setStarred(shown(), true);
    expect(shown().starred).toBe(true);
    answer(Response.json(testDocument(7, { starred: true, touched: true })));
    await done;
    expect(shown()).toMatchObject({ starred: true, touched: true });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/investigations/topic/3/documents/7/starred');
  });

  it('revert the change when the call fails, without the error dialog', async () => {
    fetchMock.mockResolvedValue(new Response('boom', { status: 500 }));
    const { edits, shown } = setUp(testDocument(7, { relevancy: 'Relevant', labels: ['fix'] }));
    await edits.setRelevancy(shown(), 'Neutral');
    expect(shown().relevancy).toBe('Relevant');
    await edits.changeLabels(shown(), [
      { kind: 'add', label: 'accepted' },
      { kind: 'remove', label: 'fix' },
    ]);
    expect(shown().labels).toEqual(['fix']);
  });
});
