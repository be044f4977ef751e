import type { PersonCandidate } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { canApply, clickVote, planOf, shownVote } from './disambiguationVotes';

const candidate = (
  id: number,
  relevancy: PersonCandidate['relevancy'] = 'Neutral',
  documentsCount = 1,
): PersonCandidate => ({
  id,
  name: `Person ${id}`,
  documentsCount,
  relevancy,
  filteredOut: relevancy === 'Irrelevant',
});

describe('the Disambiguate votes', () => {
  it('sets a vote, and clears an active one when clicked again', () => {
    const ada = candidate(1);
    const voted = clickVote(new Map(), ada, 'Relevant');
    expect(shownVote(ada, voted)).toBe('Relevant');
    expect(clickVote(voted, ada, 'Relevant').size).toBe(0);
    expect(shownVote(ada, clickVote(voted, ada, 'Irrelevant'))).toBe('Irrelevant');
  });

  it('turns a person stored as Irrelevant Neutral (a restore) when its active vote is clicked', () => {
    const removed = candidate(2, 'Irrelevant');
    expect(shownVote(removed, new Map())).toBe('Irrelevant');
    const restored = clickVote(new Map(), removed, 'Irrelevant');
    expect(restored.get(2)).toBe('Neutral');
    expect(planOf([removed], restored).neutralPersonIds).toEqual([2]);
    // Voting what is stored is no vote.
    expect(clickVote(restored, removed, 'Irrelevant').size).toBe(0);
  });

  it('offers Apply when there are votes and the Relevant ones are not exactly one', () => {
    expect(canApply(new Map())).toBe(false);
    expect(canApply(new Map([[1, 'Relevant']]))).toBe(false);
    expect(canApply(new Map([[1, 'Irrelevant']]))).toBe(true);
    expect(
      canApply(
        new Map([
          [1, 'Relevant'],
          [2, 'Relevant'],
        ]),
      ),
    ).toBe(true);
  });

  it('plans the merge with the Relevant person of most documents first', () => {
    const plan = planOf(
      [candidate(1, 'Neutral', 1), candidate(2, 'Neutral', 5), candidate(3)],
      new Map([
        [1, 'Relevant'],
        [2, 'Relevant'],
        [3, 'Irrelevant'],
      ]),
    );
    expect(plan).toEqual({ relevantPersonIds: [2, 1], irrelevantPersonIds: [3], neutralPersonIds: [] });
  });
});
