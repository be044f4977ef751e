import { entityTypeCategory, type EntityGraphNode } from '@quarry/contract';
import Graph from 'graphology';
import { describe, expect, it } from 'vitest';
import {
  canMerge,
  entityCommandStates,
  mergeRequest,
  pickedNodes,
  removableNodes,
  removalBody,
  topOfNode,
  webSearchUrl,
  type EntityCommandInput,
} from './entityCommands';

const node = (type: EntityGraphNode['type'], name: string): EntityGraphNode => ({
  id: `${type}:${name}`,
  term: name,
  weight: 1,
  type,
});
const ada = node('PERSON', 'Ada Lovelace');
const alan = node('PERSON', 'Alan Turing');
const paris = node('LOCATION', 'Paris');
const soil = node('TERM', 'soil');
const loner = node('PERSON', 'Loner');

const graph = new Graph({ type: 'undirected' });
for (const { id } of [ada, alan, paris, soil, loner]) graph.addNode(id);
graph.addEdge(ada.id, paris.id);
graph.addEdge(paris.id, alan.id);

const input = (picked: EntityGraphNode[], changes: Partial<EntityCommandInput> = {}): EntityCommandInput => ({
  picked,
  graph,
  tracked: () => false,
  termsEditable: true,
  insights: true,
  isFilter: () => false,
  ...changes,
});

describe("the entity graph's commands", () => {
  it('adds an entity as the filter of its top list, named by its term', () => {
    expect(topOfNode(paris)).toEqual({
      name: entityTypeCategory.LOCATION,
      selectedValue: 'Paris',
      selectedDisplayValue: 'Paris',
    });
    // The value keeps what follows the type, colons included.
    expect(topOfNode(node('CONCEPT', 'a:b')).selectedValue).toBe('a:b');
  });

  it('acts on the picked nodes still in the graph, in the order picked', () => {
    expect(pickedNodes(new Set([alan.id, 'PERSON:gone', ada.id]), [ada, alan, paris])).toEqual([alan, ada]);
    expect(pickedNodes(new Set(), [ada])).toEqual([]);
  });

  it('removes and merges entities only, merging two or more of one type', () => {
    expect(removableNodes([ada, soil, paris])).toEqual([ada, paris]);
    expect(canMerge([ada, alan])).toBe(true);
    expect(canMerge([ada])).toBe(false);
    expect(canMerge([ada, paris])).toBe(false);
    expect(canMerge([soil, node('TERM', 'carbon')])).toBe(false);
  });

  it('shows nothing but Create Insight and Add as Tracked Term (greyed) with nothing picked', () => {
    const states = entityCommandStates(input([]));
    const shown = Object.entries(states).filter(([, state]) => !state.hidden);
    expect(shown.map(([command]) => command)).toEqual(['addTerm', 'createInsight']);
    expect(states.addTerm.disabled).toBe(true);
  });

  it('offers the one-node commands for one entity, Add as Tracked Term while it is not tracked', () => {
    const states = entityCommandStates(input([ada]));
    expect(states.remove).toEqual({ hidden: false, disabled: false });
    expect(states.merge.hidden).toBe(true);
    expect(states.addTerm).toEqual({ hidden: false, disabled: false });
    expect(states.searchWeb.hidden || states.copy.hidden).toBe(false);
    expect(states.shortestPath).toEqual({ hidden: false, disabled: true });
    expect(entityCommandStates(input([ada], { tracked: (term) => term === 'Ada Lovelace' })).addTerm.disabled).toBe(
      true,
    );
    // A term node is tracked already and no entity: it cannot be removed.
    expect(entityCommandStates(input([soil])).addTerm.disabled).toBe(true);
    expect(entityCommandStates(input([soil])).remove).toEqual({ hidden: false, disabled: true });
  });

  it('offers the shortest path between two connected nodes only, and merge for two of a type', () => {
    expect(entityCommandStates(input([ada, alan])).shortestPath.disabled).toBe(false);
    expect(entityCommandStates(input([ada, loner])).shortestPath.disabled).toBe(true);
    expect(entityCommandStates(input([ada, alan], { graph: undefined })).shortestPath.disabled).toBe(true);
    expect(entityCommandStates(input([ada, alan, paris])).shortestPath.disabled).toBe(true);
    expect(entityCommandStates(input([ada, alan])).merge).toEqual({ hidden: false, disabled: false });
    expect(entityCommandStates(input([ada, paris])).merge).toEqual({ hidden: false, disabled: true });
    const two = entityCommandStates(input([ada, alan]));
    expect([two.searchWeb.hidden, two.copy.hidden, two.addTerm.disabled]).toEqual([true, true, true]);
  });

  it('hides what the user cannot do here, and greys Add as Filter once any picked node is a filter', () => {
    const states = entityCommandStates(input([ada], { termsEditable: false, insights: false }));
    expect([states.addTerm.hidden, states.createInsight.hidden]).toEqual([true, true]);
    const filtered = entityCommandStates(input([ada, paris], { isFilter: (top) => top.selectedValue === 'Paris' }));
    expect(filtered.addFilter).toEqual({ hidden: false, disabled: true });
    expect(entityCommandStates(input([ada, paris])).addFilter.disabled).toBe(false);
  });

  it('sends each removed entity with its kind, and a merge by kind', () => {
    expect(removalBody([ada, paris, node('CONCEPT', 'humus')])).toEqual({
      'Ada Lovelace': 'PERSON',
      Paris: 'LOCATION',
      humus: 'TERM',
    });
    expect(mergeRequest([ada, alan])).toEqual({ kinds: 'persons', names: ['Ada Lovelace', 'Alan Turing'] });
  });

  it('searches the web for the term, encoded', () => {
    expect(webSearchUrl('soil & carbon')).toBe('https://www.google.com/search?q=soil%20%26%20carbon');
  });
});
