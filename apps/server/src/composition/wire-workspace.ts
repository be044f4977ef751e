import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { Change, ChangeBus } from '../events/change-bus.js';
import type { RealtimeHub } from '../realtime/realtime-hub.js';
import type { TermsService } from '../modules/terms/index.js';
import { scoringTermsOf } from '../modules/terms/index.js';
import {
  createEntityLabels,
  createEntityMerge,
  createLearning,
  createRemovalService,
  createReviewService,
  createWorkerRanking,
  createWorkspaceIndexes,
  createWorkspaceService,
} from '../modules/workspace/index.js';
import { exclusionReasonsReader } from '../modules/screening/index.js';
import type { InvestigationsWiring } from './wire-investigations.js';
import type { Late } from './late.js';

export type Learning = ReturnType<typeof createLearning>;
export type WorkspaceWiring = ReturnType<typeof wireWorkspace>;

/**
 * The workspace: the loaded indexes (decorated for tests), learning from votes, the list and review calls, and the
 * publisher that applies a review change to this process's index and tells the others.
 */
export function wireWorkspace(
  app: FastifyInstance,
  deps: {
    db: Database;
    config: Config;
    investigations: InvestigationsWiring;
    changes: Late<ChangeBus>;
    learning: Late<Learning>;
    hub: Late<RealtimeHub>;
    terms: Late<TermsService>;
  },
) {
  const { db, config, investigations, changes, hub, terms } = deps;
  const termsOf = (id: number) => scoringTermsOf(db, id);
  // The indexes and the learning need each other: each index built retrains, each training reads the index.
  const indexes = createWorkspaceIndexes(db, termsOf, config.workspaceIndexMaxBytes, (index) =>
    deps.learning.get().indexBuilt(index),
  );
  app.decorate('workspaceIndexes', indexes);
  // Learning from votes: a worker thread trains, the index re-ranks, open lists hear when their order changed enough.
  const ranking = createWorkerRanking();
  const learning = createLearning({
    indexes,
    rank: ranking.rank,
    retrained: (id) => hub.get().retrained(id),
    onError: (error) => app.log.error({ err: error }, 'learning from votes failed'),
  });
  const service = createWorkspaceService(db, indexes, {
    entityDetection: config.flags.entityDetectionEnabled,
    termsOf,
    // The terms service harvests through the harvests service, which asks the workspace: it is made later.
    rejectedTerms: (investigationId) => terms.get().rejected(investigationId),
    rejectTerms: (investigationId, rejected) => terms.get().reject(investigationId, rejected),
    titleOf: (investigationId) => investigations.service.title(investigationId),
    exclusionReasons: exclusionReasonsReader(db),
    onWriteError: (error) => app.log.error({ err: error }, 'saving a last filter failed'),
    onUnmatchedUrls: (investigationId, urls) =>
      app.log.info({ investigationId, unmatched: urls.length, urls: urls.slice(0, 50) }, 'URL filter: no document at'),
  });
  const reviewed = (change: Change) => changes.get().publish(change);
  return {
    indexes,
    ranking,
    learning,
    service,
    removal: createRemovalService(db, indexes, reviewed),
    review: createReviewService(db, indexes, reviewed, (id) => learning.voted(id)),
    entityMerge: createEntityMerge(db, indexes, reviewed),
    entityLabels: createEntityLabels(db),
    /** A change of the Authors top list (a renamed or merged person) shows in every process's index, in place. */
    publishIndexChange: indexes.publisher(reviewed),
  };
}
