import { redoMergeMessages } from '@quarry/contract';
import { notFound } from '../../http/http-error.js';

export interface RedoMergePorts {
  /** Whether the investigation exists. */
  exists(investigationId: number): Promise<boolean>;
  hasMentions(investigationId: number): Promise<boolean>;
  investigationsWithPersons(): Promise<number[]>;
  /** Whether a disambiguation of the investigation is queued or running. */
  pending(investigationId: number): Promise<boolean>;
  /** Queues the investigation's disambiguation from scratch (its users' merges, undone merges and votes replayed). */
  redo(investigationId: number): Promise<unknown>;
}

/**
 * Redo Merge and Redo Merge All of the admin merge page (doc 3 §7): each answers "" when the work is queued, or the
 * message its Error dialog shows (doc 3 §8). An investigation never has two disambiguations waiting.
 */
export function createRedoMerge(ports: RedoMergePorts) {
  // Each redo checks what waits, then queues: run one at a time, so two calls at once (a double click, two admins)
  // cannot both find nothing waiting and queue two disambiguations. Other server processes are not covered.
  let turn: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const result = turn.then(work, work);
    turn = result.catch(() => undefined);
    return result;
  };

  async function one(investigationId: number): Promise<string> {
    if (!(await ports.exists(investigationId))) throw notFound();
    if (!(await ports.hasMentions(investigationId))) return redoMergeMessages.noAuthors(investigationId);
    if (await ports.pending(investigationId)) return redoMergeMessages.alreadyQueued(investigationId);
    await ports.redo(investigationId);
    return '';
  }

  /** Every investigation with authors; one already waiting for its disambiguation keeps that one. */
  async function all(): Promise<string> {
    const ids = await ports.investigationsWithPersons();
    if (ids.length === 0) return redoMergeMessages.noInvestigations;
    for (const id of ids) {
      if (!(await ports.pending(id))) await ports.redo(id);
    }
    return '';
  }

  return {
    one: (investigationId: number) => oneAtATime(() => one(investigationId)),
    all: () => oneAtATime(all),
  };
}

export type RedoMerge = ReturnType<typeof createRedoMerge>;
