import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { registerAdminClustersRoutes } from '../modules/admin-clusters/index.js';
import { registerAboutRoutes } from '../modules/about/about.routes.js';
import { type AdminReports, registerAdminReportsRoutes } from '../modules/admin-reports/index.js';
import { type Alerts, registerAlertsRoutes } from '../modules/alerts/index.js';
import { type ConfigurationService, registerConfigurationRoutes } from '../modules/configuration/index.js';
import {
  registerDocumentEditingRoutes,
  registerDocumentFilesRoutes,
  registerDocumentSourcesRoutes,
} from '../modules/documents/index.js';
import { registerGraphsRoutes } from '../modules/graphs/index.js';
import { registerHarvestsRoutes } from '../modules/harvests/index.js';
import { type InsightsService, registerInsightsRoutes } from '../modules/insights/index.js';
import { registerInvestigationsRoutes, registerUploadRoutes } from '../modules/investigations/index.js';
import { registerMaintenanceRoutes } from '../modules/maintenance/index.js';
import { registerScreeningRoutes } from '../modules/screening/index.js';
import { registerPersonImageRoutes, registerPersonsRoutes } from '../modules/persons/index.js';
import { type ProfileService, registerProfileRoutes } from '../modules/profiles/index.js';
import { type PublishingService, registerPublishingRoutes } from '../modules/publishing/index.js';
import { registerTermsRoutes, type TermsService } from '../modules/terms/index.js';
import { registerUsersRoutes } from '../modules/users/index.js';
import { registerWorkspaceRoutes } from '../modules/workspace/index.js';
import type { RealtimeHub } from '../realtime/realtime-hub.js';
import { registerWebSocketRoute } from '../realtime/web-socket.routes.js';
import type { FileStorage } from '../storage/file-storage.js';
import { registerStorageRoutes } from '../storage/storage.routes.js';
import type { AdminClustersWiring } from './wire-admin-clusters.js';
import type { CommandsWiring } from './wire-commands.js';
import type { DocumentFilesWiring } from './wire-document-files.js';
import type { GraphsWiring } from './wire-graphs.js';
import type { HarvestWiring } from './wire-harvest.js';
import type { InvestigationsWiring } from './wire-investigations.js';
import type { MaintenanceWiring } from './wire-maintenance.js';
import type { ScreeningWiring } from './wire-screening.js';
import type { PersonsWiring } from './wire-persons.js';
import type { UsersWiring } from './wire-users.js';
import type { WorkspaceWiring } from './wire-workspace.js';

/** Every module's services, as wired. */
export interface WiredModules {
  users: UsersWiring;
  investigations: InvestigationsWiring;
  workspace: WorkspaceWiring;
  persons: PersonsWiring;
  harvest: HarvestWiring;
  documentFiles: DocumentFilesWiring;
  terms: TermsService;
  configuration: ConfigurationService;
  insights: InsightsService;
  alerts: Alerts;
  graphs: GraphsWiring;
  profiles: ProfileService;
  publishing: PublishingService;
  commands: CommandsWiring;
  maintenance: MaintenanceWiring;
  screening: ScreeningWiring;
  adminClusters: AdminClustersWiring;
  adminReports: AdminReports;
  hub: RealtimeHub;
  /** The files the server keeps: not a module, the layer modules keep their files in. */
  storage: FileStorage;
}

/** The API's routes and the web socket, every module's through its own register function. */
export async function registerRoutes(app: FastifyInstance, config: Config, modules: WiredModules): Promise<void> {
  const { users, investigations, workspace, persons, harvest } = modules;
  registerAboutRoutes(app, config);
  registerUsersRoutes(app, {
    auth: users.auth,
    accounts: users.accounts,
    sessionTtlDays: config.sessionTtlDays,
    secureCookies: config.publicUrl.startsWith('https://'),
  });
  registerAlertsRoutes(app, modules.alerts);
  registerInvestigationsRoutes(
    app,
    investigations.service,
    harvest.affiliations,
    { duplicate: modules.commands.duplicate },
    investigations.members,
  );
  await registerUploadRoutes(app, investigations.uploads);
  registerWorkspaceRoutes(
    app,
    workspace.service,
    workspace.review,
    workspace.removal,
    workspace.entityMerge,
    workspace.entityLabels,
  );
  registerDocumentSourcesRoutes(app, harvest.documentSources);
  registerDocumentEditingRoutes(app, harvest.documentEditing);
  registerDocumentFilesRoutes(app, modules.documentFiles.images, modules.documentFiles.fullText);
  registerTermsRoutes(app, modules.terms);
  registerPersonsRoutes(
    app,
    persons.service,
    { ...persons.merges, reMerge: persons.clustering.reMerge },
    persons.disambiguation,
  );
  registerPersonImageRoutes(app, persons.images);
  registerInsightsRoutes(app, modules.insights);
  registerConfigurationRoutes(app, modules.configuration);
  registerGraphsRoutes(app, modules.graphs.graphs, modules.graphs.timeline);
  registerHarvestsRoutes(app, harvest.service, harvest.runs);
  registerProfileRoutes(app, modules.profiles);
  registerPublishingRoutes(app, modules.publishing);
  registerStorageRoutes(app, modules.storage);
  registerMaintenanceRoutes(app, modules.maintenance.redoMerge, modules.maintenance.healthCheck);
  registerScreeningRoutes(app, modules.screening.service, modules.screening.team);
  registerAdminClustersRoutes(app, modules.adminClusters);
  registerAdminReportsRoutes(app, modules.adminReports);
  await registerWebSocketRoute(app, modules.hub);
}
