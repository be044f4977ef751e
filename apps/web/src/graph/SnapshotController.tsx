import { useSigma } from '@react-sigma/core';
import { useEffect } from 'react';
import { composeLayers } from './graphSnapshot';

/** The layers that hold the drawing (the mouse layer holds nothing to see). */
const PICTURED = ['edges', 'edgeLabels', 'nodes', 'labels', 'hovers', 'hoverNodes'];

/**
 * Gives the graph's owner a way to picture the canvas as it is now (a graph insight's image, doc 3 §4). WebGL keeps
 * no drawing between frames, so the picture is taken in the same task as a fresh render. Renders nothing.
 */
export function SnapshotController({ register }: { register: (take: (() => Promise<Blob>) | null) => void }) {
  const sigma = useSigma();
  useEffect(() => {
    register(() => {
      sigma.refresh();
      const canvases = sigma.getCanvases();
      const { width, height } = sigma.getDimensions();
      return composeLayers(
        PICTURED.flatMap((name) => (canvases[name] ? [canvases[name]] : [])),
        width,
        height,
      );
    });
    return () => register(null);
  }, [sigma, register]);
  return null;
}
