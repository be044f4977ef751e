import { MantineProvider } from '@mantine/core';
import { addedFilesMessages, LOCAL_FILE_EXTENSIONS } from '@quarry/contract';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testInvestigation } from '../../investigations/testInvestigation';
import { testWorkspace } from '../state/testWorkspace';
import { WorkspaceContext } from '../state/workspaceContext';
import { AddFilesDialog } from './AddFilesDialog';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderDialog(onStarted = vi.fn()) {
  const workspace = testWorkspace({
    investigation: testInvestigation({ id: 12, investigationSubType: 'LocalDocuments' }),
  });
  render(
    <MantineProvider env="test">
      <WorkspaceContext.Provider value={workspace}>
        <AddFilesDialog onClose={() => {}} onStarted={onStarted} />
      </WorkspaceContext.Provider>
    </MantineProvider>,
  );
  return onStarted;
}

const click = (element: HTMLElement) =>
  act(async () => {
    fireEvent.click(element);
  });
const answer = (status: number, body: string) =>
  fetchMock.mockResolvedValue(
    new Response(body, {
      status,
      headers: { 'content-type': status === 200 ? 'application/json' : 'text/plain' },
    }),
  );
const chooseFile = async (name: string) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File(['TY  - JOUR\nER  - \n'], name)] } });
  });
};
const addButton = () =>
  within(screen.getByRole('dialog', { name: 'Add files' })).getByRole('button', { name: 'Add files' });

describe('the Add files dialog', () => {
  it('offers the formats the creation reads, and sends nothing without a file', async () => {
    renderDialog();
    expect(document.querySelector('input[type="file"]')!.getAttribute('accept')).toBe(LOCAL_FILE_EXTENSIONS.join(','));
    await click(addButton());
    expect(screen.getByRole('alert').textContent).toBe('Please choose at least one file');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the chosen files to the investigation and hands on the files the server refused', async () => {
    answer(200, JSON.stringify({ jobId: 7, errors: ['paper.pdf: not a format read'] }));
    const onStarted = renderDialog();
    await chooseFile('more.ris');
    await click(addButton());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/investigations/topic/12/files');
    expect((init!.body as FormData).getAll('file').map((file) => (file as File).name)).toEqual(['more.ris']);
    expect(onStarted).toHaveBeenCalledWith(['paper.pdf: not a format read']);
  });

  it('shows why the server refused (a harvest still running) and stays open', async () => {
    answer(409, addedFilesMessages.harvestRunning);
    const onStarted = renderDialog();
    await chooseFile('more.ris');
    await click(addButton());
    expect((await screen.findByRole('alert')).textContent).toBe(addedFilesMessages.harvestRunning);
    expect(screen.getByRole('dialog', { name: 'Add files' })).toBeTruthy();
    expect(onStarted).not.toHaveBeenCalled();
  });
});
