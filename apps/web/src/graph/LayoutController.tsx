import { useSigma } from '@react-sigma/core';
import type Graph from 'graphology';
import { inferSettings } from 'graphology-layout-forceatlas2';
import FA2Layout from 'graphology-layout-forceatlas2/worker';
import { useEffect } from 'react';
import { animateNodes } from 'sigma/utils';
import { ANIMATION_MS } from './graphConstants';
import { circularPositions, lensPositions, structuralPositions, type GraphLayout, type Positions } from './layouts';

/** How long the organic layout (ForceAtlas2, in a web worker) runs before it settles. */
export const ORGANIC_RUN_MS = 4000;

const unplaced = (graph: Graph) => graph.everyNode((_, attributes) => attributes.x === 0 && attributes.y === 0);

function place(graph: Graph, positions: Positions, animate: boolean): () => void {
  if (!animate) {
    graph.updateEachNodeAttributes((node, attributes) => ({ ...attributes, ...positions[node] }));
    return () => undefined;
  }
  return animateNodes(graph, positions, { duration: ANIMATION_MS, easing: 'cubicInOut' });
}

/**
 * Lays the graph out when the layout (or the lens' focus) changes: circular, structural and lens are computed at
 * once and animated there; organic runs ForceAtlas2 in a web worker from where the nodes are, then stops. Renders nothing.
 */
export function LayoutController({
  layout,
  focus,
  onSettled,
}: {
  layout: GraphLayout;
  focus?: string;
  onSettled?: () => void;
}) {
  const sigma = useSigma();
  const lensFocus = layout === 'lens' ? focus : undefined;
  useEffect(() => {
    const graph = sigma.getGraph();
    const first = unplaced(graph);
    if (layout !== 'organic') {
      const positions =
        layout === 'circular'
          ? circularPositions(graph)
          : layout === 'structural'
            ? structuralPositions(graph)
            : lensPositions(graph, lensFocus);
      const stop = place(graph, positions, !first);
      onSettled?.();
      return stop;
    }
    if (first) place(graph, circularPositions(graph), false);
    const worker = new FA2Layout(graph, {
      settings: { ...inferSettings(graph), barnesHutOptimize: graph.order > 500 },
      getEdgeWeight: 'weight',
    });
    worker.start();
    const timer = setTimeout(() => {
      worker.stop();
      onSettled?.();
    }, ORGANIC_RUN_MS);
    return () => {
      clearTimeout(timer);
      worker.kill();
    };
  }, [sigma, layout, lensFocus, onSettled]);
  return null;
}
