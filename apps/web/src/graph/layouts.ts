import type Graph from 'graphology';
import louvain from 'graphology-communities-louvain';
import { circular } from 'graphology-layout';

/** The layouts of both graphs (doc 3 §9); what structural and lens mean is in docs/graphs.md. */
export const graphLayouts = ['circular', 'organic', 'structural', 'lens'] as const;
export type GraphLayout = (typeof graphLayouts)[number];

export type Positions = Record<string, { x: number; y: number }>;

const SCALE = 100;

/** Every node on one circle, in the graph's order (nodes come heaviest first). */
export const circularPositions = (graph: Graph): Positions => circular(graph, { scale: SCALE }) as Positions;

/**
 * Structural: the graph's communities (Louvain modularity) each on a circle of its own, the circles side by side on
 * a spiral, largest first; a node alone is a community of one. Who works (or is mentioned) together sits together.
 */
export function structuralPositions(graph: Graph): Positions {
  const communities = new Map<number, string[]>();
  const assignment = graph.size > 0 ? louvain(graph, { getEdgeWeight: 'weight' }) : {};
  graph.forEachNode((node) => {
    const community = assignment[node] ?? -1;
    const members = communities.get(community) ?? [];
    members.push(node);
    communities.set(community, members);
  });
  const groups = [...communities.values()].sort((a, b) => b.length - a.length);
  const positions: Positions = {};
  let angle = 0;
  let distance = 0;
  for (const [k, members] of groups.entries()) {
    const radius = 4 * Math.sqrt(members.length);
    if (k > 0) {
      distance += radius * 1.2;
      angle += (radius * 2.4) / Math.max(distance, 1);
    }
    const cx = Math.cos(angle) * distance;
    const cy = Math.sin(angle) * distance;
    members.forEach((node, i) => {
      const theta = (2 * Math.PI * i) / members.length;
      positions[node] =
        members.length === 1
          ? { x: cx, y: cy }
          : { x: cx + radius * Math.cos(theta), y: cy + radius * Math.sin(theta) };
    });
  }
  return positions;
}

/**
 * Lens: one node in the middle (the one picked, else the most connected) and the others on rings by how many links
 * away they are; nodes it cannot reach on the outermost ring. How far everyone is from someone, at a glance.
 */
export function lensPositions(graph: Graph, focus?: string): Positions {
  const positions: Positions = {};
  if (graph.order === 0) return positions;
  const centre = focus && graph.hasNode(focus) ? focus : mostConnected(graph);
  const distance = new Map<string, number>([[centre, 0]]);
  let frontier = [centre];
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const node of frontier) {
      graph.forEachNeighbor(node, (neighbour) => {
        if (distance.has(neighbour)) return;
        distance.set(neighbour, distance.get(node)! + 1);
        next.push(neighbour);
      });
    }
    frontier = next;
  }
  const farthest = Math.max(...distance.values());
  const rings = new Map<number, string[]>();
  graph.forEachNode((node) => {
    const ring = distance.get(node) ?? farthest + 1;
    rings.set(ring, [...(rings.get(ring) ?? []), node]);
  });
  for (const [ring, members] of rings) {
    members.forEach((node, i) => {
      const theta = (2 * Math.PI * i) / members.length;
      const radius = ring * 25;
      positions[node] = { x: radius * Math.cos(theta), y: radius * Math.sin(theta) };
    });
  }
  return positions;
}

function mostConnected(graph: Graph): string {
  let best = graph.nodes()[0]!;
  graph.forEachNode((node) => {
    if (graph.degree(node) > graph.degree(best)) best = node;
  });
  return best;
}
