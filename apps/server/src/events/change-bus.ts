import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.js';
import { notify } from './notify.repository.js';
import { splitIndexChange, type IndexChange } from '../modules/workspace/index.js';

/** What one process tells the others (and itself) about an investigation. */
export type Change =
  /** A harvest batch stored documents: loaded indexes rebuild (docs/decisions/004). */
  | { kind: 'documents'; investigationId: number; added: number }
  | { kind: 'status'; investigationId: number }
  /** Investigations were deleted: every process forgets what it remembered of them. */
  | { kind: 'deleted'; investigationIds: number[] }
  /** An account changed (flags, profile, password) or signed out: every process forgets its remembered sessions. */
  | { kind: 'account'; userId: number }
  /** The search definition changed: loaded indexes re-score in place. */
  | { kind: 'terms'; investigationId: number }
  /** The configuration changed (dictionaries, top lists): loaded indexes rebuild. */
  | { kind: 'configuration'; investigationId: number }
  /** A reviewer decided in the Screen tab (or a conflict was resolved): open Screen tabs refresh the team's progress. */
  | { kind: 'screening'; investigationId: number }
  /** A change too big for a message: the other processes drop their copy of the index (rebuilt on the next call). */
  | { kind: 'invalidate'; investigationId: number }
  /** A review write, carried whole: the other processes apply it to their loaded index in place. */
  | IndexChange;

export type ChangeHandler = (change: Change, fromThisProcess: boolean) => void;

export interface ChangeBus {
  publish(change: Change): void;
  /** Resolves once every change published so far was handed to PostgreSQL. */
  flushed(): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = 'quarry_changes';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; this leaves room for the envelope's quoting. */
export const MAX_PAYLOAD_BYTES = 7900;

/**
 * The NOTIFY payloads that carry a change. A review change too big for one payload (a bulk label, a restore of
 * many authors, a merge of a prolific author) is chunked: each chunk is a change of its own that applies alone (they carry values, not deltas).
 * Only a single item too big to send (one huge label list) falls back to invalidating that one index. Deleted
 * investigations and account changes are published small enough (composition/wire-investigations.ts chunks the ids).
 */
export function encodeChange(origin: string, change: Change): string[] {
  const payload = JSON.stringify({ origin, change });
  if (Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES) return [payload];
  const parts = isIndexChange(change) ? splitIndexChange(change) : undefined;
  if (!parts && 'investigationId' in change) {
    return [JSON.stringify({ origin, change: { kind: 'invalidate', investigationId: change.investigationId } })];
  }
  if (!parts) throw new Error(`a ${change.kind} change is too big to send (${Buffer.byteLength(payload)} bytes)`);
  return parts.flatMap((part) => encodeChange(origin, part));
}

export const isIndexChange = (change: Change): change is IndexChange =>
  change.kind === 'field' ||
  change.kind === 'labels' ||
  change.kind === 'hidden' ||
  change.kind === 'caption' ||
  change.kind === 'authors';

/**
 * Fans changes out to every process (ARCHITECTURE.md: several API processes and workers on PostgreSQL keep their
 * indexes and sockets current through LISTEN/NOTIFY). This process hears its own changes at once, the others
 * through a NOTIFY; on the embedded engine there is only this process.
 */
export async function createChangeBus(
  db: Database,
  handle: ChangeHandler,
  onError: (error: unknown) => void,
): Promise<ChangeBus> {
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
  // One NOTIFY at a time: PostgreSQL delivers them in commit order, so the others apply this process's changes in
  // the order it made them (a vote then its undo must not arrive swapped).
  let sending = Promise.resolve();
  return {
    publish(change) {
      deliver(change, true);
      if (!stop) return;
      for (const payload of encodeChange(origin, change)) {
        sending = sending.then(() => notify(db, CHANNEL, payload)).then(() => undefined, onError);
      }
    },
    flushed: () => sending,
    close: async () => {
      await sending;
      await stop?.();
    },
  };
}

function parseMessage(payload: string): { origin: string; change: Change } | undefined {
  try {
    const message = JSON.parse(payload) as { origin?: unknown; change?: Change };
    return typeof message.origin === 'string' && message.change
      ? { origin: message.origin, change: message.change }
      : undefined;
  } catch {
    return undefined;
  }
}
