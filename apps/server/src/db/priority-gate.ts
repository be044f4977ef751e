export type Lane = 'interactive' | 'background';

/**
 * A request runs several queries in a row (its session, then its data); background work waits this long after an
 * interactive query so that it does not slip in between them and make the request wait for a whole batch.
 */
const QUIET_MS = 5;

/**
 * Background work that has waited this long goes next even while interactive queries keep coming: under a steady
 * stream of requests a harvest or an index build (which a user's first workspace call awaits) still moves.
 */
const MAX_BACKGROUND_WAIT_MS = 100;

/**
 * Turns at the embedded engine's connections for two lanes. Up to `capacity` interactive queries or transactions
 * run at once (the engine queues their statements and runs them back to back, keeping a transaction's statements
 * together: docs/decisions/010); a waiting interactive one goes before any waiting background one, whatever their
 * arrival order. Background work runs one at a time, alone: only when no interactive work runs or waits, after a
 * short quiet time. A turn is never taken away: background work keeps each turn short (one small transaction) so
 * an interactive request waits at most that long. Background work that waited `maxBackgroundWaitMs` takes the next
 * turn whatever waits, so no lane starves.
 */
export class PriorityGate {
  private readonly running: Record<Lane, number> = { interactive: 0, background: 0 };
  private lastInteractive = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly waiting: Record<Lane, Array<{ start: () => void; since: number }>> = {
    interactive: [],
    background: [],
  };

  constructor(
    private readonly quietMs = QUIET_MS,
    private readonly maxBackgroundWaitMs = MAX_BACKGROUND_WAIT_MS,
    private readonly capacity = 1,
  ) {}

  /** How many wait in each lane (for tests and figures). */
  get queued(): Record<Lane, number> {
    return { interactive: this.waiting.interactive.length, background: this.waiting.background.length };
  }

  async run<T>(lane: Lane, work: () => Promise<T>): Promise<T> {
    await new Promise<void>((resolve) => {
      this.waiting[lane].push({ start: resolve, since: performance.now() });
      this.dispatch();
    });
    try {
      return await work();
    } finally {
      this.running[lane]--;
      if (lane === 'interactive') this.lastInteractive = performance.now();
      this.dispatch();
    }
  }

  private dispatch(): void {
    while (this.startNext()) {
      // Each turn started may leave room for another.
    }
  }

  /** Starts the turn that goes next, if one may start now; answers whether it did. */
  private startNext(): boolean {
    if (this.running.background > 0) return false;
    const oldestBackground = this.waiting.background[0];
    const busy = this.running.interactive;
    // Background work that waited too long goes next: the running turns drain, no new one starts.
    if (oldestBackground && performance.now() - oldestBackground.since >= this.maxBackgroundWaitMs) {
      return busy === 0 ? this.start('background') : false;
    }
    if (this.waiting.interactive.length > 0) return busy < this.capacity ? this.start('interactive') : false;
    if (!oldestBackground || busy > 0) return false;
    const quietLeft = this.lastInteractive + this.quietMs - performance.now();
    if (quietLeft > 0) {
      this.timer ??= setTimeout(() => {
        this.timer = undefined;
        this.dispatch();
      }, Math.ceil(quietLeft));
      return false;
    }
    return this.start('background');
  }

  private start(lane: Lane): boolean {
    this.running[lane]++;
    this.waiting[lane].shift()!.start();
    return true;
  }
}
