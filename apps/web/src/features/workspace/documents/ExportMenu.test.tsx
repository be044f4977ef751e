import { MantineProvider } from '@mantine/core';
import { exportFileKinds } from '@quarry/contract';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testInvestigation } from '../../investigations/testInvestigation';
import { testWorkspace } from '../state/testWorkspace';
import { WorkspaceContext } from '../state/workspaceContext';
import { click } from '../../../test/click';
import { stubApi } from '../../../test/stubApi';
import { ExportMenu } from './ExportMenu';

const api = stubApi();
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

function renderMenu(count: number | undefined) {
  const investigation = testInvestigation({ id: 7, status: 'READY', totalDocuments: 5, title: 'soil carbon' });
  render(
    <MantineProvider env="test">
      <WorkspaceContext.Provider value={testWorkspace({ investigation })}>
        <ExportMenu count={count} />
      </WorkspaceContext.Provider>
    </MantineProvider>,
  );
}

describe('the Export menu', () => {
  it.each([
    ['Export to Excel', '/api/investigations/topic/7/export'],
    ['Export RIS', '/api/investigations/topic/7/export?format=ris'],
    ['Export BibTeX', '/api/investigations/topic/7/export?format=bibtex'],
    ['Export CSL-JSON', '/api/investigations/topic/7/export?format=csl-json'],
    ['Export CSV', '/api/investigations/topic/7/export?format=csv'],
  ])('%s asks the export call for its format and downloads the file', async (item, path) => {
    api.fetch.mockResolvedValue(
      new Response('TY  - JOUR\r\nER  - \r\n', {
        status: 200,
        headers: { 'Content-Disposition': `attachment; filename="2026-01-02_03-04-05 soil carbon.x"` },
      }),
    );
    renderMenu(5);
    await click(screen.getByRole('button', { name: 'Export' }));
    await click(screen.getByRole('menuitem', { name: item }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(String(api.fetch.mock.calls[0]![0])).toBe(path);
  });

  it("names its items with the contract's labels, and disables them when the view has no document", async () => {
    expect(Object.values(exportFileKinds).map((kind) => kind.label)).toEqual([
      'Export to Excel',
      'Export RIS',
      'Export BibTeX',
      'Export CSL-JSON',
      'Export CSV',
    ]);
    renderMenu(0);
    await click(screen.getByRole('button', { name: 'Export' }));
    for (const item of screen.getAllByRole('menuitem')) expect((item as HTMLButtonElement).disabled).toBe(true);
  });
});
