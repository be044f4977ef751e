import { describe, expect, it } from 'vitest';
import { bm25Scores, termScores, type ScoringTerm } from './bm25.js';
import { tokenize } from './words.js';

const term = (
  text: string,
  modifier: ScoringTerm['modifier'] = 'Regular',
  groupId = 1,
  groupMandatory = false,
): ScoringTerm => ({ term: text, modifier, groupId, groupMandatory });

describe('BM25', () => {
  it('ranks documents that mention the rarer terms more often first, and gives 0 without a match', () => {
    const docs = ['soil carbon in soil', 'carbon markets', 'river fish', 'soil soil soil carbon carbon carbon soil'];
    const scores = bm25Scores(docs, ['soil', 'carbon']);
    expect(scores[2]).toBe(0);
    expect(scores[0]).toBeGreaterThan(scores[1]!);
    expect(scores[3]).toBeGreaterThan(scores[0]!);
  });

  it('scores a phrase where its words stand together', () => {
    const scores = bm25Scores(['soil carbon', 'carbon in the soil', 'nothing'], ['soil carbon']);
    expect(scores[0]).toBeGreaterThan(0);
    expect(scores[1]).toBe(0);
    expect(tokenize('Graphene-based, Li-ion!')).toEqual(['graphene', 'based', 'li', 'ion']);
  });

  const docs = ['soil carbon sequestration', 'soil erosion by water', 'carbon markets and policy', 'river fish'];

  it('weighs Boost above Regular and Penalty below nothing', () => {
    const regular = termScores(docs, [term('soil'), term('carbon')]).score;
    const boosted = termScores(docs, [term('soil'), term('carbon', 'Boost')]).score;
    expect(regular[1]).toBeCloseTo(regular[2]!, 1);
    expect(boosted[2]).toBeGreaterThan(boosted[1]!);
    const penalised = termScores(docs, [term('soil'), term('carbon', 'Penalty')]).score;
    expect(penalised[2]).toBeLessThan(0);
    expect(penalised[1]).toBeGreaterThan(penalised[0]!);
  });

  it('excludes documents missing a Mandatory term, matching an Exclude term, or missing every term of a Mandatory group', () => {
    expect([...termScores(docs, [term('soil', 'Mandatory'), term('carbon')]).excluded]).toEqual([0, 0, 1, 1]);
    expect([...termScores(docs, [term('soil'), term('water', 'Exclude')]).excluded]).toEqual([0, 1, 0, 0]);
    const group = [term('erosion', 'Regular', 2, true), term('markets', 'Regular', 2, true), term('soil')];
    expect([...termScores(docs, group).excluded]).toEqual([1, 0, 0, 1]);
  });
});
