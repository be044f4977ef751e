import { MantineProvider } from '@mantine/core';
import type { About, User } from '@quarry/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aboutQuery } from '../../auth';
import { testInvestigation } from '../../investigations/testInvestigation';
import { LiveControls } from '../live/LiveControls';
import { testWorkspace } from '../state/testWorkspace';
import { WorkspaceContext } from '../state/workspaceContext';
import { DocumentsHeading } from './DocumentsHeading';
import { click } from '../../../test/click';

afterEach(cleanup);

function renderHeading(activityScore = 0, onViewLevel = vi.fn(), user: User | null = null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(aboutQuery.queryKey, { entityDetectionEnabled: true } as About);
  const investigation = testInvestigation({ id: 7, status: 'READY', totalDocuments: 5 });
  const state = {
    investigationId: 7,
    differentEnough: false,
    relevancyScore: 0,
    activityScore,
    status: 'READY',
    totalDocuments: 5,
  };
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <WorkspaceContext.Provider value={testWorkspace({ investigation, user })}>
          <DocumentsHeading
            count={5}
            viewLevel={1}
            onViewLevel={onViewLevel}
            onAddLabelToAll={vi.fn()}
            onShowShortcuts={vi.fn()}
            live={<LiveControls state={state as never} onRefresh={vi.fn()} />}
          />
        </WorkspaceContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** Opens the menu of a toolbar button and reads its items. */
async function menuItems(name: string): Promise<string[]> {
  await click(screen.getByRole('button', { name }));
  const menu = screen.getByRole('menu');
  const items = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
  await act(async () => {
    fireEvent.keyDown(menu, { key: 'Escape' });
  });
  return items;
}

describe('the documents toolbar', () => {
  it('names every control and describes what it does', () => {
    renderHeading();
    const described = [
      ['Harvest', 'Harvest more documents into this investigation'],
      ['Export', 'Download the documents of the current view'],
      ['View mode', 'Choose how much of each document the list shows'],
      ['Highlight', 'Mark search terms or mentioned entities'],
      ['Refresh', 'Reload the list to show documents harvested since it was loaded'],
      ['More actions', 'Label every document, bring back removed authors or entities, list the keyboard shortcuts'],
    ] as const;
    for (const [name, does] of described) {
      const button = screen.getByRole('button', { name });
      expect(button.getAttribute('aria-description')).toContain(does);
    }
    expect(screen.getByRole('button', { name: 'Configuration' })).toBeTruthy();
  });

  it('offers the view modes as radio items, the current one checked (no aria-checked on a plain menu item)', async () => {
    const onViewLevel = vi.fn();
    renderHeading(0, onViewLevel);
    await click(screen.getByRole('button', { name: 'View mode' }));
    const modes = within(screen.getByRole('menu')).getAllByRole('menuitemradio');
    expect(modes.map((mode) => [mode.textContent, mode.getAttribute('aria-checked')])).toEqual([
      ['Titles', 'false'],
      ['Preview', 'true'],
      ['Extended', 'false'],
      ['All Details', 'false'],
    ]);
    expect(within(screen.getByRole('menu')).queryAllByRole('menuitem')).toEqual([]);
    await click(screen.getByRole('menuitemradio', { name: 'All Details' }));
    expect(onViewLevel).toHaveBeenCalledWith(3);
  });

  it('groups harvesting under the Harvest menu and exporting under the Export menu', async () => {
    renderHeading();
    expect(await menuItems('Harvest')).toEqual([
      'One-Time Harvest',
      'One-Time Harvest By DOIs',
      'Author Enrichment Harvest',
    ]);
    expect(await menuItems('Export')).toEqual([
      'Export to Excel',
      'Export RIS',
      'Export BibTeX',
      'Export CSL-JSON',
      'Export CSV',
    ]);
    expect(await menuItems('More actions')).toEqual([
      'Add Label to All Documents',
      'Bring Back Removed Authors',
      'Bring Back Removed Entities',
      'Keyboard shortcuts?',
    ]);
  });

  it('offers New Document to omnipotent users only, and opens the Document dialog on its Document Type page', async () => {
    renderHeading();
    expect(screen.queryByRole('button', { name: 'New Document' })).toBeNull();
    cleanup();
    renderHeading(0, vi.fn(), { omnipotent: true, omnisol: true, facultyWorks: false } as User);
    await click(screen.getByRole('button', { name: 'New Document' }));
    const dialog = screen.getByRole('dialog', { name: 'New Document' });
    expect(within(dialog).getByRole('tab', { name: 'Document Type' }).getAttribute('aria-selected')).toBe('true');
  });

  it('explains the activity gauge and reports documents per second on the dial', () => {
    renderHeading(10);
    const meter = screen.getByRole('meter', { name: 'Harvest activity' });
    expect(meter.getAttribute('aria-description')).toBe(
      'Documents harvested per second, on a logarithmic dial from 0 to 100',
    );
    expect(meter.getAttribute('aria-valuenow')).toBe('10');
    expect(meter.getAttribute('aria-valuemax')).toBe('100');
    expect(meter.getAttribute('aria-valuetext')).toBe('10 documents per second');
    // 10 docs/s stands half-way up the 0–170 dial, not at 10 degrees.
    expect(Number(meter.getAttribute('data-angle'))).toBe(88);
  });
});
