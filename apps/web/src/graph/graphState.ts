import type Graph from 'graphology';
import { bidirectional } from 'graphology-shortest-path/unweighted';
import { linkWidth } from '@quarry/contract';
import { AFFINITY_FROM, AFFINITY_TO } from './graphConstants';

/** The nodes within `hops` links of the given ones, in any direction (the given ones included). */
export function neighbourhood(graph: Graph, start: Iterable<string>, hops: number): Set<string> {
  const reached = new Set<string>();
  let frontier: string[] = [];
  for (const node of start) {
    if (!graph.hasNode(node) || reached.has(node)) continue;
    reached.add(node);
    frontier.push(node);
  }
  for (let hop = 0; hop < hops && frontier.length > 0; hop++) {
    const next: string[] = [];
    for (const node of frontier) {
      graph.forEachNeighbor(node, (neighbour) => {
        if (reached.has(neighbour)) return;
        reached.add(neighbour);
        next.push(neighbour);
      });
    }
    frontier = next;
  }
  return reached;
}

/** The shortest path between two nodes, links taken in either direction; null when none joins them. */
export function pathBetween(graph: Graph, from: string, to: string): string[] | null {
  if (!graph.hasNode(from) || !graph.hasNode(to) || from === to) return null;
  return bidirectional(graph, from, to);
}

/** The links along a path of nodes. */
export function linksOfPath(graph: Graph, path: readonly string[]): Set<string> {
  const links = new Set<string>();
  for (let k = 1; k < path.length; k++) {
    graph.forEachEdge(path[k - 1]!, path[k]!, (edge) => void links.add(edge));
  }
  return links;
}

/**
 * The highlight filter (doc 3 §2): plain text matches labels case-insensitively; a text starting with "!" names
 * nodes to put halos on, comma-separated. Answers the matching nodes (graph order) and whether they are halos.
 */
export function highlightMatches(graph: Graph, text: string): { nodes: string[]; halos: boolean } {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '!') return { nodes: [], halos: trimmed === '!' };
  if (trimmed.startsWith('!')) {
    const names = new Set(
      trimmed
        .slice(1)
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean),
    );
    return {
      nodes: graph.filterNodes((_, attributes) => names.has(String(attributes.label ?? '').toLowerCase())),
      halos: true,
    };
  }
  const needle = trimmed.toLowerCase();
  return {
    nodes: graph.filterNodes((_, attributes) =>
      String(attributes.label ?? '')
        .toLowerCase()
        .includes(needle),
    ),
    halos: false,
  };
}

/**
 * Stepping through highlight matches (doc 3 §4): null is "all of them"; next goes 0, 1, … and past the last back to
 * all, previous the other way.
 */
export function stepMatch(current: number | null, total: number, direction: 1 | -1): number | null {
  if (total === 0) return null;
  if (current === null) return direction === 1 ? 0 : total - 1;
  const next = current + direction;
  return next < 0 || next >= total ? null : next;
}

/** A colour between grey and dark red by an affinity of 0 to 1. */
export function affinityColor(score: number): string {
  const t = Math.min(1, Math.max(0, score));
  const [r, g, b] = AFFINITY_FROM.map((from, k) => Math.round(from + (AFFINITY_TO[k]! - from) * t));
  return `rgb(${r}, ${g}, ${b})`;
}

/** Label font size (doc 3 §9): 10 for names up to 10 characters, smaller for longer ones, never under 5. */
export const labelSize = (label: string): number =>
  label.length <= 10 ? 10 : Math.max(5, Math.round((100 / label.length) * 10) / 10);

/**
 * The drawn radius in pixels of a node of a spec size (doc 3 §9: 1 to 25 by documents, 0.5 to 10 by similarity,
 * 5 to 20 for entities): a floor keeps the smallest visible and clickable, the largest stays below ~22 px.
 */
export const drawnSize = (size: number): number => 2 + 0.8 * size;

/** Adds a graph answer's links (doc 3 §3 edges) to a graph of its nodes, each as wide as its weight says. */
export function addLinks(
  graph: Graph,
  edges: ReadonlyArray<{ id: string; sourceId: string; targetId: string; weight: number; color: string }>,
): void {
  for (const edge of edges) {
    if (!graph.hasNode(edge.sourceId) || !graph.hasNode(edge.targetId)) continue;
    graph.mergeEdgeWithKey(edge.id, edge.sourceId, edge.targetId, {
      weight: edge.weight,
      size: linkWidth(edge.weight),
      color: edge.color,
    });
  }
}
