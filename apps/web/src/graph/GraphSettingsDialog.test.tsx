import { MantineProvider } from '@mantine/core';
import { blankConfiguration } from '@quarry/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GraphSettingsDialog, graphSettingsText } from './GraphSettingsDialog';
import { stubApi } from '../test/stubApi';

const api = stubApi();
const fetchMock = api.fetch;
const showErrorDialog = api.showErrorDialog;

describe('Graph Settings', () => {
  it('says a refused save in the dialog only, and stays open', async () => {
    const refusal = 'Only omnipotent users may change the graph settings.';
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST'
        ? new Response(refusal, { status: 403, headers: { 'content-type': 'text/plain' } })
        : Response.json(blankConfiguration()),
    );
    const onClose = vi.fn();
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <GraphSettingsDialog
            investigationId={7}
            opened
            onClose={onClose}
            graphType="author"
            totals={{
              totalNodeCount: 40,
              minEdgeWeight: 1,
              maxEdgeWeight: 5,
              totalNumberOfNodes: 40,
              edgeThreshold: null,
            }}
          />
        </QueryClientProvider>
      </MantineProvider>,
    );
    fireEvent.change(screen.getByLabelText(graphSettingsText.nodes), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: graphSettingsText.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(showErrorDialog).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
