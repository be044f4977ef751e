import type { Database } from '../db/database.js';
import type { JobRunner } from '../jobs/job-runner.js';
import { createInsightsService, type InsightsService } from '../modules/insights/index.js';
import type { InvestigationsWiring } from './wire-investigations.js';
import type { PersonsWiring } from './wire-persons.js';
import type { WorkspaceWiring } from './wire-workspace.js';

/** Insights and report sections, their images kept by the persons module, the Word export a job. */
export function wireInsights(deps: {
  db: Database;
  jobs: JobRunner;
  investigations: InvestigationsWiring;
  workspace: WorkspaceWiring;
  persons: PersonsWiring;
}): InsightsService {
  const { db, jobs, investigations, workspace } = deps;
  const { images } = deps.persons;
  const insights = createInsightsService(db, {
    images: { store: images.storeImage, find: images.ofInvestigation, discard: images.discardImage },
    documents: (investigationId, ids) => workspace.service.documentsOf(investigationId, ids),
    title: (investigationId) => investigations.service.title(investigationId),
    jobs,
  });
  jobs.handle(insights.jobHandlers);
  return insights;
}
