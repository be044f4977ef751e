import { useCallback, useEffect, useState } from 'react';

/**
 * Full screen for one element (the graph pane): a callback ref to put on it, whether it is full screen, and the
 * toggle; Escape leaves as the browser does.
 */
export function useFullScreen<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  const [full, setFull] = useState(false);
  useEffect(() => {
    const changed = () => setFull(element !== null && document.fullscreenElement === element);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, [element]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void element?.requestFullscreen().catch(() => undefined);
  }, [element]);
  return { attach: setElement, full, toggle };
}
