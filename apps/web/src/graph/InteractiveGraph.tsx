import type Graph from 'graphology';
import { CameraController } from './CameraController';
import { EventsController, type GraphEvents } from './EventsController';
import { GraphCanvas } from './GraphCanvas';
import type { GraphView } from './graphView';
import type { GraphLayout } from './layouts';
import { LayoutController } from './LayoutController';
import { NodeRings, type Ring } from './NodeRings';
import type { useHighlight } from './useHighlight';
import { SnapshotController } from './SnapshotController';
import { ViewController } from './ViewController';

interface InteractiveGraphProps extends GraphEvents {
  graph: Graph;
  label: string;
  /** What the user did (selection, path) and what is hidden. */
  view: GraphView;
  layout: GraphLayout;
  highlight: Pick<ReturnType<typeof useHighlight>, 'cameraNodes' | 'round' | 'repeat'>;
  /** The highlight's rings and any others (an author being enriched). */
  rings: readonly Ring[];
  /** Receives the way to picture the canvas (a graph insight's image). */
  onSnapshot?: (take: (() => Promise<Blob>) | null) => void;
}

/** A graph one works in: the drawing with its controllers for events, the view, the layout, the camera and rings. */
export function InteractiveGraph({
  graph,
  label,
  view,
  layout,
  highlight,
  rings,
  onSnapshot,
  ...events
}: InteractiveGraphProps) {
  return (
    <GraphCanvas graph={graph} label={label}>
      <EventsController {...events} />
      <ViewController view={view} />
      <LayoutController layout={layout} focus={[...view.picked][0]} />
      <CameraController nodes={highlight.cameraNodes} round={highlight.round} />
      <NodeRings rings={rings} repeat={highlight.repeat} round={highlight.round} />
      {onSnapshot && <SnapshotController register={onSnapshot} />}
    </GraphCanvas>
  );
}
