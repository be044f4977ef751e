import { MantineProvider } from '@mantine/core';
import type { HarvestRun, HarvestStepOutcome } from '@quarry/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HarvestSummaryDialog } from './HarvestSummaryDialog';
import { stubApi } from '../../../test/stubApi';

const api = stubApi();
const fetchMock = api.fetch;

const merged = (n: number) => ({
  title: `Record ${n}`,
  identifier: `10.5555/${n}`,
  reason: 'same DOI' as const,
  documentId: 100 + n,
  documentTitle: `Document ${n}`,
});

const step: HarvestStepOutcome = {
  label: 'OpenAlex search for "biodiversity finance"',
  source: 'OpenAlex',
  state: 'done',
  reason: null,
  found: 369,
  received: 20,
  added: 5,
  limit: 20,
  rejectedInputs: [],
  merged: 14,
  mergedRecords: [merged(1), { ...merged(2), reason: 'similar record' }],
  rejected: 1,
  rejectedRecords: [{ input: 'W4390000009', reason: 'no title' }],
  sourceStubs: 1,
  imported: { votes: 0, labels: 0, notes: 0 },
};

const run: HarvestRun = {
  jobId: 9,
  title: 'First harvest',
  state: 'done',
  startedAt: '2026-11-27T04:00:00Z',
  finishedAt: null,
  steps: [step],
  added: 5,
  undoneAt: null,
  removed: null,
  undoable: false,
};

function renderSummary(runs: HarvestRun[]) {
  fetchMock.mockImplementation(async (url) =>
    String(url).endsWith('/harvest-runs') ? Response.json({ runs }) : new Response('', { status: 401 }),
  );
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <HarvestSummaryDialog
            investigation={{ id: 7, investigationType: 'Topic', title: 'Biodiversity' }}
            opened
            onClose={() => undefined}
          />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the harvest summary dialog', () => {
  it('says how many votes, labels and notes the uploaded files brought, and nothing of them for a harvest without', async () => {
    const upload: HarvestStepOutcome = {
      ...step,
      label: 'Reading rayyan.ris',
      source: 'rayyan.ris',
      found: null,
      limit: null,
      imported: { votes: 3, labels: 1, notes: 2 },
    };
    renderSummary([
      { ...run, steps: [upload] },
      { ...run, jobId: 8, title: 'Harvest of 1 DOI line' },
    ]);
    const card = within(await screen.findByRole('region', { name: 'First harvest' }));
    expect(card.getByTestId('imported-decisions').textContent).toBe(
      'Imported from the files: 3 votes, 1 label, 2 notes',
    );
    const other = within(screen.getByRole('region', { name: 'Harvest of 1 DOI line' }));
    expect(other.queryByTestId('imported-decisions')).toBeNull();
  });

  it('names what became of the records not added: the document each merged record joined, linked, and why the others were not kept', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/harvest-runs') ? Response.json({ runs: [run] }) : new Response('', { status: 401 }),
    );
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MemoryRouter>
            <HarvestSummaryDialog
              investigation={{ id: 7, investigationType: 'Topic', title: 'Biodiversity' }}
              opened
              onClose={() => undefined}
            />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    const card = within(await screen.findByRole('region', { name: 'First harvest' }));
    expect(card.getByText('20 of 369 from OpenAlex, 5 new, 14 merged, 1 not kept')).toBeTruthy();
    expect(card.getByText('Merged into a document (14)')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Document 1' }).getAttribute('href')).toBe(
      '/investigations/topic/7/documents?ids=101',
    );
    expect(card.getByText(/“Record 2” \(10\.5555\/2\)/).textContent).toContain('a near-duplicate');
    expect(card.getByText('and 12 more')).toBeTruthy();
    expect(card.getByText('Records not kept (1)')).toBeTruthy();
    expect(card.getByText('“W4390000009”: no title')).toBeTruthy();
  });
});
