import Graph from 'graphology';
import { describe, expect, it } from 'vitest';
import {
  affinityColor,
  highlightMatches,
  labelSize,
  linksOfPath,
  neighbourhood,
  pathBetween,
  stepMatch,
} from './graphState';

/** a – b – c – d, and e – f apart; x alone. */
function chain() {
  const graph = new Graph({ type: 'undirected' });
  for (const [node, label] of [
    ['a', 'Ada Lovelace'],
    ['b', 'Alan Turing'],
    ['c', 'Grace Hopper'],
    ['d', 'Ada Yonath'],
    ['e', 'Emmy'],
    ['f', 'Felix'],
    ['x', 'Xu'],
  ])
    graph.addNode(node!, { label });
  graph.addEdgeWithKey('ab', 'a', 'b');
  graph.addEdgeWithKey('bc', 'b', 'c');
  graph.addEdgeWithKey('cd', 'c', 'd');
  graph.addEdgeWithKey('ef', 'e', 'f');
  return graph;
}

describe('graph state', () => {
  it('takes the neighbours along: one hop, or everything connected', () => {
    const graph = chain();
    expect(neighbourhood(graph, ['b'], 1)).toEqual(new Set(['a', 'b', 'c']));
    expect(neighbourhood(graph, ['a', 'e'], 1000)).toEqual(new Set(['a', 'b', 'c', 'd', 'e', 'f']));
    expect(neighbourhood(graph, ['x', 'unknown'], 1)).toEqual(new Set(['x']));
  });

  it('finds the shortest path in either direction, and none between parts apart', () => {
    const graph = chain();
    expect(pathBetween(graph, 'd', 'a')).toEqual(['d', 'c', 'b', 'a']);
    expect(linksOfPath(graph, ['d', 'c', 'b', 'a'])).toEqual(new Set(['cd', 'bc', 'ab']));
    expect(pathBetween(graph, 'a', 'e')).toBeNull();
    expect(pathBetween(graph, 'a', 'a')).toBeNull();
  });

  it('highlights labels containing the text, or the named nodes after "!"', () => {
    const graph = chain();
    expect(highlightMatches(graph, ' ada ')).toEqual({ nodes: ['a', 'd'], halos: false });
    expect(highlightMatches(graph, '!alan turing, Xu,')).toEqual({ nodes: ['b', 'x'], halos: true });
    expect(highlightMatches(graph, '')).toEqual({ nodes: [], halos: false });
  });

  it('steps through matches and back to all of them past either end', () => {
    expect([stepMatch(null, 3, 1), stepMatch(0, 3, 1), stepMatch(2, 3, 1)]).toEqual([0, 1, null]);
    expect([stepMatch(null, 3, -1), stepMatch(0, 3, -1)]).toEqual([2, null]);
    expect(stepMatch(null, 0, 1)).toBeNull();
  });

  it('colours by affinity from grey to dark red, and sizes labels by length', () => {
    expect(affinityColor(0)).toBe('rgb(205, 205, 205)');
    expect(affinityColor(1)).toBe('rgb(139, 0, 0)');
    expect(affinityColor(2)).toBe('rgb(139, 0, 0)');
    expect(labelSize('Ada')).toBe(10);
    expect(labelSize('Alexandra Fernández-Pinto')).toBe(5);
    expect(labelSize('Grace Hopper')).toBeCloseTo(8.3);
  });
});
