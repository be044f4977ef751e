import { MantineProvider, Table } from '@mantine/core';
import type { Investigation } from '@quarry/contract';
import { cleanup, render, screen } from '@testing-library/react';
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
});
