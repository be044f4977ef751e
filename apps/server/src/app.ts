import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { wireAdminClusters } from './composition/wire-admin-clusters.js';
import { createHttpApp } from './composition/http-basics.js';
import { registerLifecycle } from './composition/lifecycle.js';
import { lateServices, ready } from './composition/ready.js';
import { registerRoutes } from './composition/routes.js';
import { wireAdminReports } from './composition/wire-admin-reports.js';
import { wireAlerts } from './composition/wire-alerts.js';
import { wireCommands } from './composition/wire-commands.js';
import { wireConfiguration } from './composition/wire-configuration.js';
import { wireDocumentFiles } from './composition/wire-document-files.js';
import { wireGraphs } from './composition/wire-graphs.js';
import { wireHarvest } from './composition/wire-harvest.js';
import { wireInsights } from './composition/wire-insights.js';
import { wireInvestigations } from './composition/wire-investigations.js';
import { wireMaintenance } from './composition/wire-maintenance.js';
import { wirePersons } from './composition/wire-persons.js';
import { wireProfiles } from './composition/wire-profiles.js';
import { wirePublishing } from './composition/wire-publishing.js';
import { wireRealtime } from './composition/wire-realtime.js';
import { wireScreening } from './composition/wire-screening.js';
import { wireShared } from './composition/wire-shared.js';
import { wireStorage } from './composition/wire-storage.js';
import { wireTerms } from './composition/wire-terms.js';
import { wireUsers } from './composition/wire-users.js';
import { wireWorkspace } from './composition/wire-workspace.js';
import { registerWebApp } from './plugins/web-app.js';

export interface AppDeps {
  config: Config;
  db: Database;
  /** Run harvest jobs in this process (default true; tests of the API alone turn it off). */
  runJobs?: boolean;
}

/**
 * Builds the HTTP app on an open, migrated database: the HTTP basics, each module wired in dependency order (a module
 * takes what the ones before it made), the ready phase that connects the services wired before they existed, the
 * routes, the lifecycle hooks, and last the web app.
 */
export async function buildApp({ config, db, runJobs = true }: AppDeps): Promise<FastifyInstance> {
  const app = await createHttpApp(config);
  const log = app.log;
  // The services some are wired to before they exist (the change bus among them), connected in the ready phase.
  const late = lateServices();
  const { changes } = late;

  const { jobs, mailer } = wireShared(app, db, config);
  const storage = wireStorage(app, config);
  const users = wireUsers(app, { db, config, mailer, changes });
  const investigations = wireInvestigations({
    db,
    config,
    log,
    jobs,
    changes,
    alerts: late.alerts,
    screening: late.screening,
    mailer,
  });
  const workspace = wireWorkspace(app, {
    db,
    config,
    investigations,
    changes,
    learning: late.learning,
    hub: late.hub,
    terms: late.terms,
  });
  const persons = wirePersons({ db, config, jobs, investigations, workspace, hub: late.hub });
  const harvest = wireHarvest({ db, config, log, jobs, investigations, workspace, persons, changes });
  const documentFiles = wireDocumentFiles({ db, persons, changes });
  const terms = wireTerms({ db, config, harvest, workspace, changes });
  const configuration = wireConfiguration({ db, config, changes });
  const insights = wireInsights({ db, jobs, investigations, workspace, persons });
  const alerts = wireAlerts({ db, config, mailer, jobs, investigations, workspace, harvest });
  const graphs = wireGraphs({ db, investigations, workspace, persons, harvest, terms });
  const profiles = wireProfiles({ investigations, workspace, persons, graphs });
  const publishing = wirePublishing({ db, investigations, workspace });
  const commands = wireCommands({ db, investigations, workspace, terms, configuration, insights });
  const hub = wireRealtime(app, { investigations, workspace });
  const maintenance = wireMaintenance({ jobs, investigations, persons });
  const adminClusters = wireAdminClusters({ db, storage });
  const adminReports = wireAdminReports({ db, storage, investigations, persons });
  const screening = wireScreening({ db, workspace, investigations, changes });

  const bus = await ready(late, {
    db,
    log,
    users,
    investigations,
    workspace,
    terms,
    alerts,
    hub,
    screening: screening.team,
  });

  await registerRoutes(app, config, {
    users,
    investigations,
    workspace,
    persons,
    harvest,
    documentFiles,
    terms,
    configuration,
    insights,
    alerts,
    graphs,
    profiles,
    publishing,
    commands,
    maintenance,
    adminClusters,
    adminReports,
    screening,
    hub,
    storage,
  });
  registerLifecycle(app, { runJobs, jobs, workspace, hub, changes: bus });
  // Last: the web app and the fallback for every other path.
  await registerWebApp(app, config.webDistDir);
  return app;
}
