import { AUTHORS_CATEGORY, IMAGE_TIMEOUT_MS } from '@quarry/contract';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { JobRunner } from '../jobs/job-runner.js';
import {
  createAuthorMentions,
  createPersonClustering,
  createPersonDisambiguation,
  createPersonImages,
  createPersonMerges,
  createPersonsService,
  type PersonsChange,
} from '../modules/persons/index.js';
import { workspacePersonReferences } from '../modules/workspace/index.js';
import { can } from '../policies/investigation.policy.js';
import type { RealtimeHub } from '../realtime/realtime-hub.js';
import type { Late } from './late.js';
import type { InvestigationsWiring } from './wire-investigations.js';
import type { WorkspaceWiring } from './wire-workspace.js';

export type PersonsWiring = ReturnType<typeof wirePersons>;

/**
 * Persons and authorships, which only the persons module writes: the harvest hands it mentions, its clustering job
 * disambiguates them in the background lane, reviewers merge, rename and picture them.
 */
export function wirePersons(deps: {
  db: Database;
  config: Config;
  jobs: JobRunner;
  investigations: InvestigationsWiring;
  workspace: WorkspaceWiring;
  hub: Late<RealtimeHub>;
}) {
  const { db, config, jobs, investigations, workspace, hub } = deps;
  const { publishIndexChange, removal } = workspace;
  const changed = async ({ investigationId, documents, hiddenAgain }: PersonsChange) => {
    await publishIndexChange({ kind: 'authors', investigationId, documents });
    if (hiddenAgain.length > 0) {
      await publishIndexChange({
        kind: 'hidden',
        investigationId,
        hidden: true,
        values: hiddenAgain.map((id) => ({ category: AUTHORS_CATEGORY, value: String(id) })),
      });
    }
  };
  const clustering = createPersonClustering(db, {
    references: workspacePersonReferences,
    changed,
    refreshed: (investigationId) => hub.get().authorsChanged(investigationId),
    enqueue: (job) => jobs.enqueue(job),
    afterHarvestDelaySeconds: config.disambiguationDelaySeconds,
  });
  // Merges of persons: their undo is a job.
  const merges = createPersonMerges(db, {
    references: workspacePersonReferences,
    changed,
    undone: (investigationId) => hub.get().authorsChanged(investigationId),
    enqueue: (job) => jobs.enqueue(job),
  });
  jobs.handle({ ...merges.jobHandlers, ...clustering.jobHandlers });
  const images = createPersonImages(db, {
    allowPrivate: config.allowPrivateImageUrls,
    timeoutMs: IMAGE_TIMEOUT_MS,
    mayOpen: async (user, investigationId) => {
      const facts = await investigations.service.facts(investigationId);
      return facts !== undefined && can(user, 'open', facts, await investigations.members.sharedAs(user, facts));
    },
  });
  // A renamed person shows under the new name in the Authors top lists of every process, in place.
  const service = createPersonsService(db, {
    renamed: (investigationId, personId, caption) =>
      publishIndexChange({
        kind: 'caption',
        investigationId,
        category: AUTHORS_CATEGORY,
        value: String(personId),
        caption,
      }),
    createInvestigation: (user, kind, definition) => investigations.service.create(user, kind, definition),
  });
  return {
    service,
    authorMentions: createAuthorMentions({ disambiguate: clustering.request }),
    clustering,
    merges,
    images,
    disambiguation: createPersonDisambiguation(db, {
      remove: removal.removeAuthors,
      restore: removal.restoreAuthorIds,
      removedIds: removal.removedAuthorIds,
    }),
  };
}
