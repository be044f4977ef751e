/** The part of `document` the poller needs: whether the tab is shown, and word when that changes. */
export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/**
 * Runs `poll` now and then `intervalMs` after each answer (never two at once, so a slow server is not piled on),
 * only while the tab is visible: hiding it stops the next look from being scheduled, showing it again looks at
 * once. A failed look is the poll's to show; the next one is scheduled all the same. Returns the stop function,
 * which also cancels a look still out.
 */
export function pollWhileVisible(
  poll: (signal: AbortSignal) => Promise<void>,
  intervalMs: number,
  visibility: VisibilitySource = document,
): () => void {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight = false;

  const visible = () => visibility.visibilityState === 'visible';

  const look = async () => {
    timer = undefined;
    inFlight = true;
    try {
      await poll(controller.signal);
    } catch {
      // The poll shows its own failures; a cancelled look ends here.
    } finally {
      inFlight = false;
    }
    if (!controller.signal.aborted && visible()) timer = setTimeout(() => void look(), intervalMs);
  };

  const onVisibilityChange = () => {
    if (!visible()) {
      clearTimeout(timer);
      timer = undefined;
    } else if (timer === undefined && !inFlight) {
      void look();
    }
  };

  visibility.addEventListener('visibilitychange', onVisibilityChange);
  if (visible()) void look();

  return () => {
    controller.abort();
    clearTimeout(timer);
    visibility.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
