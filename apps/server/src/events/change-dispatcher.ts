import type { HarvestListener } from '../engines/harvest/pipeline/harvest-investigation.job.js';
import type { IndexChange, WorkspaceIndexes } from '../modules/workspace/index.js';
import type { ChangeHandler } from './change-bus.js';

/** What a change sets going in this process. */
export interface ChangeTargets {
  /** The loaded indexes: rebuilt, re-scored, dropped, or changed in place. */
  indexes: Pick<WorkspaceIndexes, 'refresh' | 'rescore' | 'invalidate' | 'peek' | 'apply'>;
  /** The sockets following the investigation (the realtime hub's listener). */
  sockets: HarvestListener;
  /** The same sockets, told of the team's screening progress. */
  screening: { screeningChanged(investigationId: number): void };
  /** The sessions this process remembers. */
  sessions: { forgetAccount(userId: number): void };
  /** The investigations this process remembers. */
  investigations: { forget(investigationIds: number[]): void };
  /** Learning from votes: told of a vote applied to a loaded index. */
  learning: { voted(investigationId: number): void };
  /** A change whose work runs on after the handler returned failed. */
  onError(error: unknown): void;
}

/**
 * Applies each change the bus delivers. Documents, status, accounts, deletions and configurations apply in every
 * process; term, invalidate and review changes only in the others, since the process that made them applied them
 * before answering the call.
 */
export function createChangeDispatcher(targets: ChangeTargets): ChangeHandler {
  const { indexes, sockets, onError } = targets;
  /** Another process's review write: the same apply it ran, on this process's loaded index. */
  const applyReview = (change: IndexChange) => {
    const loaded = indexes.peek(change.investigationId);
    void indexes.apply(change).catch(onError);
    if (loaded && change.kind === 'field' && change.field === 'relevancy')
      targets.learning.voted(change.investigationId);
  };
  return (change, fromThisProcess) => {
    switch (change.kind) {
      case 'documents':
        indexes.refresh(change.investigationId);
        sockets.batchStored(change.investigationId, change.added);
        return;
      case 'status':
        sockets.statusChanged(change.investigationId);
        return;
      case 'screening':
        targets.screening.screeningChanged(change.investigationId);
        return;
      case 'account':
        targets.sessions.forgetAccount(change.userId);
        return;
      case 'deleted':
        targets.investigations.forget(change.investigationIds);
        return;
      case 'configuration':
        indexes.refresh(change.investigationId);
        return;
      case 'terms':
        if (!fromThisProcess) void indexes.rescore(change.investigationId).catch(onError);
        return;
      case 'invalidate':
        if (!fromThisProcess) indexes.invalidate(change.investigationId);
        return;
      case 'field':
      case 'labels':
      case 'hidden':
      case 'caption':
      case 'authors':
      case 'merged':
        if (!fromThisProcess) applyReview(change);
        return;
      default: {
        const unknown: never = change;
        throw new Error(`a change of an unknown kind: ${JSON.stringify(unknown)}`);
      }
    }
  };
}
