import { describe, expect, it } from 'vitest';
import { graphInsightTitle } from './graphSnapshot';

describe('graphInsightTitle (doc 3 §4)', () => {
  it('names one node, joins two with &, and falls back otherwise', () => {
    expect(graphInsightTitle(['Ecology'], 'Entity Graph Insight')).toBe('Ecology');
    expect(graphInsightTitle(['Ecology', 'Carbon'], 'Entity Graph Insight')).toBe('Ecology & Carbon');
    expect(graphInsightTitle([], 'Entity Graph Insight')).toBe('Entity Graph Insight');
    expect(graphInsightTitle(['a', 'b', 'c'], 'Author Graph Insight')).toBe('Author Graph Insight');
  });
});
