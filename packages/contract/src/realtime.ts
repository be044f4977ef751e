import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';

/** The live-update socket (doc 2 §4): same host, JSON messages {type, content}. */
export const WEB_SOCKET_PATH = '/api/web-socket';
export const KEEP_ALIVE_INTERVAL_MS = 10_000;
export const KEEP_ALIVE_REPLY_MS = 1_000;
export const SOCKET_CONNECT_WAIT_MS = 2_000;
export const SOCKET_RETRY_MS = 10_000;

export const socketMessageTypes = [
  'Register',
  'Unregister',
  'KeepAlive',
  'InvestigationState',
  'ScreeningProgress',
] as const;

export const socketMessage = z.object({
  type: z.enum(socketMessageTypes),
  /**
   * Register/Unregister: the investigation id; InvestigationState: a JSON string of InvestigationState;
   * ScreeningProgress (Quarry's, issue 27): the investigation id, after a reviewer's decision — the team's progress
   * changed, and GET …/screening/team answers what the caller may see of it (while blind, counts only).
   */
  content: z.string().default(''),
});
export type SocketMessage = z.infer<typeof socketMessage>;

/**
 * Why a refresh is offered (Quarry's addition; the first that applies): documents arrived, the order learned from
 * the votes moved the first screen of unseen documents, or authors were merged or split in the background.
 */
export const refreshReasons = ['newDocuments', 'learnedOrder', 'authors'] as const;
export type RefreshReason = (typeof refreshReasons)[number];

export const investigationState = z.object({
  investigationId: z.number().int(),
  /** The ranking changed enough since the client's last load to offer a refresh. */
  differentEnough: z.boolean(),
  /** 0–100: the share of new documents predicted relevant. */
  relevancyScore: z.number(),
  /** Documents stored per interval while a harvest runs (0 when idle). */
  activityScore: z.number(),
  /** Quarry's addition: the investigation's status and document count, so screens need not poll for them. */
  status: z.string(),
  totalDocuments: z.number().int(),
  /** Set when differentEnough: why (see refreshReasons). */
  refreshReason: z.enum(refreshReasons).nullable().optional(),
});
export type InvestigationState = z.infer<typeof investigationState>;

/** The socket's upgrade request: a signed-in user only; which investigations it may follow, the policy says. */
export const realtimeApi = {
  webSocket: defineEndpoint({
    method: 'GET',
    path: WEB_SOCKET_PATH,
    access: 'signedIn',
    summary: 'Live updates: Register / Unregister an investigation, KeepAlive, InvestigationState (doc 2 §4)',
    response: z.never(),
  }),
} as const;
