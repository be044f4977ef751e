import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { ChangeBus } from '../events/change-bus.js';
import type { JobRunner } from '../jobs/job-runner.js';
import type { Mailer } from '../mail/mailer.js';
import type { Alerts } from '../modules/alerts/index.js';
import type { ScreeningTeam } from '../modules/screening/index.js';
import {
  createInvestigationsService,
  createMembersService,
  createUploadFiles,
  createUploadsService,
} from '../modules/investigations/index.js';
import type { Late } from './late.js';

/** Deleted investigations told per change: their ids stay well under a NOTIFY payload's size. */
const DELETED_IDS_PER_CHANGE = 500;

export type InvestigationsWiring = ReturnType<typeof wireInvestigations>;

/** Investigations and their uploaded files. */
export function wireInvestigations(deps: {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  jobs: JobRunner;
  changes: Late<ChangeBus>;
  alerts: Late<Alerts>;
  screening: Late<ScreeningTeam>;
  mailer: Mailer;
}) {
  const { db, config, log, jobs, changes, alerts, screening, mailer } = deps;
  const uploadFiles = createUploadFiles(path.join(config.dataDir, 'uploads'), db);
  const service = createInvestigationsService(
    db,
    jobs,
    config.flags,
    uploadFiles,
    (ids) => {
      for (let at = 0; at < ids.length; at += DELETED_IDS_PER_CHANGE) {
        changes.get().publish({ kind: 'deleted', investigationIds: ids.slice(at, at + DELETED_IDS_PER_CHANGE) });
      }
    },
    (investigationId) => alerts.get().schedule(investigationId),
    async (investigationId) => {
      const facts = await service.facts(investigationId);
      if (facts) await screening.get().reveal(facts);
    },
  );
  if (db.kind === 'embedded')
    void uploadFiles
      .removeOrphans()
      .catch((error: unknown) => log.warn({ err: error }, 'removing uploads of deleted investigations failed'));
  const uploads = createUploadsService(db, service, uploadFiles, jobs);
  const members = createMembersService(db, mailer, config.publicUrl, log);
  return { service, uploadFiles, uploads, members };
}
