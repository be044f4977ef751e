import { familyOf, investigationKinds, investigationStatuses } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { statusBadge } from './statusBadge';
import { testInvestigation } from './testInvestigation';

const visited = '2024-05-02T10:00:00.000Z';

describe('statusBadge', () => {
  it('shows a Ready with harvest problems differently from a clean Ready, even once visited', () => {
    const withProblems = statusBadge(
      testInvestigation({ status: 'READY', statusReason: 'arXiv search for "x" failed: arXiv answered 503' }),
    );
    expect(withProblems).toEqual({ label: 'Ready', color: 'orange', problems: true });
    expect(statusBadge(testInvestigation({ status: 'READY' }))).toEqual({
      label: 'Ready',
      color: 'green',
      problems: false,
    });
    const visitedPerson = testInvestigation({
      investigationSubType: 'Person',
      status: 'READY',
      statusReason: 'x',
      lastUserInteractionTime: visited,
    });
    expect(statusBadge(visitedPerson)?.problems).toBe(true);
  });

  it('labels every status as the list shows it', () => {
    const labels = investigationStatuses.map((status) => statusBadge(testInvestigation({ status }))?.label);
    expect(labels).toEqual(['Pending...', 'Processing...', 'Ready', 'Failed']);
  });

  it('shows Ready for the Person family and the University kind only while the user has never interacted', () => {
    for (const investigationSubType of [
      'Person',
      'PersonGroup',
      'FacultyWorks',
      'ResearcherWorks',
      'University',
    ] as const) {
      expect(
        statusBadge(testInvestigation({ investigationSubType, status: 'READY' }))?.label,
        investigationSubType,
      ).toBe('Ready');
      expect(
        statusBadge(testInvestigation({ investigationSubType, status: 'READY', lastUserInteractionTime: visited })),
        investigationSubType,
      ).toBeNull();
    }
  });

  it('always shows pending, processing and failed, and every status of the other kinds', () => {
    for (const investigationSubType of investigationKinds) {
      for (const status of investigationStatuses) {
        const badge = statusBadge(
          testInvestigation({ investigationSubType, status, lastUserInteractionTime: visited }),
        );
        const hidden =
          status === 'READY' && (familyOf(investigationSubType) === 'Person' || investigationSubType === 'University');
        expect(badge === null, `${investigationSubType} ${status}`).toBe(hidden);
      }
    }
    const localDocuments = testInvestigation({
      investigationSubType: 'LocalDocuments',
      status: 'READY',
      lastUserInteractionTime: visited,
    });
    expect(statusBadge(localDocuments)?.label).toBe('Ready');
  });
});
