import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';

/** The web app polls the health checks this often (doc 3 §7), and not while its tab is hidden. */
export const HEALTHCHECK_POLL_MS = 1000;

/**
 * The health check is degraded when a due harvest or normalization job has waited longer than this: the two job
 * workers are stuck or far behind (a large harvest takes minutes, not a quarter of an hour, to be claimed).
 */
export const NORMALIZATION_MAX_WAIT_SECONDS = 900;
/** The same for a due author-disambiguation job (a redo of every investigation queues many; each takes seconds). */
export const MERGE_MAX_WAIT_SECONDS = 900;
/** The health check's one query of the jobs table; a database that does not answer it within this is reported degraded. */
export const HEALTHCHECK_DATABASE_TIMEOUT_MS = 5000;

export const healthStates = ['ok', 'degraded'] as const;
export type HealthState = (typeof healthStates)[number];

/** One check of GET /maintenance/healthcheck; a degraded one says why in `reason`. */
const healthCheckBase = z.object({ status: z.enum(healthStates), reason: z.string().nullable() });

/** Running merges: the author-disambiguation jobs running and queued. */
export const mergeHealthCheck = healthCheckBase.extend({
  running: z.number().int(),
  queued: z.number().int(),
});
export type MergeHealthCheck = z.infer<typeof mergeHealthCheck>;

/** The normalization queue: harvest and normalization jobs waiting and running, and how long the oldest has waited. */
export const normalizationHealthCheck = healthCheckBase.extend({
  running: z.number().int(),
  queued: z.number().int(),
  oldestWaitingSeconds: z.number().nullable(),
});
export type NormalizationHealthCheck = z.infer<typeof normalizationHealthCheck>;

/** The merge and normalization checks of doc 3 §3, and whether the database answered. 503 when any is degraded. */
export const healthCheckReport = z.object({
  status: z.enum(healthStates),
  checkedAt: z.string(),
  merge: mergeHealthCheck,
  normalization: normalizationHealthCheck,
  database: healthCheckBase,
});
export type HealthCheckReport = z.infer<typeof healthCheckReport>;

/**
 * Redo merge answers nothing when it queued the work, or a message the admin merge page shows in its Error dialog
 * (doc 3 §8: "Redo merge returns non-empty string").
 */
export const redoMergeAnswer = z.string();

export const adminMergeApi = {
  redoMerge: defineEndpoint({
    method: 'POST',
    path: '/api/admin/merge/investigations/:id',
    access: 'admin',
    summary: "Redo one investigation's author disambiguation as a job (user merges, undone merges and votes replayed)",
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: redoMergeAnswer,
  }),
  redoMergeAll: defineEndpoint({
    method: 'POST',
    path: '/api/admin/merge/investigations',
    access: 'admin',
    summary: "Redo every investigation's author disambiguation as jobs (also the omnipotent 'merge all authors')",
    response: redoMergeAnswer,
  }),
} as const;

export const maintenanceApi = {
  healthcheck: defineEndpoint({
    method: 'GET',
    path: '/maintenance/healthcheck',
    access: 'admin',
    summary: 'The merge and normalization checks and the database, polled every second; 503 when one is degraded',
    response: healthCheckReport,
  }),
} as const;

/** The admin merge page's words (doc 3 §2, §8). */
export const adminMergeText = {
  investigationIdLabel: 'Investigation ID',
  redoMerge: 'Redo Merge',
  redoMergeAll: 'Redo Merge All',
  investigationIdRequired: 'Please fill in the investigation ID',
  investigationIdInvalid: 'An investigation ID is a whole number greater than 0',
  errorTitle: 'Error',
} as const;

/** What Redo merge answers when it queues nothing; the admin merge page shows it in its Error dialog. */
export const redoMergeMessages = {
  noAuthors: (investigationId: number) => `Investigation ${investigationId} has no authors to disambiguate yet`,
  alreadyQueued: (investigationId: number) =>
    `The author disambiguation of investigation ${investigationId} is already queued or running`,
  noInvestigations: 'No investigation has authors to disambiguate yet',
} as const;
