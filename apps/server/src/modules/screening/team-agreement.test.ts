import { describe, expect, it } from 'vitest';
import { agreementOf, cohenKappa, recordStates, screenedTwice, settled } from './team-agreement.js';
import type { TeamDecision } from './team.repository.js';

const decision = (document_id: number, user_id: number, decided: TeamDecision['decision']): TeamDecision => ({
  document_id,
  user_id,
  nickname: `R${user_id}`,
  decision: decided,
  reason: null,
  blind: true,
});

describe("Cohen's kappa", () => {
  it('is 1 for full agreement, 0 for agreement at chance, negative below it (Cohen 1960)', () => {
    expect(
      cohenKappa([
        ['Relevant', 'Relevant'],
        ['Irrelevant', 'Irrelevant'],
      ]),
    ).toBe(1);
    expect(
      cohenKappa([
        ['Relevant', 'Relevant'],
        ['Relevant', 'Irrelevant'],
        ['Irrelevant', 'Relevant'],
        ['Irrelevant', 'Irrelevant'],
      ]),
    ).toBe(0);
    expect(
      cohenKappa([
        ['Relevant', 'Irrelevant'],
        ['Irrelevant', 'Relevant'],
      ]),
    ).toBe(-1);
  });

  it("matches a textbook example: 20 yes/yes, 5 yes/no, 10 no/yes, 15 no/no gives 0.4 (Wikipedia's)", () => {
    const calls = [
      ...Array(20).fill(['Relevant', 'Relevant']),
      ...Array(5).fill(['Relevant', 'Irrelevant']),
      ...Array(10).fill(['Irrelevant', 'Relevant']),
      ...Array(15).fill(['Irrelevant', 'Irrelevant']),
    ];
    expect(cohenKappa(calls)).toBeCloseTo(0.4, 10);
  });

  it('is undefined without records or when both always gave the same one call', () => {
    expect(cohenKappa([])).toBeNull();
    expect(cohenKappa([['Relevant', 'Relevant']])).toBeNull();
  });
});

describe("the team's decisions on a record", () => {
  const decisions = [
    decision(1, 10, 'Relevant'),
    decision(1, 11, 'Relevant'),
    decision(2, 10, 'Relevant'),
    decision(2, 11, 'Irrelevant'),
    decision(3, 10, 'Maybe'),
    decision(4, 11, 'Irrelevant'),
  ];

  it('agree, conflict, or wait; a resolution settles a conflict; Maybe counts as no decision', () => {
    const states = recordStates(decisions, new Map());
    expect(states.get(1)).toMatchObject({ conflict: false, agreed: 'Relevant' });
    expect(states.get(2)).toMatchObject({ conflict: true, agreed: null });
    expect(states.has(3)).toBe(false);
    expect(states.get(4)).toMatchObject({ conflict: false, agreed: 'Irrelevant' });
    const resolved = recordStates(decisions, new Map([[2, 'Irrelevant' as const]]));
    expect(resolved.get(2)).toMatchObject({ conflict: false, agreed: 'Irrelevant' });
  });

  it('needs no more screeners once decided by as many as it needs, in conflict or resolved', () => {
    const states = recordStates(decisions, new Map());
    expect(settled(states.get(4), 2, false)).toBe(false);
    expect(settled(states.get(4), 1, false)).toBe(true);
    expect(settled(states.get(2), 2, false)).toBe(true);
    expect(settled(undefined, 1, false)).toBe(false);
  });

  it("measures each pair of reviewers' agreement on their common records", () => {
    const { pairs, kappa } = agreementOf(recordStates(decisions, new Map()).values());
    expect(pairs).toEqual([
      { a: { userId: 10, nickname: 'R10' }, b: { userId: 11, nickname: 'R11' }, records: 2, agreed: 1, kappa: 0 },
    ]);
    expect(kappa).toBe(0);
  });
});

describe('the double-screening share', () => {
  it('takes about the percent asked of consecutive ids, always the same ones', () => {
    const ids = Array.from({ length: 10_000 }, (_, i) => i + 1);
    const share = ids.filter((id) => screenedTwice(id, 30)).length / ids.length;
    expect(share).toBeGreaterThan(0.28);
    expect(share).toBeLessThan(0.32);
    expect(ids.filter((id) => screenedTwice(id, 100))).toHaveLength(ids.length);
    expect(ids.filter((id) => screenedTwice(id, 0))).toHaveLength(0);
    expect(screenedTwice(42, 30)).toBe(screenedTwice(42, 30));
  });
});
