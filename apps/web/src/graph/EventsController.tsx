import { useRegisterEvents, useSigma } from '@react-sigma/core';
import { useEffect } from 'react';

export interface GraphEvents {
  /** A node clicked; `adding`: with Shift, Ctrl or Cmd held (adds to the selection). */
  onNodeClick(node: string, adding: boolean): void;
  /** The background clicked. */
  onStageClick(): void;
  /** A right click, on a node or the background, at these coordinates within the canvas. */
  onContextMenu(node: string | null, at: { x: number; y: number }): void;
}

/** Turns sigma's mouse events into the graph's: clicks on nodes and the background, and the context menu. Renders nothing. */
export function EventsController({ onNodeClick, onStageClick, onContextMenu }: GraphEvents) {
  const sigma = useSigma();
  const registerEvents = useRegisterEvents();
  useEffect(() => {
    registerEvents({
      clickNode: ({ node, event }) => {
        const original = event.original as MouseEvent;
        onNodeClick(node, original.shiftKey || original.ctrlKey || original.metaKey);
      },
      clickStage: () => onStageClick(),
      rightClickNode: ({ node, event }) => {
        event.original.preventDefault();
        event.preventSigmaDefault();
        onContextMenu(node, { x: event.x, y: event.y });
      },
      rightClickStage: ({ event }) => {
        event.original.preventDefault();
        onContextMenu(null, { x: event.x, y: event.y });
      },
      enterNode: () => void (sigma.getContainer().style.cursor = 'pointer'),
      leaveNode: () => void (sigma.getContainer().style.cursor = 'default'),
    });
  }, [registerEvents, sigma, onNodeClick, onStageClick, onContextMenu]);
  return null;
}
