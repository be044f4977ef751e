import { redoMergeMessages } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { createRedoMerge, type RedoMergePorts } from './redo-merge.js';

/** Ports over an in-memory queue whose every answer takes a turn of the event loop, as the database's would. */
function queueOf(investigations: number[]) {
  const queued: number[] = [];
  const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 1));
  const ports: RedoMergePorts = {
    exists: (id) => later(investigations.includes(id)),
    hasMentions: (id) => later(investigations.includes(id)),
    investigationsWithPersons: () => later(investigations),
    pending: (id) => later(queued.includes(id)),
    redo: async (id) => later(queued.push(id)),
  };
  return { queued, redoMerge: createRedoMerge(ports) };
}

describe('Redo Merge called several times at once', () => {
  it('queues one disambiguation; the calls after it say it is already queued', async () => {
    const { queued, redoMerge } = queueOf([7]);
    const answers = await Promise.all([redoMerge.one(7), redoMerge.one(7), redoMerge.all()]);
    expect(queued).toEqual([7]);
    expect(answers).toEqual(['', redoMergeMessages.alreadyQueued(7), '']);
  });

  it('goes on after a call that failed', async () => {
    const { queued, redoMerge } = queueOf([7]);
    const results = await Promise.allSettled([redoMerge.one(8), redoMerge.one(7)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled']);
    expect(queued).toEqual([7]);
  });
});
