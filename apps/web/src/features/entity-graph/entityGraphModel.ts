import {
  entityLayerColors,
  entityNodeSize,
  type EntityGraph,
  type EntityGraphNode,
  type EntityGraphType,
} from '@quarry/contract';
import Graph from 'graphology';
import { addLinks, drawnSize, labelSize } from '../../graph/graphState';

/**
 * The entity graph as sigma draws it: a node per entity or tracked term (5 to 20 by weight, its layer's colour;
 * `kind` keeps its type), a link per co-occurring pair (width by association strength).
 */
export function entityGraphModel(answer: EntityGraph): Graph {
  const graph = new Graph({ type: 'undirected' });
  const heaviest = Math.max(0, ...answer.nodes.map((node) => node.weight));
  for (const node of answer.nodes) {
    graph.addNode(node.id, {
      label: node.term,
      labelSize: labelSize(node.term),
      size: drawnSize(entityNodeSize(node.weight, heaviest)),
      color: entityLayerColors[node.type],
      kind: node.type,
      term: node.term,
      x: 0,
      y: 0,
    });
  }
  addLinks(graph, answer.edges);
  return graph;
}

/** The layers a graph has (a layer shows only when it has nodes), in the order of the legend. */
export function layersOf(nodes: readonly EntityGraphNode[]): EntityGraphType[] {
  const present = new Set(nodes.map((node) => node.type));
  return (['PERSON', 'ORGANIZATION', 'LOCATION', 'CONCEPT', 'TERM'] as const).filter((type) => present.has(type));
}

/** Hides or shows a layer; the last visible one stays (doc 3 §2: at least one layer must stay visible). */
export function toggleLayer(hidden: ReadonlySet<string>, layers: readonly string[], layer: string): Set<string> {
  const next = new Set(hidden);
  if (next.has(layer)) next.delete(layer);
  else if (layers.filter((candidate) => !next.has(candidate)).length > 1) next.add(layer);
  return next;
}
