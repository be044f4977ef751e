import { harvestsApi } from '@quarry/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.js';
import type { HarvestsService } from './harvests.service.js';

/** The harvest calls of doc 2 §7. */
export function registerHarvestsRoutes(app: FastifyInstance, harvests: HarvestsService): void {
  addRoute(app, harvestsApi.topic, async ({ params, body, user }) => harvests.oneTime(user, params.id, body));
  addRoute(app, harvestsApi.byDocuments, async ({ params, body, user }) => harvests.byDocuments(user, params.id, body.documentIds));
  addRoute(app, harvestsApi.byDoiList, async ({ params, body, user }) => harvests.byDois(user, params.id, body.doiList));
  addRoute(app, harvestsApi.person, async ({ params, body, user }) => harvests.authors(user, params.id, body.searchStrings, body.searchType));
}
