import type { PersonCandidate } from '@quarry/contract';

export type Vote = PersonCandidate['relevancy'];
/** The votes given since the list loaded, by person id (a candidate without one keeps its stored relevancy). */
export type Votes = ReadonlyMap<number, Vote>;

/** What a candidate shows: the vote given now, else what was stored. */
export const shownVote = (candidate: PersonCandidate, votes: Votes): Vote =>
  votes.get(candidate.id) ?? candidate.relevancy;

/**
 * A click on a vote (doc 3 §4): an active vote clicked again clears it — back to Neutral, which for a person
 * stored as Irrelevant (or Relevant) is a vote of its own (restore) — any other sets it.
 */
export function clickVote(votes: Votes, candidate: PersonCandidate, vote: Vote): Map<number, Vote> {
  const next = new Map(votes);
  const wanted: Vote = shownVote(candidate, votes) === vote ? 'Neutral' : vote;
  if (wanted === candidate.relevancy) next.delete(candidate.id);
  else next.set(candidate.id, wanted);
  return next;
}

export interface Plan {
  relevantPersonIds: number[];
  irrelevantPersonIds: number[];
  neutralPersonIds: number[];
}

/** The votes as the disambiguate call takes them; Relevant ones most documents first (the first is the one kept). */
export function planOf(candidates: readonly PersonCandidate[], votes: Votes): Plan {
  const voted = (vote: Vote) => candidates.filter((candidate) => votes.get(candidate.id) === vote);
  return {
    relevantPersonIds: voted('Relevant')
      .sort((a, b) => b.documentsCount - a.documentsCount || a.id - b.id)
      .map((candidate) => candidate.id),
    irrelevantPersonIds: voted('Irrelevant').map((candidate) => candidate.id),
    neutralPersonIds: voted('Neutral').map((candidate) => candidate.id),
  };
}

/** Apply shows when there are votes and the Relevant ones are not exactly one (doc 3 §4). */
export const canApply = (votes: Votes): boolean =>
  votes.size > 0 && [...votes.values()].filter((vote) => vote === 'Relevant').length !== 1;
