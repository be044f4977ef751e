/**
 * Spaces requests to one key (a source or a web host) at least `intervalMs` apart. Callers that arrive together
 * are given consecutive slots, so concurrent harvest steps stay polite too.
 */
export interface RateLimiter {
  /** Resolves when a request to `key` may go out. */
  wait(key: string, intervalMs: number): Promise<void>;
}

export function createRateLimiter(now: () => number = Date.now): RateLimiter {
  const nextSlot = new Map<string, number>();
  return {
    async wait(key, intervalMs) {
      if (intervalMs <= 0) return;
      const current = now();
      const slot = Math.max(current, nextSlot.get(key) ?? 0);
      nextSlot.set(key, slot + intervalMs);
      if (slot > current) await new Promise((resolve) => setTimeout(resolve, slot - current));
    },
  };
}
