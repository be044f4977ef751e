import { entityTypeCategory, mergeKindOfType, type EntityGraphNode, type SelectedTop } from '@quarry/contract';
import type Graph from 'graphology';
import { pathBetween } from '../../graph/graphState';
import { removalKind } from './entityGraphLabels';

/**
 * The rules of the entity graph's right-click commands (doc 3 §2, §4, §5), apart from React: which nodes they act
 * on, when each is offered and enabled, and what remove, merge and search send.
 */

/** The filter an entity node adds: its top list's name and value (doc 3 §3 chip names). */
export const topOfNode = (node: EntityGraphNode): SelectedTop => ({
  name: entityTypeCategory[node.type],
  selectedValue: node.id.slice(node.type.length + 1),
  selectedDisplayValue: node.term,
});

/** The picked nodes, in the order they were picked (ids the graph no longer has are left out). */
export function pickedNodes(picked: Iterable<string>, nodes: readonly EntityGraphNode[]): EntityGraphNode[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  return [...picked].map((id) => byId.get(id)).filter((node): node is EntityGraphNode => node !== undefined);
}

/** Terms are no entities: they are never removed nor merged. */
export const removableNodes = (picked: readonly EntityGraphNode[]): EntityGraphNode[] =>
  picked.filter((node) => node.type !== 'TERM');

/** Doc 3 §5: at least 2, all of one type, none a TERM. */
export const canMerge = (picked: readonly EntityGraphNode[]): boolean =>
  picked.length >= 2 && picked.every((node) => node.type === picked[0]!.type && node.type !== 'TERM');

export interface CommandState {
  hidden: boolean;
  disabled: boolean;
}

export interface EntityCommandInput {
  picked: readonly EntityGraphNode[];
  graph: Graph | undefined;
  /** Whether the one picked node's term is tracked already. */
  tracked: (term: string) => boolean;
  /** The Add as Tracked Term command is there (a Topic the user may edit). */
  termsEditable: boolean;
  /** Create Insight is there. */
  insights: boolean;
  /** Whether a node's filter is applied already. */
  isFilter: (top: SelectedTop) => boolean;
}

export type EntityCommand =
  'remove' | 'merge' | 'addTerm' | 'shortestPath' | 'searchWeb' | 'copy' | 'createInsight' | 'addFilter';

/** Which commands the menu shows for a selection, and which of them are greyed out. */
export function entityCommandStates(input: EntityCommandInput): Record<EntityCommand, CommandState> {
  const { picked, graph } = input;
  const one = picked.length === 1 ? picked[0]! : null;
  const none = picked.length === 0;
  const connected =
    picked.length === 2 && graph !== undefined && pathBetween(graph, picked[0]!.id, picked[1]!.id) !== null;
  return {
    remove: { hidden: none, disabled: removableNodes(picked).length === 0 },
    merge: { hidden: picked.length < 2, disabled: !canMerge(picked) },
    addTerm: {
      hidden: !input.termsEditable,
      disabled: !one || input.tracked(one.term) || one.type === 'TERM',
    },
    shortestPath: { hidden: none, disabled: !connected },
    searchWeb: { hidden: !one, disabled: false },
    copy: { hidden: !one, disabled: false },
    createInsight: { hidden: !input.insights, disabled: false },
    addFilter: { hidden: none, disabled: picked.map(topOfNode).some(input.isFilter) },
  };
}

/** What Remove sends: each entity's name mapped to its kind. */
export const removalBody = (
  entities: readonly EntityGraphNode[],
): Record<string, (typeof removalKind)[keyof typeof removalKind]> =>
  Object.fromEntries(
    entities.map((node) => [topOfNode(node).selectedValue, removalKind[node.type as keyof typeof removalKind]]),
  );

/** What Merge sends: the kind of the entities (one type, checked by canMerge) and their names. */
export const mergeRequest = (entities: readonly EntityGraphNode[]) => ({
  kinds: mergeKindOfType[entities[0]!.type as keyof typeof mergeKindOfType],
  names: entities.map((node) => topOfNode(node).selectedValue),
});

/** Search the Web looks the term up on Google. */
export const webSearchUrl = (term: string): string => `https://www.google.com/search?q=${encodeURIComponent(term)}`;
