import { MantineProvider } from '@mantine/core';
import type { ScreeningNext } from '@quarry/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/stubApi';
import { testInvestigation } from '../../investigations/testInvestigation';
import { testDocument } from '../data/testDocument';
import { testWorkspace } from '../state/testWorkspace';
import { WorkspaceContext } from '../state/workspaceContext';
import { ScreeningPane } from './ScreeningPane';

const api = stubApi();
afterEach(cleanup);

const next: ScreeningNext = {
  document: testDocument(7, { title: 'Fen record 7 on methane' }),
  drawnBy: 'ranked',
  progress: { total: 5, screened: 0, relevant: 0, irrelevant: 0, maybeDocumentIds: [], irrelevantSinceLastRelevant: 0 },
};

/** Answers the Screen tab's reads; any other call would be a decision. */
function serve() {
  api.fetch.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://quarry.test').pathname;
    if (path.endsWith('/screening/next')) return Response.json(next);
    if (path.endsWith('/screening/reasons')) return Response.json({ reasons: ['Wrong population'] });
    if (path.endsWith('/screening/criteria')) return Response.json({ criteria: '' });
    if (path.endsWith('/markups')) return Response.json([]);
    return new Response('', { status: 404 });
  });
}
const posted = () =>
  api.fetch.mock.calls.filter(([, init]) => init?.method === 'POST' && !String(init?.body).includes('documentIds'));

function renderPane(can: { screen: boolean; work: boolean }) {
  const investigation = testInvestigation({ can: { open: true, share: can.work, delete: can.work, ...can } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <WorkspaceContext.Provider value={testWorkspace({ investigation })}>
          <ScreeningPane />
        </WorkspaceContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the Screen tab', () => {
  it("shows a viewer the record and progress, but no decision buttons, and a viewer's keys decide nothing", async () => {
    serve();
    renderPane({ screen: false, work: false });
    expect(await screen.findByText('Fen record 7 on methane')).toBeTruthy();
    for (const name of [/^Relevant/, /^Irrelevant/, /^Maybe/, /^Undo/])
      expect(screen.queryByRole('button', { name })).toBeNull();
    for (const key of ['r', 'i', 'm', 'u', '1']) fireEvent.keyDown(window, { key });
    expect(posted()).toEqual([]);
  });

  it('offers a reviewer every decision', async () => {
    serve();
    renderPane({ screen: true, work: false });
    expect(await screen.findByText('Fen record 7 on methane')).toBeTruthy();
    for (const name of [/^Relevant/, /^Irrelevant/, /^Maybe/, /^Undo/])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });
});
