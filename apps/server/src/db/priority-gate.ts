export type Lane = 'interactive' | 'background';

/**
 * Turns at one connection for two lanes: when the connection frees, a waiting interactive query or transaction
 * goes before any waiting background one, whatever their arrival order. A turn is never taken away: background
 * work keeps each turn short (one small transaction) so an interactive request waits at most that long.
 */
export class PriorityGate {
  private busy = false;
  private readonly waiting: Record<Lane, Array<() => void>> = { interactive: [], background: [] };

  /** How many wait in each lane (for tests and figures). */
  get queued(): Record<Lane, number> {
    return { interactive: this.waiting.interactive.length, background: this.waiting.background.length };
  }

  async run<T>(lane: Lane, work: () => Promise<T>): Promise<T> {
    await this.acquire(lane);
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private acquire(lane: Lane): Promise<void> {
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting[lane].push(resolve));
  }

  private release(): void {
    const next = this.waiting.interactive.shift() ?? this.waiting.background.shift();
    if (next) next();
    else this.busy = false;
  }
}
