import { useSigma } from '@react-sigma/core';
import { useEffect } from 'react';
import { ZOOM_MS } from './graphConstants';

/** How close the camera goes to one node: near enough to read its neighbours' labels. */
const CLOSEST_RATIO = 0.4;

/** Moves the camera onto these nodes (500 ms) each time `round` changes; all of the graph when there are none. Renders nothing. */
export function CameraController({ nodes, round }: { nodes: readonly string[]; round: number }) {
  const sigma = useSigma();
  useEffect(() => {
    if (round === 0) return;
    const camera = sigma.getCamera();
    const shown = nodes.map((node) => sigma.getNodeDisplayData(node)).filter((data) => data !== undefined);
    if (shown.length === 0) {
      void camera.animatedReset({ duration: ZOOM_MS });
      return;
    }
    const xs = shown.map((data) => data.x);
    const ys = shown.map((data) => data.y);
    const span = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
    const x = (Math.max(...xs) + Math.min(...xs)) / 2;
    const y = (Math.max(...ys) + Math.min(...ys)) / 2;
    void camera.animate(
      { x, y, ratio: Math.min(1, Math.max(CLOSEST_RATIO, span * 1.4)) },
      { duration: ZOOM_MS, easing: 'cubicInOut' },
    );
  }, [sigma, nodes, round]);
  return null;
}
