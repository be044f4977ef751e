import { familyRoute } from '@quarry/contract';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { HARVEST_JOB } from '../engines/harvest/harvest-ports.js';
import type { JobRunner } from '../jobs/job-runner.js';
import type { Mailer } from '../mail/mailer.js';
import { createAlerts } from '../modules/alerts/index.js';
import type { InvestigationsWiring } from './wire-investigations.js';
import type { HarvestWiring } from './wire-harvest.js';
import type { WorkspaceWiring } from './wire-workspace.js';

/** Alert checks: a job per investigation with alerts on, which harvests again and mails the new documents. */
export function wireAlerts(deps: {
  db: Database;
  config: Config;
  mailer: Mailer;
  jobs: JobRunner;
  investigations: InvestigationsWiring;
  workspace: WorkspaceWiring;
  harvest: HarvestWiring;
}) {
  const { db, config, mailer, jobs, harvest } = deps;
  const investigations = deps.investigations.service;
  const workspace = deps.workspace.service;
  const alerts = createAlerts(db, {
    target: investigations.alertTarget,
    alertsOff: investigations.alertsOff,
    harvest: harvest.engine.jobHandlers[HARVEST_JOB]!,
    newestDocumentId: (investigationId) => workspace.lastDocumentId(investigationId),
    candidates: (investigationId, since) => workspace.alertCandidates(investigationId, since),
    documents: (investigationId, ids) => workspace.documentsOf(investigationId, ids),
    investigationUrl: async (investigationId) => {
      const facts = await investigations.facts(investigationId);
      return `${config.publicUrl}/investigations/${facts ? familyRoute(facts.type) : 'topic'}/${investigationId}`;
    },
    mailer,
    publicUrl: config.publicUrl,
    jobs,
    intervalHours: config.alertsIntervalHours,
  });
  jobs.handle(alerts.jobHandlers);
  return alerts;
}
