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
 * Turns at one connection for two lanes: when the connection frees, a waiting interactive query or transaction
 * goes before any waiting background one, whatever their arrival order, and background work starts only after
 * a short quiet time without interactive queries. A turn is never taken away: background work keeps each turn
 * short (one small transaction) so an interactive request waits at most that long. Background work that waited
 * `maxBackgroundWaitMs` takes the next turn whatever waits, so no lane starves.
 */
export class PriorityGate {
  private busy = false;
  private lastInteractive = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly waiting: Record<Lane, Array<{ start: () => void; since: number }>> = { interactive: [], background: [] };

  constructor(
    private readonly quietMs = QUIET_MS,
    private readonly maxBackgroundWaitMs = MAX_BACKGROUND_WAIT_MS,
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
      this.busy = false;
      if (lane === 'interactive') this.lastInteractive = performance.now();
      this.dispatch();
    }
  }

  private dispatch(): void {
    if (this.busy) return;
    const oldestBackground = this.waiting.background[0];
    if (oldestBackground && performance.now() - oldestBackground.since >= this.maxBackgroundWaitMs) {
      this.start('background');
      return;
    }
    if (this.waiting.interactive.length > 0) {
      this.start('interactive');
      return;
    }
    if (!oldestBackground) return;
    const quietLeft = this.lastInteractive + this.quietMs - performance.now();
    if (quietLeft > 0) {
      this.timer ??= setTimeout(() => {
        this.timer = undefined;
        this.dispatch();
      }, Math.ceil(quietLeft));
      return;
    }
    this.start('background');
  }

  private start(lane: Lane): void {
    this.busy = true;
    this.waiting[lane].shift()!.start();
  }
}
