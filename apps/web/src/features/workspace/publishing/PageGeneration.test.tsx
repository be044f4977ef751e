import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { pageGenerationText, type About, type Investigation } from '@quarry/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aboutQuery } from '../../auth';
import { testInvestigation } from '../../investigations/testInvestigation';
import { defaultSpec } from '../state/filterSpec';
import { testWorkspace } from '../state/testWorkspace';
import { WorkspaceContext, type Workspace } from '../state/workspaceContext';
import { PageGenerationDialogs } from './PageGenerationDialogs';
import { usePageGeneration } from './usePageGeneration';
import { stubApi } from '../../../test/stubApi';

const fetchMock = stubApi().fetch;
const createObjectURL = vi.fn(() => 'blob:zip');

beforeEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  createObjectURL.mockClear();
});

const answer = (body: object, status = 200) =>
  fetchMock.mockResolvedValue(
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': status === 200 ? 'application/json' : 'text/plain' },
    }),
  );
const result = { base64File: null, fileName: null, numOfDuplicates: 0, failedTitle: null };

function Harness() {
  const pages = usePageGeneration();
  return (
    <>
      <button onClick={() => void pages.generate('teaser')}>Generate</button>
      <PageGenerationDialogs outcome={pages.outcome} onShowDuplicates={pages.showDuplicates} onClose={pages.close} />
    </>
  );
}

function renderHarness(): Workspace {
  const investigation: Investigation = testInvestigation({ id: 9, investigationType: 'Person', title: 'Earth' });
  const workspace = testWorkspace({ investigation, apiType: 'person', spec: defaultSpec(false) });
  const queryClient = new QueryClient();
  queryClient.setQueryData(aboutQuery.queryKey, {} as About);
  render(
    <MemoryRouter initialEntries={['/investigations/person/9/author-graph']}>
      <MantineProvider env="test">
        <Notifications />
        <QueryClientProvider client={queryClient}>
          <WorkspaceContext.Provider value={workspace}>
            <Harness />
          </WorkspaceContext.Provider>
        </QueryClientProvider>
      </MantineProvider>
    </MemoryRouter>,
  );
  return workspace;
}

const generate = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
  });

describe('page generation', () => {
  it('asks for the theme and saves the zip the server answers, under its name', async () => {
    answer({ ...result, base64File: btoa('PK'), fileName: 'earth.zip' });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderHarness();
    await generate();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/investigations/person/9/html?theme=teaser');
    expect(clicked).toEqual(['earth.zip']);
    expect(screen.queryByRole('dialog')).toBeNull();
    click.mockRestore();
  });

  it('halts on duplicates, and Show Duplicates filters the documents to them in Dup-Scanning Order', async () => {
    answer({ ...result, numOfDuplicates: 2 });
    const workspace = renderHarness();
    await generate();
    const dialog = screen.getByRole('dialog', { name: pageGenerationText.haltedTitle });
    expect(dialog.textContent).toContain('Found 2 duplicates; They must be resolved for generate to succeed.');
    expect(createObjectURL).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: pageGenerationText.showDuplicates }));
    });
    expect(workspace.store.getState().spec).toMatchObject({
      onlyDuplicateDocuments: true,
      sortDocumentsBy: 'dupScanning',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the halt with Close, the filter unchanged', async () => {
    answer({ ...result, numOfDuplicates: 1 });
    const workspace = renderHarness();
    await generate();
    const dialog = screen.getByRole('dialog', { name: pageGenerationText.haltedTitle });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: pageGenerationText.close }));
    });
    expect(workspace.store.getState().spec.onlyDuplicateDocuments).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says a failure with the server's message, or that none was given", async () => {
    answer('Internal server error' as unknown as object, 500);
    renderHarness();
    await generate();
    const failed = screen.getByRole('dialog', { name: pageGenerationText.failedTitle });
    expect(failed.textContent).toContain('Internal server error');
    cleanup();
    answer(result);
    renderHarness();
    await generate();
    expect(screen.getByRole('dialog', { name: pageGenerationText.failedTitle }).textContent).toContain(
      pageGenerationText.noMessage,
    );
  });
});
