import { SigmaContainer } from '@react-sigma/core';
import type Graph from 'graphology';
import { useMemo, type ReactNode } from 'react';
import { NodePointProgram } from 'sigma/rendering';
import type { Settings } from 'sigma/settings';
import { MIN_ZOOM } from './graphConstants';
import { drawNodeLabel } from './drawNodeLabel';
import './graphCanvas.css';
import { QuietLayersController } from './QuietLayersController';

/**
 * Past these, links (labels) are hidden while the camera moves and nodes are drawn as points; bench/graph-browser/page.js
 * draws with the same rules.
 */
export const LARGE_GRAPH_LINKS = 2000;
export const LARGE_GRAPH_NODES = 1000;

interface GraphCanvasProps {
  graph: Graph;
  /** What the canvas shows, for assistive technology (the canvas itself is a picture). */
  label: string;
  /** The controllers: components that render nothing and each handle one concern (events, view, layout…). */
  children?: ReactNode;
}

/**
 * A sigma (WebGL) drawing of a graphology graph, filling its box. A new graph object makes a new drawing; its
 * looks change through the controllers, never by re-rendering this.
 */
export function GraphCanvas({ graph, label, children }: GraphCanvasProps) {
  // A new graph mounts a new drawing with new controllers: the old ones are gone before it exists (a controller
  // effect must never reach a drawing its container already killed).
  const drawing = drawingKey(graph);
  const settings = useMemo<Partial<Settings>>(
    () => ({
      minCameraRatio: MIN_ZOOM,
      maxCameraRatio: 20,
      zIndex: true,
      renderEdgeLabels: false,
      labelRenderedSizeThreshold: 3,
      labelFont: 'system-ui, sans-serif',
      defaultDrawNodeLabel: drawNodeLabel,
      allowInvalidContainer: true,
      // A large graph moves with its nodes only (bench:graph): links and labels come back when the camera stops.
      hideEdgesOnMove: graph.size > LARGE_GRAPH_LINKS,
      hideLabelsOnMove: graph.order > LARGE_GRAPH_NODES,
      // Each node one point instead of a quad: three times the frames in software WebGL at 5,000 nodes (bench:graph).
      ...(graph.order > LARGE_GRAPH_NODES
        ? { defaultNodeType: 'point', nodeProgramClasses: { point: NodePointProgram } }
        : {}),
    }),
    [graph],
  );
  return (
    <div role="img" aria-label={label} style={{ position: 'relative', width: '100%', height: '100%' }}>
      <SigmaContainer
        key={drawing}
        graph={graph}
        settings={settings}
        style={{ width: '100%', height: '100%', background: 'transparent' }}
      >
        <QuietLayersController />
        {children}
      </SigmaContainer>
    </div>
  );
}

const drawingKeys = new WeakMap<Graph, number>();
let drawings = 0;
function drawingKey(graph: Graph): number {
  let key = drawingKeys.get(graph);
  if (key === undefined) drawingKeys.set(graph, (key = ++drawings));
  return key;
}
