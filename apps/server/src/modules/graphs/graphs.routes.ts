import { graphsApi, timelineApi } from '@quarry/contract';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../http/downloads.js';
import { addRoute } from '../../http/route.js';

const GRAPHML_TYPE = 'application/graphml+xml; charset=utf-8';
import type { GraphsService } from './graphs.service.js';
import type { createTimeline } from './timeline.service.js';

/** The graph calls of doc 3 §7 "Graphs, timeline, summaries". */
export function registerGraphsRoutes(
  app: FastifyInstance,
  graphs: GraphsService,
  timeline: ReturnType<typeof createTimeline>,
): void {
  addRoute(app, timelineApi.chart, async ({ investigation, body }) => timeline.chart(investigation, body));
  addRoute(app, graphsApi.authorGraph, async ({ investigation, body }) => graphs.authorGraph(investigation, body));
  addRoute(app, graphsApi.entityGraph, async ({ investigation, body }) => graphs.entityGraph(investigation, body));
  addRoute(app, graphsApi.exportCoAuthors, async ({ investigation, body, reply }) =>
    sendDownload(reply, await graphs.exportCoAuthors(investigation, body), GRAPHML_TYPE),
  );
  addRoute(app, graphsApi.exportTerms, async ({ investigation, body, reply }) =>
    sendDownload(reply, await graphs.exportTerms(investigation, body), GRAPHML_TYPE),
  );
}
