import { describe, expect, it } from 'vitest';
import { bm25Scores, tokenize } from './bm25.js';

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
});
