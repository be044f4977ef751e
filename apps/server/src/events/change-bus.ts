import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.js';

/** What one process tells the others (and itself) about an investigation. */
export type Change =
  | { kind: 'documents'; investigationId: number; added: number }
  | { kind: 'status'; investigationId: number }
  | { kind: 'review'; investigationId: number }
  | { kind: 'terms'; investigationId: number };

export type ChangeHandler = (change: Change, fromThisProcess: boolean) => void;

export interface ChangeBus {
  publish(change: Change): void;
  close(): Promise<void>;
}

const CHANNEL = 'quarry_changes';

/**
 * Fans changes out to every process (ARCHITECTURE.md: several API processes and workers on PostgreSQL keep their
 * indexes and sockets current through LISTEN/NOTIFY). This process hears its own changes at once, the others
 * through a NOTIFY; on the embedded engine there is only this process.
 */
export async function createChangeBus(db: Database, handle: ChangeHandler, onError: (error: unknown) => void): Promise<ChangeBus> {
  const origin = randomUUID();
  const deliver = (change: Change, fromThisProcess: boolean) => {
    try {
      handle(change, fromThisProcess);
    } catch (error) {
      onError(error);
    }
  };
  const stop = await db.listen?.(CHANNEL, (payload) => {
    const message = parseMessage(payload);
    if (message && message.origin !== origin) deliver(message.change, false);
  });
  return {
    publish(change) {
      deliver(change, true);
      if (stop) db.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ origin, change })]).catch(onError);
    },
    close: async () => stop?.(),
  };
}

function parseMessage(payload: string): { origin: string; change: Change } | undefined {
  try {
    const message = JSON.parse(payload) as { origin?: unknown; change?: Change };
    return typeof message.origin === 'string' && message.change ? { origin: message.origin, change: message.change } : undefined;
  } catch {
    return undefined;
  }
}
