import { investigationStatuses, investigationTypes } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { statusBadge } from './statusBadge';
import { testInvestigation } from './testInvestigation';

const visited = '2024-05-02T10:00:00.000Z';

describe('statusBadge', () => {
  it('labels every status as the list shows it', () => {
    const labels = investigationStatuses.map((status) => statusBadge(testInvestigation({ status }))?.label);
    expect(labels).toEqual(['Pending...', 'Processing...', 'Ready', 'Failed']);
  });

  it('shows Ready for Person and University only while the user has never interacted', () => {
    for (const investigationType of ['Person', 'University'] as const) {
      expect(statusBadge(testInvestigation({ investigationType, status: 'READY' }))?.label).toBe('Ready');
      expect(
        statusBadge(testInvestigation({ investigationType, status: 'READY', lastUserInteractionTime: visited })),
      ).toBeNull();
    }
  });

  it('always shows pending, processing and failed, and every status of the other types', () => {
    for (const investigationType of investigationTypes) {
      for (const status of investigationStatuses) {
        const badge = statusBadge(testInvestigation({ investigationType, status, lastUserInteractionTime: visited }));
        const hidden = status === 'READY' && (investigationType === 'Person' || investigationType === 'University');
        expect(badge === null, `${investigationType} ${status}`).toBe(hidden);
      }
    }
  });
});
