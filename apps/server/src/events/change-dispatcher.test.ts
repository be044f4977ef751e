import { describe, expect, it } from 'vitest';
import type { IndexChange } from '../modules/workspace/index.js';
import type { Change } from './change-bus.js';
import { createChangeDispatcher, type ChangeTargets } from './change-dispatcher.js';

type Call = [string, ...unknown[]];

/** Targets that record what they are asked; `loaded` lists the investigations with an index in memory. */
function recordingTargets({ loaded = [] as number[], failing = false } = {}) {
  const calls: Call[] = [];
  const errors: unknown[] = [];
  const work = (call: Call) => {
    calls.push(call);
    return failing ? Promise.reject(new Error(`${call[0]} failed`)) : Promise.resolve();
  };
  const targets: ChangeTargets = {
    indexes: {
      refresh: (id) => void calls.push(['indexes.refresh', id]),
      rescore: (id) => work(['indexes.rescore', id]),
      invalidate: (id) => void calls.push(['indexes.invalidate', id]),
      peek: (id) => {
        calls.push(['indexes.peek', id]);
        return loaded.includes(id) ? (Promise.resolve({}) as ReturnType<ChangeTargets['indexes']['peek']>) : undefined;
      },
      apply: (change) => work(['indexes.apply', change]),
    },
    sockets: {
      batchStored: (id, added) => void calls.push(['sockets.batchStored', id, added]),
      statusChanged: (id) => void calls.push(['sockets.statusChanged', id]),
    },
    screening: { screeningChanged: (id) => void calls.push(['sockets.screeningChanged', id]) },
    sessions: { forgetAccount: (userId) => void calls.push(['sessions.forgetAccount', userId]) },
    investigations: { forget: (ids) => void calls.push(['investigations.forget', ids]) },
    learning: { voted: (id) => void calls.push(['learning.voted', id]) },
    onError: (error) => void errors.push(error),
  };
  return { targets, calls, errors };
}

const vote: IndexChange = { kind: 'field', investigationId: 7, field: 'relevancy', value: 1, documentIds: [3] };
const star: IndexChange = { kind: 'field', investigationId: 7, field: 'starred', value: 1, documentIds: [3] };
const reviewChanges: IndexChange[] = [
  vote,
  { kind: 'labels', investigationId: 7, touch: true, groups: [{ labels: ['later'], documentIds: [3] }] },
  { kind: 'hidden', investigationId: 7, hidden: true, values: [{ category: 'Authors', value: '12' }] },
  { kind: 'caption', investigationId: 7, category: 'Authors', value: '12', caption: 'Ada Lovelace' },
  { kind: 'authors', investigationId: 7, documents: [] },
  { kind: 'merged', investigationId: 7, category: 'Keywords', kept: 'graph', merged: ['graphs'] },
];

/** The changes every process applies, its own included, and what each calls. */
const alwaysApplied: Array<[Change, Call[]]> = [
  [
    { kind: 'documents', investigationId: 7, added: 25 },
    [
      ['indexes.refresh', 7],
      ['sockets.batchStored', 7, 25],
    ],
  ],
  [{ kind: 'status', investigationId: 7 }, [['sockets.statusChanged', 7]]],
  [{ kind: 'screening', investigationId: 7 }, [['sockets.screeningChanged', 7]]],
  [{ kind: 'account', userId: 4 }, [['sessions.forgetAccount', 4]]],
  [{ kind: 'deleted', investigationIds: [7, 8] }, [['investigations.forget', [7, 8]]]],
  [{ kind: 'configuration', investigationId: 7 }, [['indexes.refresh', 7]]],
];

const dispatch = (change: Change, fromThisProcess: boolean, options?: Parameters<typeof recordingTargets>[0]) => {
  const recording = recordingTargets(options);
  createChangeDispatcher(recording.targets)(change, fromThisProcess);
  return recording;
};

describe('the change dispatcher', () => {
  it.each(alwaysApplied.flatMap(([change, calls]) => [true, false].map((from) => [change.kind, from, change, calls])))(
    'applies a %s change from this process (%s) or another alike',
    (_kind, fromThisProcess, change, calls) => {
      expect(dispatch(change as Change, fromThisProcess as boolean).calls).toEqual(calls);
    },
  );

  it('re-scores loaded indexes on another process’s terms change, and leaves its own alone', () => {
    expect(dispatch({ kind: 'terms', investigationId: 7 }, false).calls).toEqual([['indexes.rescore', 7]]);
    expect(dispatch({ kind: 'terms', investigationId: 7 }, true).calls).toEqual([]);
  });

  it('drops the loaded index on another process’s invalidate, and leaves its own alone', () => {
    expect(dispatch({ kind: 'invalidate', investigationId: 7 }, false).calls).toEqual([['indexes.invalidate', 7]]);
    expect(dispatch({ kind: 'invalidate', investigationId: 7 }, true).calls).toEqual([]);
  });

  it.each(reviewChanges.map((change) => [change.kind, change]))(
    'applies another process’s %s review write to the index, and not its own',
    (_kind, change) => {
      expect(dispatch(change, false).calls).toEqual([
        ['indexes.peek', 7],
        ['indexes.apply', change],
      ]);
      expect(dispatch(change, true).calls).toEqual([]);
    },
  );

  it('tells the learning of another process’s vote only when the index is loaded here', () => {
    expect(dispatch(vote, false, { loaded: [7] }).calls).toEqual([
      ['indexes.peek', 7],
      ['indexes.apply', vote],
      ['learning.voted', 7],
    ]);
    expect(dispatch(vote, false, { loaded: [8] }).calls).not.toContainEqual(['learning.voted', 7]);
    expect(dispatch(star, false, { loaded: [7] }).calls).not.toContainEqual(['learning.voted', 7]);
  });

  it('reports a re-score or an apply that fails after the handler returned', async () => {
    const rescored = dispatch({ kind: 'terms', investigationId: 7 }, false, { failing: true });
    const applied = dispatch(vote, false, { failing: true });
    await new Promise((resolve) => setImmediate(resolve));
    expect(rescored.errors).toEqual([new Error('indexes.rescore failed')]);
    expect(applied.errors).toEqual([new Error('indexes.apply failed')]);
  });

  it('throws on a change of a kind it does not know (the bus reports it)', () => {
    const { targets, calls } = recordingTargets();
    const handle = createChangeDispatcher(targets);
    expect(() => handle({ kind: 'unheard-of', investigationId: 7 } as unknown as Change, false)).toThrow(
      'a change of an unknown kind',
    );
    expect(calls).toEqual([]);
  });
});
