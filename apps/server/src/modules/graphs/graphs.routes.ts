import { graphsApi } from '@quarry/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.js';
import type { GraphsService } from './graphs.service.js';

/** The graph calls of doc 3 §7 "Graphs, timeline, summaries". */
export function registerGraphsRoutes(app: FastifyInstance, graphs: GraphsService): void {
  addRoute(app, graphsApi.authorGraph, async ({ investigation, body }) => graphs.authorGraph(investigation, body));
  addRoute(app, graphsApi.entityGraph, async ({ investigation, body }) => graphs.entityGraph(investigation, body));
}
