import { Text } from '@mantine/core';
import type Graph from 'graphology';
import type { GraphView } from './graphView';

export const graphStatusText = {
  selected: (names: string[]) => `Selected: ${names.join(', ')}`,
  more: (count: number) => `and ${count} more`,
  path: (names: string[]) => `Shortest path: ${names.join(' → ')}`,
};

const SHOWN_NAMES = 5;

/** The selection or the shortest path in words, over the canvas (and told to screen readers as it changes). */
export function GraphStatus({ graph, view }: { graph: Graph | undefined; view: GraphView }) {
  if (!graph) return null;
  const label = (node: string) => String(graph.hasNode(node) ? graph.getNodeAttribute(node, 'label') : node);
  let text = '';
  if (view.path) text = graphStatusText.path(pathOrder(graph, view).map(label));
  else if (view.picked.size > 0) {
    const names = [...view.picked].slice(0, SHOWN_NAMES).map(label);
    if (view.picked.size > SHOWN_NAMES) names.push(graphStatusText.more(view.picked.size - SHOWN_NAMES));
    text = graphStatusText.selected(names);
  }
  return (
    <Text
      size="xs"
      px="sm"
      py={4}
      aria-live="polite"
      data-testid="graph-status"
      style={{ position: 'absolute', left: 0, bottom: 0, zIndex: 1, background: 'rgba(255,255,255,0.85)' }}
    >
      {text}
    </Text>
  );
}

/** The path's nodes from the first picked end to the other. */
function pathOrder(graph: Graph, view: GraphView): string[] {
  const nodes = view.path!.nodes;
  const [start] = [...view.picked];
  const ordered = [start!];
  const seen = new Set(ordered);
  while (ordered.length < nodes.size) {
    const next = graph.neighbors(ordered[ordered.length - 1]!).find((node) => nodes.has(node) && !seen.has(node));
    if (!next) break;
    ordered.push(next);
    seen.add(next);
  }
  return ordered;
}
