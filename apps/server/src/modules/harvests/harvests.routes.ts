import { harvestsApi } from '@quarry/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.js';
import type { HarvestsService } from './harvests.service.js';

/** The harvest calls of doc 2 §7. */
export function registerHarvestsRoutes(app: FastifyInstance, harvests: HarvestsService): void {
  addRoute(app, harvestsApi.topic, async ({ investigation, body }) => harvests.oneTime(investigation, body));
  addRoute(app, harvestsApi.byDocuments, async ({ investigation, body }) => harvests.byDocuments(investigation, body.documentIds));
  addRoute(app, harvestsApi.byDoiList, async ({ investigation, body }) => harvests.byDois(investigation, body.doiList));
  addRoute(app, harvestsApi.person, async ({ investigation, body }) => harvests.authors(investigation, body.searchStrings, body.searchType));
}
