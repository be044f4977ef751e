import { describe, expect, it } from 'vitest';
import {
  BACKGROUND_LINK_COLOR,
  BACKGROUND_NODE_COLOR,
  PATH_COLOR,
  PATH_LINK_WIDTH,
  SELECTION_COLOR,
} from './graphConstants';
import Graph from 'graphology';
import { emptyView, graphViewReducer, linkLook, nodeLook, type GraphView } from './graphView';

const view = (changes: Partial<GraphView>): GraphView => ({ ...emptyView(), ...changes });

describe('graph view', () => {
  it('leaves everything as it is with nothing selected', () => {
    expect(nodeLook('a', 'PERSON', emptyView())).toEqual({});
    expect(linkLook('ab', 'a', 'b', ['PERSON', 'PERSON'], emptyView())).toEqual({});
  });

  it('colours the picked nodes, keeps their neighbours and pushes the rest to the background', () => {
    const selected = view({ picked: new Set(['a']), selected: new Set(['a', 'b']) });
    expect(nodeLook('a', undefined, selected)).toMatchObject({ color: SELECTION_COLOR, highlighted: true });
    expect(nodeLook('b', undefined, selected)).toEqual({ forceLabel: true, zIndex: 1 });
    expect(nodeLook('c', undefined, selected)).toMatchObject({ color: BACKGROUND_NODE_COLOR, label: null });
    expect(linkLook('ab', 'a', 'b', [undefined, undefined], selected)).toEqual({});
    expect(linkLook('bc', 'b', 'c', [undefined, undefined], selected)).toMatchObject({ color: BACKGROUND_LINK_COLOR });
  });

  it('emphasises a shortest path over the selection', () => {
    const path = view({
      picked: new Set(['a', 'c']),
      selected: new Set(['a', 'b', 'c']),
      path: { nodes: new Set(['a', 'b', 'c']), links: new Set(['ab', 'bc']) },
    });
    expect(nodeLook('b', undefined, path)).toMatchObject({ highlighted: true });
    expect(linkLook('ab', 'a', 'b', [undefined, undefined], path)).toMatchObject({
      color: PATH_COLOR,
      size: PATH_LINK_WIDTH,
    });
    expect(nodeLook('d', undefined, path)).toMatchObject({ color: BACKGROUND_NODE_COLOR });
  });

  it('hides hidden layers and nodes, and the links that touch them', () => {
    const hidden = view({ hiddenTypes: new Set(['LOCATION']), hiddenNodes: new Set(['x']) });
    expect(nodeLook('paris', 'LOCATION', hidden)).toEqual({ hidden: true });
    expect(nodeLook('x', 'PERSON', hidden)).toEqual({ hidden: true });
    expect(linkLook('l', 'paris', 'who', ['LOCATION', 'ORGANIZATION'], hidden)).toEqual({ hidden: true });
  });
});

describe('graph view transitions', () => {
  const graph = new Graph({ type: 'undirected' });
  for (const node of ['a', 'b', 'c', 'd', 'x']) graph.addNode(node);
  graph.addEdgeWithKey('ab', 'a', 'b');
  graph.addEdgeWithKey('bc', 'b', 'c');
  graph.addEdgeWithKey('cd', 'c', 'd');

  it('picks a node with its neighbours, adds and removes with a modifier, clears', () => {
    let state = graphViewReducer(emptyView(), { type: 'pick', graph, node: 'a', adding: false });
    expect(state.picked).toEqual(new Set(['a']));
    expect(state.selected).toEqual(new Set(['a', 'b']));
    state = graphViewReducer(state, { type: 'pick', graph, node: 'd', adding: true });
    expect(state.selected).toEqual(new Set(['a', 'b', 'c', 'd']));
    state = graphViewReducer(state, { type: 'pick', graph, node: 'a', adding: true });
    expect(state.picked).toEqual(new Set(['d']));
    expect(graphViewReducer(state, { type: 'clear' }).selected.size).toBe(0);
  });

  it('shows the path between two picked nodes until the selection changes, and nothing without one', () => {
    let state = graphViewReducer(emptyView(), { type: 'pick', graph, node: 'a', adding: false });
    state = graphViewReducer(state, { type: 'pick', graph, node: 'd', adding: true });
    state = graphViewReducer(state, { type: 'path', graph });
    expect(state.path).toEqual({ nodes: new Set(['a', 'b', 'c', 'd']), links: new Set(['ab', 'bc', 'cd']) });
    expect(graphViewReducer(state, { type: 'pick', graph, node: 'b', adding: false }).path).toBeNull();
    const apart = graphViewReducer(graphViewReducer(state, { type: 'pick', graph, node: 'x', adding: false }), {
      type: 'pick',
      graph,
      node: 'a',
      adding: true,
    });
    expect(graphViewReducer(apart, { type: 'path', graph }).path).toBeNull();
  });

  it('grows the selection to the co-authors, or to everything connected', () => {
    const state = graphViewReducer(emptyView(), { type: 'pick', graph, node: 'a', adding: false });
    expect(graphViewReducer(state, { type: 'grow', graph, hops: 1 }).picked).toEqual(new Set(['a', 'b']));
    expect(graphViewReducer(state, { type: 'grow', graph, hops: 1000 }).picked).toEqual(new Set(['a', 'b', 'c', 'd']));
  });
});
