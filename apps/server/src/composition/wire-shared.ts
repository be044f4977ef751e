import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { createJobRunner } from '../jobs/job-runner.js';
import { type Mailer, outboxMailer, smtpMailer } from '../mail/mailer.js';

/** What every module may use: the job runner (each module adds its job handlers as it is wired) and the mailer. */
export function wireShared(app: FastifyInstance, db: Database, config: Config) {
  const jobs = createJobRunner({
    db,
    logger: app.log,
    concurrency: config.jobConcurrency,
    backoffBaseSeconds: config.jobRetryBaseSeconds,
    leaseSeconds: config.jobLeaseSeconds,
    resumeRunningAtStart: db.kind === 'embedded',
  });
  app.decorate('jobs', jobs);
  const mailer: Mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(db, app.log);
  return { jobs, mailer };
}
