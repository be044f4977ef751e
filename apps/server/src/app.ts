import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import {
  BROTLI_OPTIONS,
  COMPRESS_THRESHOLD_BYTES,
  GZIP_OPTIONS,
  registerCompressedAnswers,
} from './http/compressed-answers.js';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { serializerCompiler } from './http/response-serializer.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { registerErrorHandler } from './http/error-handler.js';
import { recordApiRoutes } from './http/route-inventory.js';
import { type Mailer, outboxMailer, smtpMailer } from './mail/mailer.js';
import { registerAboutRoutes } from './modules/about/about.routes.js';
import {
  createAccountsService,
  createAuthService,
  registerSessionLoader,
  registerUsersRoutes,
} from './modules/users/index.js';
import { HARVEST_JOB } from './harvest/harvest-ports.js';
import { createHarvesting } from './harvest/harvesting.js';
import { createJobRunner } from './jobs/job-runner.js';
import {
  createAffiliationsService,
  createInvestigationsService,
  createUploadFiles,
  createUploadsService,
  investigationsForHarvest,
  registerInvestigationsRoutes,
  registerUploadRoutes,
} from './modules/investigations/index.js';
import {
  createLearning,
  createEntityLabels,
  createEntityMerge,
  createRemovalService,
  createWorkerRanking,
  createReviewService,
  createWorkspaceIndexes,
  createWorkspaceService,
  registerWorkspaceRoutes,
  workspacePersonReferences,
} from './modules/workspace/index.js';
import {
  createTermsService,
  loadPredefinedGroups,
  registerTermsRoutes,
  scoringTermsOf,
} from './modules/terms/index.js';
import {
  createConfigurationService,
  graphsSettingsOf,
  harvestSettingsOf,
  registerConfigurationRoutes,
} from './modules/configuration/index.js';
import { createGraphsService, createTimeline, registerGraphsRoutes } from './modules/graphs/index.js';
import {
  createInsightsService,
  EXPORT_REPORT_JOB,
  type InsightsService,
  registerInsightsRoutes,
} from './modules/insights/index.js';
import { ALERT_JOB, createAlerts, registerAlertsRoutes, type Alerts } from './modules/alerts/index.js';
import { registerClientIdGuard } from './plugins/client-id.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerWebApp } from './plugins/web-app.js';
import { createRealtimeHub } from './realtime/realtime-hub.js';
import { registerWebSocketRoute } from './realtime/web-socket.routes.js';
import { duplicateInvestigationCommand } from './commands/duplicate-investigation.command.js';
import { createChangeBus, type Change } from './events/change-bus.js';
import { createHarvestRunsService, createHarvestsService, registerHarvestsRoutes } from './modules/harvests/index.js';
import {
  createDocumentSourcesService,
  documentStore,
  documentWrites,
  registerDocumentSourcesRoutes,
} from './modules/documents/index.js';
import {
  createPersonDisambiguation,
  createPersonImages,
  createPersonMerges,
  type PersonsChange,
  createAuthorMentions,
  createPersonClustering,
  copyPersonsOfInvestigation,
  createPersonsService,
  registerPersonImageRoutes,
  registerPersonsRoutes,
} from './modules/persons/index.js';
import { can } from './policies/investigation.policy.js';
import { AUTHORS_CATEGORY, familyRoute, IMAGE_TIMEOUT_MS } from '@quarry/contract';

/** Deleted investigations told per change: their ids stay well under a NOTIFY payload's size. */
const DELETED_IDS_PER_CHANGE = 500;

export interface AppDeps {
  config: Config;
  db: Database;
  /** Run harvest jobs in this process (default true; tests of the API alone turn it off). */
  runJobs?: boolean;
}

