import { HARVEST_JOB } from '../engines/harvest/harvest-ports.js';
import type { JobRunner } from '../jobs/job-runner.js';
import { createHealthCheck, createRedoMerge } from '../modules/maintenance/index.js';
import { CLUSTER_PERSONS_JOB } from '../modules/persons/index.js';
import type { InvestigationsWiring } from './wire-investigations.js';
import type { PersonsWiring } from './wire-persons.js';

export type MaintenanceWiring = ReturnType<typeof wireMaintenance>;

/**
 * The admin's maintenance calls: Redo Merge asks the persons module for its disambiguation job; the health check
 * counts the job queue's disambiguation and harvest (normalization) jobs.
 */
export function wireMaintenance(deps: {
  jobs: JobRunner;
  investigations: InvestigationsWiring;
  persons: PersonsWiring;
}) {
  const { jobs, investigations, persons } = deps;
  const kinds = { merge: [CLUSTER_PERSONS_JOB], normalization: [HARVEST_JOB] };
  return {
    redoMerge: createRedoMerge({
      exists: async (investigationId) => (await investigations.service.facts(investigationId)) !== undefined,
      hasMentions: persons.clustering.hasMentions,
      investigationsWithPersons: persons.clustering.investigationsWithPersons,
      pending: (investigationId) => jobs.hasPending(investigationId, CLUSTER_PERSONS_JOB),
      redo: persons.clustering.redo,
    }),
    healthCheck: createHealthCheck(() => jobs.unfinished([...kinds.merge, ...kinds.normalization]), kinds),
  };
}
