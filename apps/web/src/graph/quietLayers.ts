import type Sigma from 'sigma';

/** What decides which of sigma's layers have anything to show in a frame. */
export interface LayerState {
  /** The camera moves (a drag, a wheel, an animation). */
  moving: boolean;
  hideEdgesOnMove: boolean;
  hideLabelsOnMove: boolean;
  /** A node is hovered or highlighted (selected, on a path): sigma draws it again in its hover layers. */
  emphasis: boolean;
}

/**
 * The layers that are empty in this frame. Sigma stacks seven full-size canvases and the browser composites every
 * one of them each frame, empty or not; without a GPU that compositing, not the drawing, is what limits the frame
 * rate (bench:graph: 100 nodes drew 25 fps with all seven shown, 55 with the empty ones hidden).
 */
export function emptyLayers({ moving, hideEdgesOnMove, hideLabelsOnMove, emphasis }: LayerState): Set<string> {
  // Edge labels are never drawn (renderEdgeLabels is off).
  const empty = new Set(['edgeLabels']);
  if (moving && hideEdgesOnMove) empty.add('edges');
  // Sigma skips labels and the hover layers altogether while moving with hideLabelsOnMove.
  if (moving && hideLabelsOnMove) ['labels', 'hovers', 'hoverNodes'].forEach((layer) => empty.add(layer));
  if (!emphasis) ['hovers', 'hoverNodes'].forEach((layer) => empty.add(layer));
  return empty;
}

/** Sigma's own record of what it draws in the hover layers; private in its types, read defensively. */
interface SigmaHoverState {
  hoveredNode?: string | null;
  highlightedNodes?: Set<string>;
}

function hasEmphasis(sigma: Sigma): boolean {
  const { hoveredNode, highlightedNodes } = sigma as unknown as SigmaHoverState;
  // Fields missing (another sigma version): keep the layers shown rather than hide a highlighted node.
  if (highlightedNodes === undefined) return true;
  return Boolean(hoveredNode) || highlightedNodes.size > 0;
}

function isMoving(sigma: Sigma): boolean {
  const captor = sigma.getMouseCaptor();
  return (
    sigma.getCamera().isAnimated() || captor.isMoving || captor.draggedEvents > 0 || captor.currentWheelDirection !== 0
  );
}

/**
 * Hides sigma's empty layers after every frame it renders (display: none, so the browser does not composite them)
 * and shows them again before the frame that draws into them. Returns the function that stops it and shows them all.
 */
export function quietEmptyLayers(sigma: Sigma): () => void {
  const canvases = sigma.getCanvases();
  const apply = () => {
    const empty = emptyLayers({
      moving: isMoving(sigma),
      hideEdgesOnMove: sigma.getSetting('hideEdgesOnMove'),
      hideLabelsOnMove: sigma.getSetting('hideLabelsOnMove'),
      emphasis: hasEmphasis(sigma),
    });
    for (const [name, canvas] of Object.entries(canvases)) {
      const display = empty.has(name) ? 'none' : '';
      if (canvas.style.display !== display) canvas.style.display = display;
    }
  };
  // Hovering draws only the hover layers, without a whole frame: they are shown (or hidden) as the hover changes.
  const events = ['afterRender', 'enterNode', 'leaveNode'] as const;
  events.forEach((event) => sigma.on(event, apply));
  apply();
  return () => {
    events.forEach((event) => sigma.off(event, apply));
    for (const canvas of Object.values(canvases)) canvas.style.display = '';
  };
}
