import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A turn not given back within this long is taken back: a request waiting on something slow (a file still
 * arriving, a worker thread, another server) must not hold the others up. It may still finish; it just no longer
 * counts against the limit.
 */
export const TURN_LEASE_MS = 250;

/** Calls that never queue: cheap, and polled to tell whether the server is alive, so their answer must not wait. */
export const UNQUEUED_PATHS: readonly string[] = ['/maintenance/healthcheck'];

/**
 * At most `limit` holders at once, first come first served. A freed turn passes to the next waiter in a later turn
 * of the event loop (setImmediate), not at once: between two requests' work the loop reads its sockets, so a call
 * that does not queue is answered after at most the work of `limit` requests, however many wait.
 */
export class TurnQueue {
  private holders = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly limit: number) {}

  /** How many hold a turn and how many wait (for tests and figures). */
  get state(): { holders: number; waiting: number } {
    return { holders: this.holders, waiting: this.waiting.length };
  }

  /** Resolves once a turn is this caller's; answers the function that gives it back (once, whatever it is called). */
  async take(): Promise<() => void> {
    if (this.holders < this.limit) this.holders++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.passOn();
    };
  }

  private passOn(): void {
    const next = this.waiting.shift();
    // The turn goes straight to the next waiter: `holders` stays as it is.
    if (next) setImmediate(next);
    else this.holders--;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    giveBackTurn?: () => void;
  }
}

const queues = (request: FastifyRequest) =>
  !UNQUEUED_PATHS.includes(request.url.split('?', 1)[0]!) && request.headers.upgrade === undefined;

/**
 * Requests take turns at the server's one thread, at most `limit` between arrival and their answer's serialization
 * (0: no limit). Under a load of many callers at once, the loop otherwise holds the work of every one of them, and a
 * health check or a sign-in waits behind all of it (bench/load.mjs). The turn is given back when the answer goes to
 * be sent (onSend: compression and writing are off the thread or short), when the request ends or fails, or after
 * TURN_LEASE_MS.
 */
export function registerRequestTurns(app: FastifyInstance, limit: number): void {
  if (limit <= 0) return;
  const turns = new TurnQueue(limit);
  app.addHook('onRequest', async (request, reply) => {
    if (!queues(request)) return;
    const giveBack = await turns.take();
    const lease = setTimeout(giveBack, TURN_LEASE_MS);
    const end = () => {
      clearTimeout(lease);
      giveBack();
    };
    request.giveBackTurn = end;
    reply.raw.once('finish', end);
    reply.raw.once('close', end);
  });
  app.addHook('onSend', async (request) => {
    request.giveBackTurn?.();
  });
}
