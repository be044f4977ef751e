import { MantineProvider } from '@mantine/core';
import type { FinalReport } from '@quarry/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { click } from '../../../test/click';
import { sentBody, stubApi, textResponse } from '../../../test/stubApi';
import { MergeDebugToolDialog } from './MergeDebugToolDialog';

const api = stubApi();

function renderTool(initialMainPersonId: number | null) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <MergeDebugToolDialog opened onClose={() => undefined} initialMainPersonId={initialMainPersonId} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return screen.getByRole('dialog', { name: 'Merge Debug Tool' });
}

const type = (dialog: HTMLElement, label: string, text: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value: text } });

describe('the Merge Debug Tool dialog', () => {
  it('asks for the persons before calling', async () => {
    const dialog = renderTool(null);
    await click(within(dialog).getByRole('button', { name: 'Final Report' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please fill in the main person ID');
    type(dialog, 'Main person ID', '5');
    await click(within(dialog).getByRole('button', { name: 'Final Report' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please fill in at least one other person ID');
    type(dialog, 'Other person IDs', '6, x');
    await click(within(dialog).getByRole('button', { name: 'Download Merge Report' }));
    expect(within(dialog).getByRole('alert').textContent).toMatch(/whole numbers/);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it("shows the final report's decisions, held to the threshold, for the main cluster and the others", async () => {
    const dialog = renderTool(501);
    expect((within(dialog).getByLabelText('Main person ID') as HTMLInputElement).value).toBe('501');
    type(dialog, 'Other person IDs', '502 503');
    const final: FinalReport = {
      mainPersonId: 501,
      threshold: 0.5,
      decisions: [
        { id1: 501, id2: 502, totalScore: 0.8765, scores: { name: 0.91 } },
        { id1: 501, id2: 503, totalScore: 0.123, scores: { name: 0.4, coauthors: 0.05 } },
      ],
    };
    api.fetch.mockResolvedValueOnce(Response.json(final));
    await click(within(dialog).getByRole('button', { name: 'Final Report' }));
    expect(String(api.fetch.mock.calls[0]![0])).toBe('/api/admin/merge/final-report');
    expect(sentBody(api.fetch, 0)).toEqual({ mainPersonId: 501, personIds: [502, 503] });
    const rows = within(within(dialog).getByRole('table', { name: 'Final Report' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Person 1Person 2Total scoreDecisioncoauthorsname',
      '50150287.6 %merge—91.0 %',
      '50150312.3 %keep apart5.0 %40.0 %',
    ]);
    expect(within(dialog).getByText('Threshold: 50.0 %')).toBeTruthy();

    api.fetch.mockResolvedValueOnce(textResponse('Person 503 does not exist', 404));
    await click(within(dialog).getByRole('button', { name: 'Final Report' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Person 503 does not exist');
  });

  it('downloads the merge report of all the persons as a text file', async () => {
    const createObjectURL = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const dialog = renderTool(501);
    type(dialog, 'Other person IDs', '502');
    api.fetch.mockResolvedValueOnce(
      new Response('501 502 0.88', {
        headers: { 'Content-Disposition': 'attachment; filename="merge-report-20261128.txt"' },
      }),
    );
    await click(within(dialog).getByRole('button', { name: 'Download Merge Report' }));
    expect(String(api.fetch.mock.calls[0]![0])).toBe('/api/admin/merge/report');
    expect(sentBody(api.fetch, 0)).toEqual({ personIds: [501, 502] });
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
