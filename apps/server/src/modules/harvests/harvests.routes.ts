import { harvestRunsApi, harvestsApi } from '@quarry/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.js';
import type { HarvestRunsService } from './harvest-runs.service.js';
import type { HarvestsService } from './harvests.service.js';

/** The harvest calls of doc 2 §7, the two re-harvests of §6 (Quarry's own calls), and the harvest summary with its undo. */
export function registerHarvestsRoutes(
  app: FastifyInstance,
  harvests: HarvestsService,
  runs: HarvestRunsService,
): void {
  addRoute(app, harvestsApi.topic, async ({ investigation, body }) => harvests.oneTime(investigation, body));
  addRoute(app, harvestsApi.byDocuments, async ({ investigation, body }) =>
    harvests.byDocuments(investigation, body.documentIds),
  );
  addRoute(app, harvestsApi.byDoiList, async ({ investigation, body }) => harvests.byDois(investigation, body.doiList));
  addRoute(app, harvestsApi.person, async ({ investigation, body }) =>
    harvests.authors(investigation, body.searchStrings, body.searchType),
  );
  addRoute(app, harvestsApi.reharvestDocument, async ({ investigation, params }) =>
    harvests.reharvestDocument(investigation, params.docId),
  );
  addRoute(app, harvestsApi.reharvestCurrent, async ({ investigation }) => harvests.reharvestCurrent(investigation));
  addRoute(app, harvestRunsApi.list, async ({ investigation }) => runs.list(investigation));
  addRoute(app, harvestRunsApi.undo, async ({ investigation, params }) => runs.undo(investigation, params.jobId));
}
