import { MantineProvider } from '@mantine/core';
import type { RelationshipSummary } from '@quarry/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testInvestigation } from '../investigations/testInvestigation';
import { defaultSpec } from '../workspace/state/filterSpec';
import { testWorkspace } from '../workspace/state/testWorkspace';
import { WorkspaceContext } from '../workspace/state/workspaceContext';
import { EntitySummaryPane } from './EntitySummaryPane';
import { stubApi } from '../../test/stubApi';

const api = stubApi();
const fetchMock = api.fetch;

const firstEntity = { entityName: 'UNESCO', entityType: 'ORGANIZATION' } as const;
const secondEntity = { entityName: 'Haifa', entityType: 'LOCATION' } as const;
const spec = { ...defaultSpec(true), freeText: 'coastal' };

function renderPair(answer: RelationshipSummary) {
  fetchMock.mockResolvedValue(Response.json(answer));
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <WorkspaceContext.Provider
          value={testWorkspace({
            investigation: testInvestigation({ id: 9 }),
            spec,
            shownEntities: [firstEntity, secondEntity],
          })}
        >
          <EntitySummaryPane />
        </WorkspaceContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the entity relationship pane', () => {
  it('asks for the documents of the active filter and marks both names in the sentence around them', async () => {
    const text = 'UNESCO surveyed the coast near Haifa.';
    renderPair({
      firstEntity,
      secondEntity,
      documentsCount: 1,
      documents: [
        {
          documentId: 4,
          title: 'Coastal survey',
          year: 2019,
          excerpts: [
            {
              text,
              marks: [
                { start: 0, end: 6 },
                { start: 31, end: 36 },
              ],
            },
          ],
        },
      ],
    });
    await waitFor(() => expect(screen.getByText('Documents (1)')).toBeTruthy());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/investigations/topic/9/entity-relationship-summary');
    expect(JSON.parse(String(init?.body))).toEqual({ firstEntity, secondEntity, spec });
    const item = screen.getByTestId('summary-document');
    expect([...item.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['UNESCO', 'Haifa']);
    // The title once, in the heading of the document; the excerpt is the sentence, not the title again.
    expect(item.textContent).toBe(`Coastal survey (2019)${text}`);
  });

  it('says when no document of the filter mentions both', async () => {
    renderPair({ firstEntity, secondEntity, documentsCount: 0, documents: [] });
    await waitFor(() => expect(screen.getByText('No document of the current filters mentions both.')).toBeTruthy());
  });
});
