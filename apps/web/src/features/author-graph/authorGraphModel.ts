import { normalizedDocumentCount, similaritySize, type AuthorGraph, type AuthorGraphNode } from '@quarry/contract';
import Graph from 'graphology';
import { HARVESTED_COLOR, NO_REGION_COLOR, REGION_COLORS } from '../../graph/graphConstants';
import { addLinks, affinityColor, drawnSize, labelSize } from '../../graph/graphState';
import type { GraphLayout } from '../../graph/layouts';

/** Size by (doc 3 §4): documents, relevance score, or similarity to a chosen author. */
export const authorSizeOptions = ['documentCount', 'score', 'similarity'] as const;
export type AuthorSizeBy = (typeof authorSizeOptions)[number];
/** Colour by: the recent region, none (one colour), or similarity to a chosen author. */
export const authorColorOptions = ['recentAffiliationCode', 'primaryAffiliationCode', 'similarity'] as const;
export type AuthorColorBy = (typeof authorColorOptions)[number];

export interface AuthorGraphSettings {
  layout: GraphLayout;
  sizeBy: AuthorSizeBy;
  colorBy: AuthorColorBy;
  showSnowflakes: boolean;
}

/** Doc 3 §4: circular, sized by relevance on mount, coloured by recent region, snowflakes shown. */
export const AUTHOR_GRAPH_DEFAULTS: AuthorGraphSettings = {
  layout: 'circular',
  sizeBy: 'score',
  colorBy: 'recentAffiliationCode',
  showSnowflakes: true,
};

export const UNIFORM_AUTHOR_COLOR = '#5c7cfa';

export interface AuthorLook {
  sizeBy: AuthorSizeBy;
  colorBy: AuthorColorBy;
}

/** A node's size: min(25, 1 + √documents), 0.5 + 9.5 × similarity, or the score scaled into the documents' range. */
function sizeOf(node: AuthorGraphNode, sizeBy: AuthorSizeBy, scores: { min: number; max: number }): number {
  if (sizeBy === 'similarity') return similaritySize(node.sizeAffinityScore ?? 0);
  if (sizeBy === 'score') {
    const span = scores.max - scores.min;
    return 1 + 24 * Math.sqrt(span > 0 ? (node.score - scores.min) / span : 1);
  }
  return normalizedDocumentCount(node.documentsCount);
}

function colorOf(node: AuthorGraphNode, colorBy: AuthorColorBy): string {
  if (node.harvested || node.harvesting) return HARVESTED_COLOR;
  if (colorBy === 'similarity') return affinityColor(node.colorAffinityScore ?? 0);
  if (colorBy === 'primaryAffiliationCode') return UNIFORM_AUTHOR_COLOR;
  return node.recentAffiliationCode === null ? NO_REGION_COLOR : REGION_COLORS[node.recentAffiliationCode]!;
}

/**
 * The author graph as sigma draws it: a node per author (label, size, colour by the look; `kind` keeps the
 * contract's type, sigma's `type` names a drawing program) and a link per pair of co-authors (width by weight).
 */
export function authorGraphModel(answer: AuthorGraph, look: AuthorLook): Graph {
  const graph = new Graph({ type: 'undirected' });
  const scores = {
    min: Math.min(...answer.nodes.map((node) => node.score)),
    max: Math.max(...answer.nodes.map((node) => node.score)),
  };
  for (const node of answer.nodes) {
    graph.addNode(node.id, {
      label: node.personName,
      labelSize: labelSize(node.personName),
      size: drawnSize(sizeOf(node, look.sizeBy, scores)),
      color: colorOf(node, look.colorBy),
      kind: node.type,
      harvesting: node.harvesting,
      x: 0,
      y: 0,
    });
  }
  addLinks(graph, answer.edges);
  return graph;
}

/** Authors of isolated articles (no co-author in the graph): the snowflakes the toggle hides. */
export const snowflakesOf = (graph: Graph): Set<string> =>
  new Set(graph.filterNodes((node) => graph.degree(node) === 0));
