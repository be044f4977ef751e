import { MantineProvider } from '@mantine/core';
import type { InvestigationState } from '@quarry/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveControls } from './LiveControls';

afterEach(cleanup);

const state = (change: Partial<InvestigationState>): InvestigationState => ({
  investigationId: 7,
  differentEnough: false,
  relevancyScore: 0,
  activityScore: 0,
  status: 'READY',
  totalDocuments: 5,
  ...change,
});

function refreshButton(live: InvestigationState | null) {
  render(
    <MantineProvider env="test">
      <LiveControls state={live} onRefresh={vi.fn()} />
    </MantineProvider>,
  );
  return screen.getByRole('button', { name: 'Refresh' });
}

describe('the refresh button', () => {
  it('says why it is lit: the order learned from the votes changed', () => {
    const button = refreshButton(state({ differentEnough: true, refreshReason: 'learnedOrder' }));
    expect(button.dataset.lit).toBe('true');
    expect(button.getAttribute('aria-description')).toBe(
      'The order learned from your votes changed: refresh to see it',
    );
  });

  it('says when documents were harvested since the list was loaded', () => {
    const button = refreshButton(state({ differentEnough: true, refreshReason: 'newDocuments' }));
    expect(button.getAttribute('aria-description')).toBe(
      'Documents were harvested since the list was loaded: refresh to see them',
    );
  });

  it('is not lit and says what it does when nothing changed (a stale reason aside)', () => {
    for (const live of [null, state({ refreshReason: 'learnedOrder' })]) {
      const button = refreshButton(live);
      expect(button.dataset.lit).toBe('false');
      expect(button.getAttribute('aria-description')).toBe(
        'Reload the list to show documents harvested since it was loaded',
      );
      cleanup();
    }
  });
});
