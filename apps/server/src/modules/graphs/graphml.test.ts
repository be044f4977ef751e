import { UndirectedGraph } from 'graphology';
import { parse } from 'graphology-graphml';
import { describe, expect, it } from 'vitest';
import { toGraphml } from './graphml.js';

describe('GraphML', () => {
  it('writes every node and link attribute so graphology-graphml reads the same graph back', () => {
    const xml = toGraphml({
      nodes: [
        {
          id: '1',
          personName: 'Ada <Lovelace> & “Byron”',
          documentsCount: 3,
          score: 2.5,
          recentAffiliationCode: null,
          harvested: false,
        },
        {
          id: '2',
          personName: 'Alan\u0007 Turing',
          documentsCount: 1,
          score: -0.25,
          recentAffiliationCode: 3,
          harvested: true,
        },
      ],
      edges: [{ id: '1-2', sourceId: '1', targetId: '2', weight: 2, color: '#c3c7cc' }],
    });
    const graph = parse(UndirectedGraph, xml);
    expect(graph.order).toBe(2);
    expect(graph.getNodeAttributes('1')).toEqual({
      personName: 'Ada <Lovelace> & “Byron”',
      documentsCount: 3,
      score: 2.5,
      harvested: false,
    });
    expect(graph.getNodeAttributes('2')).toEqual({
      personName: 'Alan Turing',
      documentsCount: 1,
      score: -0.25,
      recentAffiliationCode: 3,
      harvested: true,
    });
    expect(graph.size).toBe(1);
    expect(graph.getEdgeAttributes(graph.edge('1', '2')!)).toEqual({ weight: 2, color: '#c3c7cc' });
    expect(graph.type).toBe('undirected');
  });

  it('writes an empty graph', () => {
    expect(parse(UndirectedGraph, toGraphml({ nodes: [], edges: [] })).order).toBe(0);
  });
});
