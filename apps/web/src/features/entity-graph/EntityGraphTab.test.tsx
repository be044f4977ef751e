import { MantineProvider } from '@mantine/core';
import type { About } from '@quarry/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { pendingResponse, stubApi } from '../../test/stubApi';
import { aboutQuery } from '../auth';
import { WorkspaceContext } from '../workspace/state/workspaceContext';
import { testWorkspace } from '../workspace/state/testWorkspace';
import { EntityGraphTab } from './EntityGraphTab';

// sigma reads WebGL's constants when it loads; jsdom has no WebGL (the canvas is drawn only once the graph answers).
vi.hoisted(() => {
  globalThis.WebGL2RenderingContext ??= class {} as never;
  globalThis.WebGLRenderingContext ??= class {} as never;
});

const api = stubApi();

const emptyGraph = {
  nodes: [],
  edges: [],
  totalNodeCount: 0,
  minEdgeWeight: 0,
  maxEdgeWeight: 0,
  totalNumberOfNodes: 40,
  edgeThreshold: null,
};

describe('the entity graph tab', () => {
  it("says 'Loading Entities Graph...' until the graph's call answers (doc 3 §2)", async () => {
    const graph = pendingResponse();
    api.fetch.mockReturnValue(graph.promise);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(aboutQuery.queryKey, {} as About);
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <WorkspaceContext.Provider value={testWorkspace()}>
              <EntityGraphTab />
            </WorkspaceContext.Provider>
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    await screen.findByText('Loading Entities Graph...');
    expect(String(api.fetch.mock.calls[0]![0])).toMatch(/\/entity-graph$/);

    await act(async () => graph.answer(Response.json(emptyGraph)));
    await screen.findByText('No entities to show for the current filters.');
    expect(screen.queryByText('Loading Entities Graph...')).toBeNull();
  });
});
