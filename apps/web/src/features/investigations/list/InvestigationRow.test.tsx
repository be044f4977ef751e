import { MantineProvider, Table } from '@mantine/core';
import type { Investigation } from '@quarry/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { testInvestigation } from '../testInvestigation';
import { InvestigationRow } from './InvestigationRow';

afterEach(cleanup);

const visited = '2024-05-02T10:00:00.000Z';

function renderRow(investigation: Investigation) {
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <Table>
          <Table.Tbody>
            <InvestigationRow
              number={1}
              investigation={investigation}
              highlighted={false}
              allowDuplicate={false}
              onAction={() => undefined}
            />
          </Table.Tbody>
        </Table>
      </MemoryRouter>
    </MantineProvider>,
  );
  return screen.getByRole('row');
}

describe('an investigation row', () => {
  it('badges an Academic Research Group by its kind, opens it at the person route and hides Ready once visited', () => {
    const row = renderRow(
      testInvestigation({
        id: 5,
        investigationSubType: 'PersonGroup',
        status: 'READY',
        lastUserInteractionTime: visited,
      }),
    );
    expect(row.textContent).toContain('Academic Research Group');
    expect(row.textContent).not.toContain('Ready');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/investigations/person/5');
  });

  it('badges a Local documents investigation by its kind, opens it at the topic route and keeps its Ready badge', () => {
    const row = renderRow(
      testInvestigation({
        id: 6,
        investigationSubType: 'LocalDocuments',
        status: 'READY',
        lastUserInteractionTime: visited,
      }),
    );
    expect(row.textContent).toContain('Local documents');
    expect(row.textContent).toContain('Ready');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/investigations/topic/6');
  });

  it('hides the Ready badge of a visited University investigation', () => {
    const row = renderRow(
      testInvestigation({ investigationSubType: 'University', status: 'READY', lastUserInteractionTime: visited }),
    );
    expect(row.textContent).toContain('University / Organization');
    expect(row.textContent).not.toContain('Ready');
  });

  it('badges an investigation shared with the reader by their role, and offers only what that role may do', () => {
    const viewer = { open: true, screen: false, work: false, share: false, delete: false };
    const row = renderRow(testInvestigation({ mine: false, sharedAs: 'viewer', can: viewer }));
    expect(within(row).getByTestId('shared-with-you').textContent).toBe('Shared with you · Viewer');
    for (const name of ['Share…', 'Delete', 'Duplicate'])
      expect(within(row).queryByRole('button', { name })).toBeNull();
    cleanup();
    const reviewer = renderRow(
      testInvestigation({ mine: false, sharedAs: 'reviewer', can: { ...viewer, screen: true } }),
    );
    expect(within(reviewer).getByTestId('shared-with-you').textContent).toBe('Shared with you · Reviewer');
  });

  it('offers its owner Share… and Delete, with no shared badge', () => {
    const row = renderRow(testInvestigation());
    expect(within(row).queryByTestId('shared-with-you')).toBeNull();
    expect(within(row).getByRole('button', { name: 'Share…' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });
});
