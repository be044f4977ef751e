import { adminMergeApi, maintenanceApi } from '@quarry/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { addRoute } from '../../http/route.js';
import type { HealthCheck } from './health-check.js';
import type { RedoMerge } from './redo-merge.js';

/**
 * Redo Merge's answer as JSON: "" (queued) is a body the web client reads as the empty string, where an empty
 * plain-text body would be no answer at all.
 */
function jsonString(reply: FastifyReply, answer: string): string {
  void reply.type('application/json; charset=utf-8');
  return JSON.stringify(answer);
}

/** The admin merge page's calls (doc 3 §7): Redo Merge, Redo Merge All, and the health check it polls. */
export function registerMaintenanceRoutes(app: FastifyInstance, redoMerge: RedoMerge, healthCheck: HealthCheck): void {
  addRoute(app, adminMergeApi.redoMerge, async ({ params, reply }) =>
    jsonString(reply, await redoMerge.one(params.id)),
  );
  addRoute(app, adminMergeApi.redoMergeAll, async ({ reply }) => jsonString(reply, await redoMerge.all()));
  addRoute(app, maintenanceApi.healthcheck, async ({ reply }) => {
    const report = await healthCheck.report();
    // 503 tells a load balancer or a monitor as much as the page: something named in the report is degraded.
    if (report.status === 'degraded') void reply.code(503);
    return report;
  });
}