/** Builds the HTTP app on an open, migrated database. Order matters; each step says why it is where it is. */
export async function buildApp({ config, db, runJobs = true }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // The spec's paths carry trailing slashes in places (doc 3); both spellings reach the route.
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 10 * 1024 * 1024,
  });

  // 1. zod does validation and serialization for every route, and errors leave as plain text.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  recordApiRoutes(app);
  // Answers over 1 KB leave compressed: those built in memory off the event loop, streamed files by @fastify/compress.
  registerCompressedAnswers(app);
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });

  // 2. OpenAPI first, so it sees every route registered after it.
  await registerOpenApi(app);

  // 3. Request guards: cookies parsed, Client-Id required on writes, the session's user loaded.
  await app.register(fastifyCookie);
  registerClientIdGuard(app);
  // The change bus is made below; an account changes only on requests, after it exists.
  const auth = createAuthService(db, config, (userId) => changes.publish({ kind: 'account', userId }));
  registerSessionLoader(app, auth);

  // 4. Domain modules.
  const mailer: Mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(db, app.log);
  const accounts = createAccountsService({ db, mailer, auth, logger: app.log, config });
  registerAboutRoutes(app, config);
  registerUsersRoutes(app, {
    auth,
    accounts,
    sessionTtlDays: config.sessionTtlDays,
    secureCookies: config.publicUrl.startsWith('https://'),
  });

  // 5. Harvesting: the sources, the job runner that runs harvests, the socket that reports on them.
  const onChangeError = (error: unknown) => app.log.error({ err: error }, 'change notification failed');
  // The hub reads investigations and documents through their services, made below; it asks only when a socket
  // registers, after every service exists.
  const hub = createRealtimeHub(
    {
      currentInvestigation: (id) => investigations.current(id),
      lastDocumentId: (id) => workspace.lastDocumentId(id),
      lastFilter: (user, investigation) => workspace.lastFilter(user, investigation),
    },
    app.log,
    {
      relevancyScore: (id, since) => learning.relevancyScore(id, since),
      shownOrder: (id, spec) => learning.shownOrder(id, spec),
      orderChangedFrom: (id, spec, shown) => learning.orderChangedFrom(id, spec, shown),
    },
  );
  const termsOf = (id: number) => scoringTermsOf(db, id);
  const indexes = createWorkspaceIndexes(db, termsOf, config.workspaceIndexMaxBytes, (index) =>
    learning.indexBuilt(index),
  );
  // Learning from votes: a worker thread trains, the index re-ranks, open lists hear when their order changed enough.
  const ranking = createWorkerRanking();
  const learning = createLearning({
    indexes,
    rank: ranking.rank,
    retrained: (id) => hub.retrained(id),
    onError: (error) => app.log.error({ err: error }, 'learning from votes failed'),
  });
  // Every process hears every change (its own at once, the others' through NOTIFY on PostgreSQL).
  const changes = await createChangeBus(
    db,
    (change, fromThisProcess) => {
      if (change.kind === 'documents') {
        indexes.refresh(change.investigationId);
        hub.listener.batchStored(change.investigationId, change.added);
      } else if (change.kind === 'status') {
        hub.listener.statusChanged(change.investigationId);
      } else if (change.kind === 'account') {
        auth.forgetAccount(change.userId);
      } else if (change.kind === 'deleted') {
        investigations.forget(change.investigationIds);
      } else if (change.kind === 'configuration') {
        indexes.refresh(change.investigationId);
      } else if (fromThisProcess) {
        // This process already applied its own review and terms changes before answering the call that made them.
      } else if (change.kind === 'terms') {
        void indexes.rescore(change.investigationId).catch(onChangeError);
      } else if (change.kind === 'invalidate') {
        indexes.invalidate(change.investigationId);
      } else {
        // Another process's review write: the same apply it ran, on this process's loaded index.
        const loaded = indexes.peek(change.investigationId);
        void indexes.apply(change).catch(onChangeError);
        if (loaded && change.kind === 'field' && change.field === 'relevancy') learning.voted(change.investigationId);
      }
    },
    onChangeError,
  );
  const uploadFiles = createUploadFiles(path.join(config.dataDir, 'uploads'), db);
  // Persons and authorships are the persons module's: the harvest hands it mentions, its clustering job disambiguates
  // them in the background lane. The index, the bus and the hub are reached only once jobs run.
  const personsChanged = async ({ investigationId, documents, hiddenAgain }: PersonsChange) => {
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
  const personClustering = createPersonClustering(db, {
    references: workspacePersonReferences,
    changed: personsChanged,
    refreshed: (investigationId) => hub.authorsChanged(investigationId),
    enqueue: (job) => jobs.enqueue(job),
    afterHarvestDelaySeconds: config.disambiguationDelaySeconds,
  });
  const authorMentions = createAuthorMentions({ disambiguate: personClustering.request });
  // Harvests read and write in the background lane: on the embedded engine, requests go first (docs/decisions/005).
  const harvesting = createHarvesting(
    config,
    db.background,
    {
      batchStored: (investigationId, added) => changes.publish({ kind: 'documents', investigationId, added }),
      statusChanged: (investigationId) => changes.publish({ kind: 'status', investigationId }),
    },
    {
      ...investigationsForHarvest(db.background),
      uploadPath: uploadFiles.pathOf,
      settingsOf: (investigation) => harvestSettingsOf(db.background, investigation, config.sources.maxResults),
      mentions: authorMentions,
      documents: documentStore,
    },
  );
  // Merges of persons: their undo is a job. The index, the bus and the hub are reached only once requests run.
  const personMerges = createPersonMerges(db, {
    references: workspacePersonReferences,
    changed: personsChanged,
    undone: (investigationId) => hub.authorsChanged(investigationId),
    enqueue: (job) => jobs.enqueue(job),
  });
  // Alert checks need the services made below; their handler reaches them once jobs run.
  const late: { alerts?: Alerts; insights?: InsightsService } = {};
  const jobs = createJobRunner({
    db,
    handlers: {
      ...harvesting.jobHandlers,
      ...personMerges.jobHandlers,
      ...personClustering.jobHandlers,
      [ALERT_JOB]: (context) => late.alerts!.jobHandlers[ALERT_JOB]!(context),
      [EXPORT_REPORT_JOB]: (context) => late.insights!.jobHandlers[EXPORT_REPORT_JOB](context),
    },
    logger: app.log,
    concurrency: config.jobConcurrency,
    backoffBaseSeconds: config.jobRetryBaseSeconds,
    leaseSeconds: config.jobLeaseSeconds,
    resumeRunningAtStart: db.kind === 'embedded',
  });
  app.decorate('jobs', jobs);
  app.decorate('realtime', hub);
  app.decorate('workspaceIndexes', indexes);
  const investigations = createInvestigationsService(
    db,
    jobs,
    config.flags,
    uploadFiles,
    (ids) => {
      for (let at = 0; at < ids.length; at += DELETED_IDS_PER_CHANGE) {
        changes.publish({ kind: 'deleted', investigationIds: ids.slice(at, at + DELETED_IDS_PER_CHANGE) });
      }
    },
    (investigationId) => late.alerts!.schedule(investigationId),
  );
  if (db.kind === 'embedded')
    void uploadFiles
      .removeOrphans()
      .catch((error: unknown) => app.log.warn({ err: error }, 'removing uploads of deleted investigations failed'));
  const workspace = createWorkspaceService(db, indexes, {
    entityDetection: config.flags.entityDetectionEnabled,
    termsOf,
    // The terms service is made below (it harvests through the harvests service, which asks the workspace); these
    // run on requests only, after every service exists.
    rejectedTerms: (investigationId) => terms.rejected(investigationId),
    rejectTerms: (investigationId, rejected) => terms.reject(investigationId, rejected),
    titleOf: (investigationId) => investigations.title(investigationId),
    onWriteError: (error) => app.log.error({ err: error }, 'saving a last filter failed'),
  });
  const harvests = createHarvestsService(db, jobs, workspace.documentIdsIn);
  const terms = createTermsService(db, {
    harvest: harvests.terms,
    changed: async (investigationId) => {
      await indexes.rescore(investigationId);
      changes.publish({ kind: 'terms', investigationId });
    },
    predefinedGroups: async () =>
      config.flags.showPredefinedTermGroups ? loadPredefinedGroups(config.predefinedTermGroupsFile) : [],
  });
  // A saved configuration may change the dictionaries: loaded indexes rebuild their custom top lists.
  const configurationSaved = (investigationId: number) => changes.publish({ kind: 'configuration', investigationId });
  const configuration = createConfigurationService(db, config, configurationSaved);
  const personImages = createPersonImages(db, {
    allowPrivate: config.allowPrivateImageUrls,
    timeoutMs: IMAGE_TIMEOUT_MS,
    mayOpen: async (user, investigationId) => {
      const facts = await investigations.facts(investigationId);
      return facts !== undefined && can(user, 'open', facts);
    },
  });
  const insights = createInsightsService(db, {
    images: { store: personImages.storeImage, find: personImages.ofInvestigation, discard: personImages.discardImage },
    documents: (investigationId, ids) => workspace.documentsOf(investigationId, ids),
    title: (investigationId) => investigations.title(investigationId),
    jobs,
  });
  late.insights = insights;
  // Commands: work that spans modules, each owner copying or changing its own tables in one transaction.
  const duplicate = duplicateInvestigationCommand(db, {
    investigations,
    documents: { copy: documentWrites.copyDocuments },
    workspace,
    persons: { copy: copyPersonsOfInvestigation },
    terms,
    configuration,
    insights,
  });

  const alerts = createAlerts(db, {
    target: investigations.alertTarget,
    alertsOff: investigations.alertsOff,
    harvest: harvesting.jobHandlers[HARVEST_JOB]!,
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
  late.alerts = alerts;
  registerAlertsRoutes(app, alerts);
  registerInvestigationsRoutes(
    app,
    investigations,
    createAffiliationsService(db, harvesting.lookupInstitutions, app.log),
    { duplicate },
  );
  await registerUploadRoutes(app, createUploadsService(db, investigations, uploadFiles));
  const reviewed = (change: Change) => changes.publish(change);
  const removal = createRemovalService(db, indexes, reviewed);
  registerWorkspaceRoutes(
    app,
    workspace,
    createReviewService(db, indexes, reviewed, (id) => learning.voted(id)),
    removal,
    createEntityMerge(db, indexes, reviewed),
    createEntityLabels(db),
  );
  // A split adds a document: loaded indexes rebuild as after a harvest batch.
  registerDocumentSourcesRoutes(
    app,
    createDocumentSourcesService(db, authorMentions, (investigationId) =>
      changes.publish({ kind: 'documents', investigationId, added: 1 }),
    ),
  );
  registerTermsRoutes(app, terms);
  // A renamed person shows under the new name in the Authors top lists of every process, in place.
  const publishIndexChange = indexes.publisher(reviewed);
  const persons = createPersonsService(db, {
    renamed: (investigationId, personId, caption) =>
      publishIndexChange({
        kind: 'caption',
        investigationId,
        category: AUTHORS_CATEGORY,
        value: String(personId),
        caption,
      }),
    createInvestigation: (user, kind, definition) => investigations.create(user, kind, definition),
  });
  registerPersonsRoutes(
    app,
    persons,
    { ...personMerges, reMerge: personClustering.reMerge },
    createPersonDisambiguation(db, {
      remove: removal.removeAuthors,
      restore: removal.restoreAuthorIds,
      removedIds: removal.removedAuthorIds,
    }),
  );
  registerPersonImageRoutes(app, personImages);
  registerInsightsRoutes(app, insights);
  registerConfigurationRoutes(app, configuration);
  registerGraphsRoutes(
    app,
    createGraphsService({
      workspace,
      graphsSettings: (investigationId) => graphsSettingsOf(db, investigationId),
      manuallyMerged: persons.manuallyMerged,
      enrichedNames: harvests.enrichedNames,
      semanticAffinity: persons.semanticAffinity,
      titleOf: (investigationId) => investigations.title(investigationId),
    }),
    createTimeline({
      workspace,
      terms: (investigation) => terms.list(investigation),
      worksPerYear: harvesting.worksPerYear,
    }),
  );
  // An undone harvest removed documents: recount them, rebuild loaded indexes, refresh open lists.
  const harvestRuns = createHarvestRunsService(db, authorMentions, async (investigationId) => {
    await investigations.documentsRemoved(investigationId);
    changes.publish({ kind: 'documents', investigationId, added: 0 });
    changes.publish({ kind: 'status', investigationId });
  });
  registerHarvestsRoutes(app, harvests, harvestRuns);
  await registerWebSocketRoute(app, hub);
  if (runJobs) app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', async () => {
    await workspace.flushWrites();
    await jobs.stop();
    hub.close();
    learning.close();
    await ranking.close();
    await changes.close();
  });

  // 6. Last: the web app and the fallback for every other path.
  await registerWebApp(app, config.webDistDir);
  return app;
}
